/// A card that presents one thing: a title (headline role), a subtitle in `fgMuted`, a
/// description, and a row of actions, inside a border on the raised card surface (`bgElevation1`).
///
/// ```swift
/// ContentCard(title: "Savings", subtitle: "4.1% APY", description: "Earn interest on idle cash.") {
///     Button("Open account") { }.buttonStyle(.tessera(.primary, size: .small))
/// }
/// ```
public struct ContentCard<Actions: View>: View {
    let title: String
    let subtitle: String?
    let description: String?
    let actions: Actions

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var density: Density { environment.density }

    /// A card with actions in a row along its bottom.
    public init(title: String, subtitle: String? = nil, description: String? = nil, @ViewBuilder actions: () -> Actions) {
        self.title = title
        self.subtitle = subtitle
        self.description = description
        self.actions = actions()
    }

    /// The card's text and actions, padded by the density, in its border.
    public var body: some View {
        let colors = contentCardColors(theme: theme, depth: depth)
        VStack(alignment: .leading, spacing: 1) {
            VStack(alignment: .leading, spacing: 0) {
                Text(title).textRole(.headline)
                if let subtitle { Text(subtitle).foregroundColor(.fgMuted) }
            }
            if let description { Text(description) }
            HStack(spacing: 1) { actions }
        }
        .padding(contentCardPadding(density: density))
        .border(nil, color: colors.border)
        .background(colors.fill)
    }
}

extension ContentCard where Actions == EmptyView {
    /// A card without actions.
    public init(title: String, subtitle: String? = nil, description: String? = nil) {
        self.init(title: title, subtitle: subtitle, description: description) { EmptyView() }
    }
}

/// A card's colours: `bgElevation1` inside an edge of the first of `bgLine`, `bgLineHeavy`,
/// `fgMuted` that keeps 3:1 against the page at the depth (a card the same colour as the page is
/// drawn by its edge alone).
func contentCardColors(theme: ResolvedTheme, depth: ColorDepth) -> (fill: ColorToken, border: ColorToken) {
    (.bgElevation1, theme.contrasting(.bgLine, on: .bg, at: depth, fallbacks: [.bgLineHeavy, .fgMuted]))
}

/// A card's padding: a cell row above and below and two columns either side, one row and one
/// column when compact.
func contentCardPadding(density: Density) -> EdgeInsets {
    density == .compact
        ? EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        : EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
}
