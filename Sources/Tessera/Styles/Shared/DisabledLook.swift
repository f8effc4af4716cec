/// The one look of every disabled house control (TOKENS.md, "Disabled"): buttons, switches,
/// checkboxes, radios, text fields, segmented controls, chips and slide buttons all draw it the
/// same way.
///
/// - No fill: a disabled control never keeps its enabled fill (nor a variant's colour); its shape
///   comes from lines instead (a button's box or brackets, a switch's glyph track, `[✓]`, a
///   selected segment's `[ 1W ]`, a selected chip's `[Solana]`, a slide track's outline). Where
///   the ink is only dimmed, the lines are dashed (a button's or a text field's box `╭┄┄╮`, a
///   slide track's outline, a switch's track `┅┅●` / `○┄┄`), so a terminal that draws no dim
///   still tells a disabled control from an enabled one (xterm draws dim black as black).
/// - One ink for every glyph (label, marks, lines): at truecolor and 256 colours the foreground at
///   the source system's 40% opacity over the page (`fg` moved 60% toward `bg`), or less faded
///   where that is under 3:1 against the page (WCAG's ratio for shapes: a disabled control is
///   exempt from the text ratio, but must still be seen). The default theme's is 3:1 light and
///   3.6:1 dark, where a placeholder's `fgMuted` is 6:1. The ratio is the one the depth shows: at
///   256 colours ink and page are measured as the palette colours they round to (Catppuccin
///   light's 40% ink was 3.1:1 exact and 2.98:1 as 245 on 255). At 16 and 8 colours and in
///   monochrome it is the foreground dimmed.
/// - Never reversed, and never bold (a terminal ends bold and dim with one code, so bold would
///   hide the dimming).
///
/// A placeholder stays apart from disabled text: it is `fgMuted` and italic, disabled text is
/// upright in the fainter ink.
struct DisabledLook: Hashable {
    /// The ink of every glyph of the control.
    let ink: Color
    /// Whether the ink is the foreground dimmed (16 and 8 colours, monochrome).
    let dims: Bool

    /// How far the disabled ink moves from `fg` toward `bg` (the source system's 40% opacity).
    static let fade = 0.6
    /// The least contrast the ink keeps against the page.
    static let minimumContrast = 3.0

    /// Whether the disabled ink is the foreground dimmed at `depth`.
    static func dims(at depth: ColorDepth) -> Bool { depth < .c256 }

    /// The lines of a disabled control's box: dashed where the ink is only dimmed, else `style`.
    func lines(_ style: BorderStyle) -> BorderStyle { Self.lines(style, dashed: dims) }

    /// ``lines(_:)`` at `depth`, for a style that needs the lines and not the ink.
    static func lines(_ style: BorderStyle, at depth: ColorDepth) -> BorderStyle { lines(style, dashed: dims(at: depth)) }

    private static func lines(_ style: BorderStyle, dashed: Bool) -> BorderStyle { dashed && style != .ascii ? .dashed : style }

    /// The disabled look of `theme` at `depth`.
    init(theme: ResolvedTheme, depth: ColorDepth) {
        dims = Self.dims(at: depth)
        guard !dims else {
            ink = theme.color(.fg)
            return
        }
        let foreground = theme.rgb(.fg), page = theme.rgb(.bg)
        func shown(_ value: RGB) -> RGB { Color.rgb(value).degraded(to: depth).rgbValue(defaultColor: value) }
        var fade = Self.fade
        while fade > 0,
            ContrastAudit.ratio(shown(foreground.blended(toward: page, by: fade)), shown(page)) < Self.minimumContrast
        {
            fade -= 0.05
        }
        ink = .rgb(foreground.blended(toward: page, by: max(0, fade)))
    }

    /// Restyles one cell of a disabled control.
    func apply(to style: inout CellStyle) {
        style.foreground = ink
        style.attributes.subtract([.reverse, .bold])
        if dims { style.attributes.insert(.dim) } else { style.attributes.remove(.dim) }
    }
}
