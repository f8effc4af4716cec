/// What a banner is about, which sets its colours and icon.
public enum BannerVariant: String, CaseIterable, Hashable, Sendable {
    /// News (`●` on grey), an offer (`★` on the primary wash), a caution (`▲` on the warning
    /// wash), or a failure (`✖` on the negative wash).
    case informational, promotional, warning, error
}

/// A message across the top of a screen or section: an accent bar on its left edge, an icon, a
/// title and a message, and — when it is dismissible — a ✕ button, which shows focus as every
/// one-row control does (`▸ ✕ ◂`).
///
/// ```swift
/// if !settings.maintenanceSeen {
///     Banner(.warning, title: "Scheduled maintenance", message: "Trading pauses at 02:00 UTC.") {
///         settings.maintenanceSeen = true
///     }
/// }
/// ```
///
/// The banner takes the full width it is offered and wraps its text. Each variant has its own
/// icon, so variants stay apart where colour is missing.
public struct Banner: View {
    let variant: BannerVariant
    let title: String
    let message: String?
    let onDismiss: (() -> Void)?

    @HotEnvironment private var environment
    private var asciiOnly: Bool { environment.asciiOnly }
    private var density: Density { environment.density }
    private var colorDepth: ColorDepth { environment.colorDepth }
    private var theme: ResolvedTheme { environment.resolvedTheme }

    /// - Parameters:
    ///   - variant: informational (the default), promotional, warning or error.
    ///   - title: the headline.
    ///   - message: more detail under the title.
    ///   - onDismiss: when given, the banner shows a ✕ button (labelled "Dismiss") that runs it;
    ///     remove the banner from your view there.
    public init(
        _ variant: BannerVariant = .informational, title: String, message: String? = nil,
        onDismiss: (() -> Void)? = nil
    ) {
        self.variant = variant
        self.title = title
        self.message = message
        self.onDismiss = onDismiss
    }

    /// The icon, the title over the message, and the dismiss button, on the variant's fill with
    /// its accent bar.
    public var body: some View {
        let colors = bannerColors(variant: variant)
        let metrics = bannerMetrics(density: density)
        // Where washes cannot show (16 colours and fewer) the informational grey still would:
        // every variant then sits on what is behind it, told apart by its icon, ink and bar alike.
        let fill: ColorToken? = colorDepth.showsWashes ? colors.fill : nil
        let content = HStack(alignment: .top, spacing: 1) {
            Text(bannerIcon(variant, asciiOnly: asciiOnly)).foregroundColor(colors.icon).bold()
            VStack(alignment: .leading, spacing: 0) {
                Text(title).textRole(.headline)
                if let message { Text(message) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if let onDismiss {
                Button(action: onDismiss) { Text(asciiOnly ? "x" : "✕") }
                    .buttonStyle(BannerDismissStyle(ground: theme.color(fill ?? .bg)))
                    .accessibilityLabel("Dismiss")
            }
        }
        .padding(
            EdgeInsets(
                top: metrics.vertical, leading: metrics.horizontal + 1, bottom: metrics.vertical,
                trailing: metrics.horizontal)
        )
        // The bar is a mark that keeps 3:1 on what it sits on (``StatusMark``); the icon keeps the hue.
        .background(alignment: .leading) { AccentBar(token: theme.mark(colors.accent, on: fill ?? .bg)) }
        if let fill {
            content.background(fill)
        } else {
            content
        }
    }
}

/// Draws a banner's ✕: the house focus ring around it (``FocusRinged``), on the banner's `ground`;
/// reversed while pressed.
struct BannerDismissStyle: ButtonStyle {
    let ground: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .focusCue(configuration.isFocused)
            .addingTextAttributes(configuration.isPressed ? .reverse : [])
            .focusRing(configuration.isFocused, on: ground, ink: .fg)
    }
}

/// A banner's fill, icon colour and left accent.
struct BannerColors: Hashable {
    var fill: ColorToken
    var icon: ColorToken
    var accent: ColorToken
}

/// TOKENS.md, Banner row.
func bannerColors(variant: BannerVariant) -> BannerColors {
    switch variant {
    case .informational: BannerColors(fill: .bgSecondary, icon: .fgPrimary, accent: .bgPrimary)
    case .promotional: BannerColors(fill: .bgPrimaryWash, icon: .fgPrimary, accent: .bgPrimary)
    case .warning: BannerColors(fill: .bgWarningWash, icon: .fgWarning, accent: .bgWarning)
    case .error: BannerColors(fill: .bgNegativeWash, icon: .fgNegative, accent: .bgNegative)
    }
}

/// Blank rows above and below a banner's text, and columns either side of it (inside the accent).
func bannerMetrics(density: Density) -> (vertical: Int, horizontal: Int) {
    switch density {
    case .compact: (0, 1)
    case .regular: (1, 1)
    case .spacious: (1, 2)
    }
}

/// The icon of each variant: a different shape for each, so they differ without colour too.
func bannerIcon(_ variant: BannerVariant, asciiOnly: Bool) -> String {
    switch variant {
    case .informational: asciiOnly ? "i" : "●"
    case .promotional: asciiOnly ? "*" : "★"
    case .warning: asciiOnly ? "!" : "▲"
    case .error: asciiOnly ? "x" : "✖"
    }
}

/// A one-column bar as tall as the space it is given, drawn with a half block in a colour token.
struct AccentBar: View, PrimitiveView {
    typealias Body = Never
    let token: ColorToken

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        nodes.append(
            DividerNode(
                vertical: true, line: environment.asciiOnly ? "|" : "▌",
                style: CellStyle(foreground: environment.resolvedTheme.color(token)),
                leadingInset: 0, trailingInset: 0))
    }
}
