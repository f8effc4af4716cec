/// The scroll bar a `ScrollView` draws while its content overflows: a track the length of the
/// viewport with a thumb whose length is the visible share and whose place is the scroll position.
struct ScrollIndicator {
    let track: Character
    let thumb: Character
    let trackStyle: CellStyle
    let thumbStyle: CellStyle

    init(axis: Axis, environment: EnvironmentValues) {
        let theme = environment.resolvedTheme
        let vertical = axis == .vertical
        if environment.asciiOnly {
            track = vertical ? "|" : "-"
            thumb = vertical ? "#" : "="
        } else {
            track = vertical ? "│" : "─"
            thumb = vertical ? "┃" : "━"
        }
        trackStyle = CellStyle(foreground: theme.color(.bgLine))
        thumbStyle = CellStyle(foreground: theme.color(.fgMuted))
    }

    /// Where the thumb sits on a track of `length` cells: its first cell and its length.
    static func thumb(length: Int, viewport: Int, content: Int, offset: Int) -> (start: Int, length: Int) {
        guard length > 0, content > viewport, viewport > 0 else { return (0, length) }
        let size = min(length, max(1, (length * viewport + content / 2) / content))
        let travel = length - size
        let maxOffset = content - viewport
        let start = (travel * min(max(0, offset), maxOffset) + maxOffset / 2) / maxOffset
        // Only the very top and the very bottom put the thumb at an end, so "more above/below" always shows.
        if offset > 0 && offset < maxOffset && travel >= 2 { return (min(max(1, start), travel - 1), size) }
        return (start, size)
    }
}
