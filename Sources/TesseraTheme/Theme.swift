import TesseraCore

/// A complete theme: every colour, text role and metric a component uses, for both schemes.
///
/// Styles read the theme through ``ResolvedTheme``, its plain value for one scheme.
public struct Theme: Hashable, Sendable {
    /// The theme's name, as `--theme` and the gallery show it.
    public var name: String
    /// One line saying what the theme is.
    public var description: String
    /// Where the theme's colours come from (a palette's home page, a token table), if it says.
    public var source: String?
    /// The theme this one extends, if any (for display; the values are already merged).
    public var parent: String?
    /// Named colours the semantic colours were picked from.
    public var palette: [String: RGB]
    /// Every semantic colour. A theme built by the loader always defines every token.
    public var colors: [ColorToken: SchemeColor]
    /// Every text role.
    public var typography: [TextRole: TextRoleStyle]
    /// The spacing scale, in cells.
    public var spacing: SpacingScale
    /// The border styles of boxes and controls.
    public var borders: ThemeBorders
    /// How focus is shown.
    public var focus: FocusRing
    /// Spinner frames and animation timing.
    public var motion: Motion
    /// The contrast level the theme promises; ``ContrastAudit`` checks it.
    public var contrast: ContrastLevel
    /// Set when the theme draws in the terminal's own colours (``TerminalColors``); `nil` for a
    /// theme of fixed RGB colours.
    public var terminalColors: TerminalColors?

    /// Creates a theme from its values. Themes usually come from files: see
    /// ``Theme/builtin(named:)`` and ``Theme/load(contentsOf:)``.
    public init(
        name: String, description: String = "", source: String? = nil, parent: String? = nil,
        palette: [String: RGB] = [:], colors: [ColorToken: SchemeColor], typography: [TextRole: TextRoleStyle],
        spacing: SpacingScale = SpacingScale([0, 1, 2, 3, 4, 6, 8]), borders: ThemeBorders = ThemeBorders(),
        focus: FocusRing = FocusRing(), motion: Motion = Motion(), contrast: ContrastLevel = .aa,
        terminalColors: TerminalColors? = nil
    ) {
        self.name = name
        self.description = description
        self.source = source
        self.parent = parent
        self.palette = palette
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
        self.borders = borders
        self.focus = focus
        self.motion = motion
        self.contrast = contrast
        self.terminalColors = terminalColors
    }
}
