/// The scroll bar a `ScrollView` draws while its content overflows: a track the length of the
/// viewport with a thumb whose length is the visible share and whose place is the scroll position.
///
/// The track is `bgLine`, the thumb `fgMuted`. Where the depth shows `bgLine` as the colour the
/// track sits on (gruvbox's cream page and its line are both ANSI 7 at 16 colours), the track is
/// `bgLineHeavy`, which every theme keeps at 3:1 on the page: a bar whose track vanished read as
/// a lone thumb. At 16 and 8 colours the track is `bgLineHeavy` too wherever `bgLine` keeps less
/// than 3:1 against what it sits on.
struct ScrollIndicator {
    let track: Character
    let thumb: Character
    let trackStyle: CellStyle
    let thumbStyle: CellStyle
    /// The track's style where `trackStyle` would vanish into what it sits on.
    let heavyTrackStyle: CellStyle
    /// The colour depth the bar is drawn at, and the page's colour (behind a cell with no background).
    let depth: ColorDepth
    let page: Color
    private let theme: ResolvedTheme

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
        heavyTrackStyle = CellStyle(foreground: theme.color(.bgLineHeavy))
        depth = theme.depth
        page = theme.color(.bg)
        self.theme = theme
    }

    /// The track's style on a cell whose background is `background`.
    func trackStyle(on background: Color) -> CellStyle {
        let ground = background == .default ? page : background
        // At 16 and 8 colours `bgLine` becomes a palette grey that may be all but invisible on the
        // page (ANSI 7 on white, 1.25:1): there the track keeps WCAG's 3:1 for marks, in
        // `bgLineHeavy` when `bgLine` falls short.
        if depth < .c256, depth != .monochrome {
            let token = theme.contrasting(.bgLine, on: ground, at: depth, fallbacks: [.bgLineHeavy])
            return token == .bgLine ? trackStyle : heavyTrackStyle
        }
        let vanishes = depth != .monochrome && trackStyle.foreground.degraded(to: depth) == ground.degraded(to: depth)
        return vanishes ? heavyTrackStyle : trackStyle
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
