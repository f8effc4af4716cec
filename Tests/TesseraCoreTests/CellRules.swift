@testable import TesseraCore

/// The cell-by-cell rules of ``CellBuffer``, written plainly over its public subscript, for the
/// fast paths to be checked against: no run, no raw store, no shortcut.
struct CellRules {
    var buffer: CellBuffer

    /// Sets one cell, blanking the other half of any wide glyph it cuts.
    mutating func place(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < buffer.columns, y < buffer.rows else { return }
        let old = buffer[x, y]
        if old.isContinuation, !cell.isContinuation, x > 0, buffer[x - 1, y].width == 2 {
            buffer[x - 1, y] = .blank(buffer[x - 1, y].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < buffer.columns, buffer[x + 1, y].isContinuation {
            buffer[x + 1, y] = .blank(buffer[x + 1, y].style)
        }
        buffer[x, y] = cell
    }

    /// One grapheme cluster: its stored form, a wide one cut by the clip edge becoming spaces.
    /// Returns the column after it.
    @discardableResult
    mutating func put(_ character: Character, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        let (grapheme, width) = TerminalGlyph.cellContent(for: character)
        let area = clip.map { $0.intersection(buffer.bounds) } ?? buffer.bounds
        let x = origin.x, y = origin.y
        guard width > 0, y >= area.y, y < area.maxY, x + width > area.x, x < area.maxX else { return x + width }
        if x < area.x || x + width > area.maxX {
            for column in max(x, area.x)..<min(x + width, area.maxX) { place(.blank(style), x: column, y: y) }
            return x + width
        }
        place(Cell(grapheme, width: UInt8(width), style: style), x: x, y: y)
        if width == 2 { place(.continuation(style), x: x + 1, y: y) }
        return x + width
    }

    /// Text, one grapheme cluster after another.
    @discardableResult
    mutating func write(_ text: String, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        var x = origin.x
        for character in text { x = put(character, at: Point(x: x, y: origin.y), style: style, clip: clip) }
        return x
    }

    /// Every cell of `rect` inside the buffer, one at a time.
    mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(buffer.bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { place(cell, x: x, y: y) }
        }
    }
}
