/// A theme's values for one colour scheme: what styles and components read while drawing.
public struct ResolvedTheme: Hashable, Sendable {
    public let theme: Theme
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

    public var spacing: SpacingScale { theme.spacing }
    public var borders: ThemeBorders { theme.borders }
    public var focus: FocusRing { theme.focus }
    public var motion: Motion { theme.motion }
}
