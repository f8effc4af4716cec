/// The bar of the house progress style: fills the width it is offered, with sub-cell steps.
///
/// At 256 colours and up fill and track are painted in colour (``ProgressPaint``: the fill 3:1
/// from the track, the track as plain on the page as that allows); below that, and in monochrome,
/// where a painted track would vanish into the page, it is drawn with a shade glyph instead. The
/// partly done cell of such a bar (`█▌░`) would leave the rest of its cell as bare page, a notch
/// between fill and track: where the depth shows the track colour apart from the page (16
/// colours), that cell is painted in it behind the eighth-cell glyph; where it does not (8
/// colours light, monochrome), the cell rounds to a full block or the shade, the bar's nearest
/// whole cell.
struct ProgressBar: View {
    typealias Body = Never
    let fraction: Double
    let metrics: ProgressMetrics
}

extension ProgressBar: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let theme = environment.resolvedTheme
        let depth = environment.colorDepth
        let colors = progressColors(isEnabled: environment.isEnabled)
        let richColor = depth >= .c256
        // Below 256 colours a disabled bar is told apart by being dim, as TOKENS.md asks.
        let dimmed: TextAttributes = environment.isEnabled || richColor ? [] : .dim
        // Below 256 colours the fill is glyphs on the page, a mark that keeps 3:1 there (``StatusMark``).
        let fill = (richColor ? colors.fill : theme.mark(colors.fill, on: .bg)).legible(at: depth)
        let plainTrack = colors.text.legible(at: depth)
        let paint = richColor ? theme.progressPaint(isEnabled: environment.isEnabled) : nil
        nodes.append(
            ProgressBarNode(
                fraction: fraction,
                metrics: environment.asciiOnly ? metrics.asciiFallback : metrics,
                richColor: richColor,
                fill: CellStyle(
                    foreground: paint.map { .rgb($0.fill) } ?? theme.color(fill.token),
                    attributes: dimmed.union(fill.dim ? .dim : [])),
                track: paint.map { .rgb($0.track) } ?? theme.color(colors.track),
                plainTrack: CellStyle(
                    foreground: theme.color(plainTrack.token),
                    attributes: dimmed.union(plainTrack.dim ? .dim : [])),
                partialGround: theme.shows(colors.track, on: .bg, at: depth) ? partialGround(colors, fill: fill.token, theme, depth) : nil))
    }

    /// Behind the partly done cell: the track, unless the fill's eighth-cell tip is under 3:1 on
    /// it as the depth shows them (Nord dark at 16 colours: 1.2:1), then muted or the page.
    private func partialGround(
        _ colors: ProgressColors, fill: ColorToken, _ theme: ResolvedTheme,
        _ depth: ColorDepth
    ) -> Color {
        theme.color(theme.contrasting(colors.track, on: theme.color(fill), at: depth, fallbacks: [.fgMuted, .bg]))
    }
}

final class ProgressBarNode: LayoutNode {
    private let fraction: Double
    private let metrics: ProgressMetrics
    private let richColor: Bool
    private let fill: CellStyle
    private let track: Color
    private let plainTrack: CellStyle
    /// Below 256 colours, behind the partly done cell of a shaded track: the track colour where
    /// the depth shows it, else `nil` (the cell rounds to whole).
    private let partialGround: Color?

    init(
        fraction: Double, metrics: ProgressMetrics, richColor: Bool, fill: CellStyle, track: Color,
        plainTrack: CellStyle, partialGround: Color?
    ) {
        self.fraction = fraction
        self.metrics = metrics
        self.richColor = richColor
        self.fill = fill
        self.track = track
        self.plainTrack = plainTrack
        self.partialGround = partialGround
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: min(proposal.width ?? metrics.idealWidth, ProposedSize.unbounded), height: metrics.rows)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let row = metrics.row(fraction: fraction, width: frame.width)
        let area = clip.intersection(frame)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let (character, style) = cell(at: x - frame.x, row: row, background: buffer[x, y].style.background)
                buffer.put(character, at: Point(x: x, y: y), style: style, clip: area)
            }
        }
    }

    /// The glyph and style of column `column` of the bar.
    private func cell(
        at column: Int, row: (full: Int, partialSteps: Int, empty: Int),
        background: Color
    ) -> (Character, CellStyle) {
        // A painted track shows through the empty part of the partly done cell.
        let paintsTrack = richColor && metrics.trackGlyph == nil
        var style = fill
        if column < row.full {
            // Where colour is rich, a full block is also painted behind, so no seam shows between
            // cells; below that the block alone carries it, so that dimming still shows.
            style.background = paintsTrack ? fill.foreground : background
            return (metrics.fill, style)
        }
        style.background = paintsTrack ? track : background
        if column == row.full, row.partialSteps > 0, row.partialSteps <= metrics.partials.count {
            let shaded = !richColor && metrics.trackGlyph == nil
            guard shaded else { return (metrics.partials[row.partialSteps - 1], style) }
            if let partialGround {
                style.background = partialGround
                return (metrics.partials[row.partialSteps - 1], style)
            }
            if row.partialSteps * 2 >= metrics.steps { return (metrics.fill, style) }
        }
        if paintsTrack { return (" ", style) }
        if richColor, let glyph = metrics.trackGlyph {
            return (glyph, CellStyle(foreground: track, background: background, attributes: fill.attributes))
        }
        var plain = plainTrack
        plain.background = background
        return (metrics.plainTrack, plain)
    }
}
