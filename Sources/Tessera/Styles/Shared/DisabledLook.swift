/// The one look of every disabled house control (TOKENS.md, "Disabled"): buttons, switches,
/// checkboxes, radios, text fields and segments all draw it the same way.
///
/// - No fill: a disabled control never keeps its enabled fill (nor a variant's colour); its shape
///   comes from lines instead (a button's box or brackets, a switch's glyph track, `[✓]`).
/// - One ink for every glyph (label, marks, lines), `fgDisabled`: at truecolor and 256 colours the
///   foreground at the source system's 40% opacity over the page (`fg` moved 60% toward `bg`;
///   2.7:1 light and 3.6:1 dark in the default theme, where a placeholder's `fgMuted` is 6:1); at 16
///   and 8 colours and in monochrome the foreground dimmed.
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

    /// The disabled look of `theme` at `depth`.
    init(theme: ResolvedTheme, depth: ColorDepth) {
        dims = depth < .c256
        ink = dims ? theme.color(.fg) : theme.color(.fg).blended(toward: theme.rgb(.bg), by: Self.fade)
    }

    /// Restyles one cell of a disabled control.
    func apply(to style: inout CellStyle) {
        style.foreground = ink
        style.attributes.subtract([.reverse, .bold])
        if dims { style.attributes.insert(.dim) } else { style.attributes.remove(.dim) }
    }
}
