/// Lays out and draws a ``Text``.
final class TextNode: LayoutNode {
    let glyphs: [StyledGlyph]
    let styles: [CellStyle]
    /// Where each style's glyphs lead (``Text/linking(to:)``); empty when no run leads anywhere.
    let links: [String?]
    let lineLimit: Int?
    let alignment: HorizontalAlignment
    /// What ends a line cut short.
    let ellipsis: CellGlyph

    /// The mark of a cut line, and its stand-in where only ASCII can be shown.
    static let ellipsis = CellGlyph("\u{2026}")
    static let asciiEllipsis = CellGlyph("~")

    /// The size on one line per paragraph, with no wrapping.
    private let idealSize: CellSize
    /// The proposal the text was measured with for the size it was placed at. Drawing wraps with
    /// it, so the lines drawn are the lines measured: wrapping again at the placed width can break
    /// differently, since the spaces hanging at the end of a line do not count towards its width.
    private var placedProposal: ProposedSize?

    init(
        glyphs: [StyledGlyph], styles: [CellStyle], links: [String?] = [], lineLimit: Int?, alignment: HorizontalAlignment,
        ellipsis: CellGlyph = TextNode.ellipsis
    ) {
        self.glyphs = glyphs
        self.styles = styles
        self.links = links
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.ellipsis = ellipsis
        var widest = 0, current = 0, paragraphs = 1
        for glyph in glyphs {
            if glyph.isNewline {
                paragraphs += 1
                current = 0
            } else {
                current += glyph.width
                widest = max(widest, current)
            }
        }
        idealSize = CellSize(width: widest, height: paragraphs)   // an empty text is one blank line
    }

    private func lines(for proposal: ProposedSize) -> [TextLayout.Line] {
        let wrapped = TextLayout.lines(glyphs, width: lineLimit == 1 ? nil : proposal.width)
        let maxLines = max(1, min(proposal.height ?? Int.max, lineLimit ?? Int.max))
        return TextLayout.truncated(wrapped, maxLines: maxLines, width: proposal.width)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        // A text always keeps at least one line (as in SwiftUI): offered fewer rows it truncates
        // instead of vanishing, so a tight stack cannot squeeze it out.
        let maxLines = max(1, min(proposal.height ?? Int.max, lineLimit ?? Int.max))
        if proposal.width ?? Int.max >= idealSize.width, maxLines >= idealSize.height { return idealSize }
        if proposal.width == 0 { return CellSize(width: 0, height: 1) }
        let lines = lines(for: proposal)
        return CellSize(width: lines.map(\.width).max() ?? 0, height: lines.count)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        placedProposal = proposal
    }

    /// The glyphs alone, for writing a line a run of one style at a time. A line's glyphs are a
    /// slice of ``glyphs``, so its indices are indices here too.
    private lazy var cellGlyphs: [CellGlyph] = glyphs.map(\.glyph)

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let lines = lines(for: placedProposal ?? ProposedSize(width: frame.width, height: frame.height))
        for (row, line) in lines.enumerated() {
            let y = frame.y + row
            var x = frame.x + AlignmentPosition(alignment).offset(of: line.width, in: frame.width)
            var style = styles.first ?? .plain
            var start = line.glyphs.startIndex
            while start < line.glyphs.endIndex {
                let styleIndex = glyphs[start].style
                var end = start + 1
                while end < line.glyphs.endIndex, glyphs[end].style == styleIndex { end += 1 }
                style = styles[styleIndex]
                let runStart = x
                // Text takes the surface under it, unless it carries its own fill (AccentEmphasis).
                x = buffer.write(
                    cellGlyphs[start..<end], at: Point(x: x, y: y), style: style, clip: clip,
                    keepingBackground: style.background == .default)
                if !links.isEmpty, let destination = links[styleIndex] {
                    buffer.addHyperlink(destination, in: Rect(x: runStart, y: y, width: x - runStart, height: 1).intersection(clip))
                }
                start = end
            }
            if line.truncated {
                if style.background == .default { style.background = buffer[x, y].style.background }
                buffer.put(ellipsis, at: Point(x: x, y: y), style: style, clip: clip)
            }
        }
    }
}
