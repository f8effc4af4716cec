import TesseraCore

/// What every frame must satisfy, whatever was drawn into it: checked by the fuzzers and by the
/// property tests, which report each broken rule as one message.
package enum CellBufferInvariants {
    /// The broken rules in `buffer` (at most `limit` of them; empty when the buffer is sound):
    /// - a wide glyph is followed by its continuation, in the same row, and a continuation always
    ///   follows a wide glyph (no half glyph);
    /// - a stored grapheme is safe to send to a terminal: no control character, no escape, no ZWJ;
    /// - its width is the width of its cell, and storing it again changes nothing.
    package static func violations(in buffer: CellBuffer, limit: Int = 8) -> [String] {
        var found: [String] = []
        func report(_ x: Int, _ y: Int, _ problem: String) {
            if found.count < limit { found.append("(\(x), \(y)): \(problem)") }
        }
        for y in 0..<buffer.rows {
            for x in 0..<buffer.columns {
                let cell = buffer[x, y]
                switch cell.width {
                case 0:
                    if x == 0 || buffer[x - 1, y].width != 2 { report(x, y, "a continuation with no wide glyph before it") }
                case 1, 2:
                    if cell.width == 2, x + 1 >= buffer.columns || !buffer[x + 1, y].isContinuation {
                        report(x, y, "the wide glyph \(describe(cell.grapheme)) has no continuation after it")
                    }
                    if let problem = unsafeGrapheme(cell.grapheme, width: Int(cell.width)) { report(x, y, problem) }
                default:
                    report(x, y, "a cell of width \(cell.width)")
                }
            }
        }
        return found
    }

    /// Cells outside `area` that differ between `before` and `after` — except, when
    /// `allowingWideGlyphRepair`, the outer half of a wide glyph that `area`'s edge cut, which
    /// drawing over the inner half must blank (keeping its style) so no half glyph is left.
    package static func changes(
        outside area: Rect, before: CellBuffer, after: CellBuffer,
        allowingWideGlyphRepair: Bool = false, limit: Int = 8
    ) -> [String] {
        guard before.size == after.size else { return ["the size changed from \(before.size) to \(after.size)"] }
        var found: [String] = []
        for y in 0..<after.rows {
            for x in 0..<after.columns where !area.contains(Point(x: x, y: y)) {
                let old = before[x, y], new = after[x, y]
                guard old != new else { continue }
                let cutLeading = old.width == 2 && area.contains(Point(x: x + 1, y: y))
                let cutContinuation = old.isContinuation && area.contains(Point(x: x - 1, y: y))
                if allowingWideGlyphRepair, cutLeading || cutContinuation, new == .blank(old.style) { continue }
                if found.count < limit {
                    found.append("(\(x), \(y)) outside \(area) changed from \(describe(old)) to \(describe(new))")
                }
            }
        }
        return found
    }

    /// Why a stored grapheme of `width` columns must not be in a cell, or `nil`.
    private static func unsafeGrapheme(_ grapheme: Character, width: Int) -> String? {
        for scalar in grapheme.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                return "the grapheme \(describe(grapheme)) holds the control character U+\(hex(scalar))"
            }
            if scalar == "\u{200D}" { return "the grapheme \(describe(grapheme)) holds a ZWJ" }
        }
        let measured = DisplayWidth.of(grapheme)
        if measured != width { return "the grapheme \(describe(grapheme)) is \(measured) wide in a cell of width \(width)" }
        let stored = TerminalGlyph.cellContent(for: grapheme)
        if stored.grapheme != grapheme || stored.width != width {
            return "the grapheme \(describe(grapheme)) would be stored as \(describe(stored.grapheme)), \(stored.width) wide"
        }
        return nil
    }

    static func describe(_ cell: Cell) -> String {
        "\(describe(cell.grapheme))/w\(cell.width)/\(cell.style)"
    }

    /// A grapheme as its scalars, e.g. `"e" U+0065 U+0301`.
    static func describe(_ grapheme: Character) -> String {
        grapheme.unicodeScalars.map { "U+\(hex($0))" }.joined(separator: " ")
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
