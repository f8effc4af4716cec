/// A dropdown's colours: its card, its edge, and the fill behind the item in focus.
struct MenuColors: Hashable {
    var fill: ColorToken
    var border: ColorToken
    var focusedItem: ColorToken
    var destructive: ColorToken
    var check: ColorToken
}

/// A dropdown is the design system's raised card (`bgElevation2`, as an alert's) over the page,
/// edged with the first of `bgLineHeavy`, `fgMuted` and `fg` that shows on the page; the item in
/// focus on `bgSecondary`, a destructive item's label in `fgNegative`, a chosen option's check in
/// `fgPrimary`.
func menuColors(theme: ResolvedTheme, depth: ColorDepth) -> MenuColors {
    MenuColors(
        fill: .bgElevation2,
        border: theme.contrasting(.bgLineHeavy, on: .bg, at: depth, fallbacks: [.fgMuted, .fg]),
        focusedItem: .bgSecondary, destructive: .fgNegative, check: .fgPrimary)
}

/// The card of a dropdown: its items in a column as wide as the widest, edged, on the card fill.
/// The arrow keys move among the items; the chosen one (if any) takes focus first.
struct MenuCard<Content: View>: View {
    let content: Content

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    var body: some View {
        let colors = menuColors(theme: theme, depth: depth)
        IdealWidth(content: VStack(alignment: .leading, spacing: 0) { content })
            .buttonStyle(MenuItemStyle())
            .border(nil, color: colors.border)
            .background(colors.fill)
            .focusSection()
    }
}

/// How a button inside a dropdown looks: a full-width row, `▸` and `bgSecondary` on the item in
/// focus (and the label in the focus attributes), a destructive item's label in `fgNegative`, and
/// its keyboard shortcut at the trailing edge.
struct MenuItemStyle: ButtonStyle {
    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var isEnabled: Bool { environment.isEnabled }

    func makeBody(configuration: Configuration) -> some View {
        let colors = menuColors(theme: theme, depth: depth)
        let focused = (configuration.isFocused || configuration.isPressed) && isEnabled
        let fill: ColorToken = focused ? colors.focusedItem : colors.fill
        let ink: ColorToken = !isEnabled ? .fgMuted : (configuration.role == .destructive ? colors.destructive : .fg)
        let marker = focused ? String(asciiOnly ? ">" : theme.focus.leading) : " "
        return HStack(spacing: 1) {
            Text(marker).foregroundColor(theme.contrasting(theme.focus.color, on: theme.color(fill), at: depth, fallbacks: [.fg]))
            configuration.label.foregroundColor(theme.contrasting(ink, on: theme.color(fill), at: depth, fallbacks: [.fg]))
                .focusCue(focused)
            if let shortcut = configuration.keyboardShortcut {
                Spacer(minLength: 1)
                Text(shortcut.description).foregroundColor(.fgMuted)
            }
        }
        .padding(.trailing, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .surface(fill: depth.showsFills ? theme.rgb(fill) : nil, attributes: focused && !depth.showsFills ? .reverse : [])
    }
}
