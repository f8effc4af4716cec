import Synchronization

/// A theme's values for one colour scheme and colour depth: what styles and components read
/// while drawing. Below truecolor the colours are the ones that depth shows, chosen so that text
/// stays legible (see `LegibleStandIns`).
///
/// A plain value; copies share one immutable table, so passing it around costs nothing.
public struct ResolvedTheme: Hashable, Sendable {
    private final class Storage: Sendable {
        let theme: Theme
        let scheme: ColorScheme
        let depth: ColorDepth
        let colorValues: [RGB]
        /// A terminal-colour theme's cell colours (`.default` or `.ansi`), by token ordinal.
        let terminalColors: [Color]?
        let emphasis: [ColorToken: AccentEmphasis]
        let roleStyles: [TextRoleStyle]
        let markedRoles: [TextRoleStyle?]
        /// The house progress bar's paint, enabled and disabled, worked out on first use: it
        /// searches shades (at 256 colours through the palette), too much for every bar's resolve.
        let progressPaints = Mutex<[Bool: ProgressPaint]>([:])

        init(theme: Theme, scheme: ColorScheme, depth: ColorDepth) {
            self.theme = theme
            self.scheme = scheme
            self.depth = depth
            let values = ResolvedTheme.tokenValues(of: theme, scheme: scheme)
            if let terminal = theme.terminalColors {
                // The terminal's own colours: the screen shows the indices, whatever they look
                // like there, so there is nothing to stand in for.
                colorValues = values
                emphasis = [:]
                terminalColors = ColorToken.allCases.map { token in
                    if terminal.drawsDefault(token, in: scheme) { return .default }
                    return XTermPalette.ansiIndex(of: values[token.ordinal]).map(Color.ansi) ?? .rgb(values[token.ordinal])
                }
            } else {
                let solution = LegibleStandIns.colors(
                    for: Storage.standInInputs(values), level: theme.contrast, depth: depth)
                colorValues = solution.colors
                emphasis = solution.emphasis
                terminalColors = nil
            }
            roleStyles = TextRole.allCases.map { theme.typography[$0] ?? TextRoleStyle() }
            let colors = colorValues, cellColors = terminalColors
            func color(_ token: ColorToken) -> Color { cellColors?[token.ordinal] ?? .rgb(colors[token.ordinal]) }
            markedRoles = RoleMarks.marked(
                roleStyles, lost: { $0.drawnAsMainText(at: depth, own: color($0), main: color(.fg)) },
                shown: { depth == .monochrome ? nil : color($0).degraded(to: depth) })
        }

        static func standInInputs(_ values: [RGB]) -> [RGB] {
            var values = values
            values[ColorToken.bgLineHeavy.ordinal] = LineContrast.floored(
                values[ColorToken.bgLineHeavy.ordinal], on: LineContrast.lineSurfaces.map { values[$0.ordinal] },
                toward: values[ColorToken.fg.ordinal])
            return values
        }
    }

    private let storage: Storage

    /// A theme's colour for each token in a scheme, by ordinal (`fg`'s for a token it leaves out).
    private static func tokenValues(of theme: Theme, scheme: ColorScheme) -> [RGB] {
        let fallback = theme.colors[.fg]?[scheme] ?? RGB(0x80, 0x80, 0x80)
        return ColorToken.allCases.map { theme.colors[$0]?[scheme] ?? fallback }
    }

    /// The colours of a theme's tokens in a scheme as ``LegibleStandIns`` takes them: its token
    /// values, with the heavy line colour floored against its surfaces.
    static func standInInputs(of theme: Theme, scheme: ColorScheme) -> [RGB] {
        Storage.standInInputs(tokenValues(of: theme, scheme: scheme))
    }

    /// The house progress bar's fill and track (``ProgressPaint``), once per resolved theme.
    func progressPaint(isEnabled: Bool) -> ProgressPaint {
        if let known = storage.progressPaints.withLock({ $0[isEnabled] }) { return known }
        let paint = ProgressPaint(theme: self, isEnabled: isEnabled)
        storage.progressPaints.withLock { $0[isEnabled] = paint }
        return paint
    }

    init(theme: Theme, scheme: ColorScheme, depth: ColorDepth) {
        storage = Storage(theme: theme, scheme: scheme, depth: depth)
    }

    /// The theme this was resolved from.
    public var theme: Theme { storage.theme }
    /// The colour scheme, light or dark, whose colours this holds.
    public var scheme: ColorScheme { storage.scheme }
    /// The colour depth whose colours this holds.
    public var depth: ColorDepth { storage.depth }

    /// The RGB value of a semantic colour in this scheme, as this depth shows it. In a theme of
    /// terminal colours, xterm's stock value for its index (or the assumed default colour): the
    /// real one is the terminal's to choose.
    public func rgb(_ token: ColorToken) -> RGB { storage.colorValues[token.ordinal] }

    /// How text in `token` is drawn beyond its colour, where this depth has no legible colour of
    /// its hue (see ``AccentEmphasis``); `nil` for plain text.
    func accentEmphasis(_ token: ColorToken) -> AccentEmphasis? { storage.emphasis[token] }

    /// A semantic colour as a cell colour: an RGB value, or in a theme of terminal colours
    /// (`TerminalColors`) the terminal's default colour or an ANSI index.
    public func color(_ token: ColorToken) -> Color { storage.terminalColors?[token.ordinal] ?? .rgb(rgb(token)) }

    /// How a text role is drawn: the theme's style for it.
    public func style(for role: TextRole) -> TextRoleStyle { storage.roleStyles[role.ordinal] }

    /// How a text role is drawn in its own colour at this depth: the theme's style, or where the
    /// depth shows that colour as the main text's and the role would look like another, the marks
    /// that stand in for the colour (`RoleMarks`: `label1`, bold in `fgMuted`, is underlined at
    /// 16 colours light, where `fgMuted` is the main text's black).
    public func shownStyle(for role: TextRole) -> TextRoleStyle { storage.markedRoles[role.ordinal] ?? style(for: role) }

    /// Whether this depth draws `role` in its own colour with marks of ``RoleMarks`` instead of the
    /// theme's style.
    func marksRole(_ role: TextRole) -> Bool { storage.markedRoles[role.ordinal] != nil }

    /// The theme's spacing steps, in cells.
    public var spacing: SpacingScale { storage.theme.spacing }
    /// The theme's box-drawing styles for containers and controls.
    public var borders: ThemeBorders { storage.theme.borders }
    /// How the theme marks the focused control.
    public var focus: FocusRing { storage.theme.focus }
    /// The theme's spinner frames and animation timing.
    public var motion: Motion { storage.theme.motion }

    /// Equal when resolved from equal themes for the same scheme and depth.
    public static func == (lhs: ResolvedTheme, rhs: ResolvedTheme) -> Bool {
        lhs.storage === rhs.storage || (lhs.scheme == rhs.scheme && lhs.depth == rhs.depth && lhs.theme == rhs.theme)
    }

    /// Hashes the theme's name and the scheme only, which is cheap and agrees with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(theme.name)
        hasher.combine(scheme)
        hasher.combine(depth)
    }
}

extension Theme {
    /// This theme's plain values for one scheme, with its colours as a terminal of `depth` shows
    /// them legibly (unchanged in truecolor).
    public func resolved(for scheme: ColorScheme, depth: ColorDepth = .truecolor) -> ResolvedTheme {
        ResolvedThemeCache.resolved(self, scheme: scheme, depth: depth)
    }
}
