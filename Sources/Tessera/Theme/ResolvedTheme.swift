/// A theme's values for one colour scheme: what styles and components read while drawing.
public struct ResolvedTheme: Hashable, Sendable {
    /// The theme this was resolved from.
    public let theme: Theme
    /// The scheme whose colours ``rgb(_:)`` returns.
    public let scheme: ColorScheme
    private let colorValues: [RGB]

    init(theme: Theme, scheme: ColorScheme) {
        self.theme = theme
        self.scheme = scheme
        let fallback = theme.colors[.fg]?[scheme] ?? RGB(0x80, 0x80, 0x80)
        colorValues = ColorToken.allCases.map { theme.colors[$0]?[scheme] ?? fallback }
    }

    /// The RGB value of a semantic colour in this scheme.
    public func rgb(_ token: ColorToken) -> RGB { colorValues[token.ordinal] }

    /// A semantic colour as a cell colour.
    public func color(_ token: ColorToken) -> Color { .rgb(rgb(token)) }

    /// How a text role is drawn.
    public func style(for role: TextRole) -> TextRoleStyle {
        theme.typography[role] ?? TextRoleStyle()
    }

    /// The theme's spacing scale.
    public var spacing: SpacingScale { theme.spacing }
    /// The theme's border styles.
    public var borders: ThemeBorders { theme.borders }
    /// How the theme shows focus.
    public var focus: FocusRing { theme.focus }
    /// The theme's animation settings.
    public var motion: Motion { theme.motion }
}
