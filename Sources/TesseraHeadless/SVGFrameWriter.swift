import TesseraCore

/// Builds an SVG frame row by row into three layers — backgrounds, text, decorations — and joins
/// them into a document.
struct SVGFrameWriter {
    private let metrics: SVGMetrics
    private let size: TerminalSize
    private let frameBackground: RGB
    private var paints: StyleMemo<SVGPaint>
    /// The paint of each column of the current row; a wide glyph's paint covers both its cells.
    private var columnPaints: [SVGPaint]
    /// The x of each column boundary, 0 through `columns`, already formatted: glyph positions and
    /// rectangle widths are looked up rather than formatted again for every cell.
    private let columnX: [[UInt8]]
    private var backgrounds: OutputBuffer
    private var text: OutputBuffer
    private var decorations: OutputBuffer

    init(metrics: SVGMetrics, depth: ColorDepth, foreground: RGB, background: RGB, size: TerminalSize) {
        let columns = size.columns
        self.metrics = metrics
        self.size = size
        self.frameBackground = background
        self.paints = StyleMemo {
            SVGPaint(style: $0.presented(at: depth), defaultForeground: foreground, defaultBackground: background)
        }
        let plain = SVGPaint(style: .plain, defaultForeground: foreground, defaultBackground: background)
        self.columnPaints = Array(repeating: plain, count: columns)
        self.columnX = (0...max(columns, 2)).map { column in
            var formatted = OutputBuffer(reservingCapacity: 8)
            formatted.append(hundredths: column * metrics.cellWidth)
            return formatted.bytes
        }
        // Roughly what a dense frame needs, so the layers seldom grow by copying.
        self.backgrounds = OutputBuffer(reservingCapacity: size.rows * 128)
        self.text = OutputBuffer(reservingCapacity: size.rows * (columns * 26 + 64))
        self.decorations = OutputBuffer(reservingCapacity: size.rows * 64)
    }

    /// Adds row `y`.
    mutating func write(row cells: ArraySlice<Cell>, at y: Int) {
        let top = y * metrics.cellHeight
        writeText(cells, baseline: top + metrics.baseline)
        for run in runs(where: { $0.background != frameBackground }, same: { $0.background == $1.background }) {
            appendRect(
                run, top: top, height: metrics.cellHeight, fill: columnPaints[run.lowerBound].background,
                into: &backgrounds)
        }
        let decorationRuns: [(TextAttributes, Int)] = [
            (.underline, metrics.underlineTop), (.strikethrough, metrics.strikethroughTop),
        ]
        for (attribute, offset) in decorationRuns {
            for run in runs(where: { $0.attributes.contains(attribute) }, same: { $0.foreground == $1.foreground }) {
                appendRect(
                    run, top: top + offset, height: metrics.lineThickness,
                    fill: columnPaints[run.lowerBound].foreground, into: &decorations)
            }
        }
    }

    /// The finished document.
    func document(fontFamily: String) -> String {
        let width = size.columns * metrics.cellWidth, height = size.rows * metrics.cellHeight
        var header = OutputBuffer(reservingCapacity: 256)
        header.append("<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        Self.appendSize(width: width, height: height, into: &header)
        header.append(" viewBox=\"0 0 ")
        header.append(hundredths: width)
        header.append(" ")
        header.append(hundredths: height)
        header.append("\">\n<rect ")
        Self.appendSize(width: width, height: height, into: &header)
        header.append(" fill=\"")
        header.append(hex: frameBackground)
        header.append("\"/>\n")

        var crispGroup = OutputBuffer(reservingCapacity: 40)
        crispGroup.append("<g shape-rendering=\"crispEdges\">\n")
        var textGroup = OutputBuffer(reservingCapacity: fontFamily.utf8.count + 64)
        textGroup.append("<g font-family=\"")
        textGroup.append(xmlEscaped: fontFamily)
        textGroup.append("\" font-size=\"")
        textGroup.append(hundredths: metrics.fontSize)
        textGroup.append("\">\n")
        var groupEnd = OutputBuffer(reservingCapacity: 8)
        groupEnd.append("</g>\n")
        var footer = OutputBuffer(reservingCapacity: 8)
        footer.append("</svg>\n")

        var parts = [header]
        for (opening, layer) in [(crispGroup, backgrounds), (textGroup, text), (crispGroup, decorations)]
        where layer.count > 0 {
            parts += [opening, layer, groupEnd]
        }
        parts.append(footer)
        return OutputBuffer.string(joining: parts)
    }

    /// Appends `width="…" height="…"`.
    private static func appendSize(width: Int, height: Int, into output: inout OutputBuffer) {
        output.append("width=\"")
        output.append(hundredths: width)
        output.append("\" height=\"")
        output.append(hundredths: height)
        output.append("\"")
    }

    /// Records each column's paint and writes the row's glyphs, one `<text>` per run of glyphs
    /// drawn alike, one `<tspan>` per glyph.
    private mutating func writeText(_ cells: ArraySlice<Cell>, baseline: Int) {
        var open: SVGPaint?
        for glyph in RowGlyphs(cells) {
            let paint = paints.value(for: glyph.style)
            columnPaints[glyph.column] = paint
            if glyph.width == 2 { columnPaints[glyph.column + 1] = paint }
            if glyph.isSpace { continue }
            if let current = open, current.drawsTextLike(paint) {
                // The glyph joins the open <text>.
            } else {
                if open != nil { text.append("</text>\n") }
                openText(paint, baseline: baseline)
                open = paint
            }
            text.append("<tspan x=\"")
            text.append(bytes: columnX[glyph.column])
            if glyph.width == 2 {
                text.append("\" textLength=\"")
                text.append(bytes: columnX[2])
                text.append("\" lengthAdjust=\"spacingAndGlyphs")
            }
            text.append("\">")
            text.append(xmlEscaped: glyph)
            text.append("</tspan>")
        }
        if open != nil { text.append("</text>\n") }
    }

    private mutating func openText(_ paint: SVGPaint, baseline: Int) {
        text.append("<text y=\"")
        text.append(hundredths: baseline)
        text.append("\" fill=\"")
        text.append(hex: paint.foreground)
        text.append("\"")
        if paint.attributes.contains(.bold) { text.append(" font-weight=\"bold\"") }
        if paint.attributes.contains(.italic) { text.append(" font-style=\"italic\"") }
        text.append(">")
    }

    /// The maximal runs of columns in the current row whose paint passes `include`, split where
    /// neighbouring paints are not `same`.
    private func runs(
        where include: (SVGPaint) -> Bool, same: (SVGPaint, SVGPaint) -> Bool
    ) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for column in columnPaints.indices {
            let paint = columnPaints[column]
            if let first = start, !include(paint) || !same(columnPaints[first], paint) {
                result.append(first..<column)
                start = nil
            }
            if start == nil, include(paint) { start = column }
        }
        if let first = start { result.append(first..<columnPaints.count) }
        return result
    }

    private func appendRect(
        _ columns: Range<Int>, top: Int, height: Int, fill: RGB, into layer: inout OutputBuffer
    ) {
        layer.append("<rect x=\"")
        layer.append(bytes: columnX[columns.lowerBound])
        layer.append("\" y=\"")
        layer.append(hundredths: top)
        layer.append("\" width=\"")
        layer.append(bytes: columnX[columns.count])
        layer.append("\" height=\"")
        layer.append(hundredths: height)
        layer.append("\" fill=\"")
        layer.append(hex: fill)
        layer.append("\"/>\n")
    }
}
