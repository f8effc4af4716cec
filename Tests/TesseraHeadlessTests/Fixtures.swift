import TesseraCore

/// Helpers that build small buffers cell by cell, independent of how `CellBuffer.write` measures
/// text.
extension CellBuffer {
    /// A buffer of `columns` × `rows` blank cells.
    static func blank(columns: Int, rows: Int) -> CellBuffer {
        CellBuffer(size: TerminalSize(columns: columns, rows: rows))
    }

    /// Places narrow glyphs from column `x` in row `y`, one cell each.
    mutating func put(_ text: String, x: Int, y: Int = 0, style: CellStyle = .plain) {
        for (offset, character) in text.enumerated() {
            self[x + offset, y] = Cell(character, width: 1, style: style)
        }
    }

    /// Places a wide glyph at column `x` of row `y`: its leading cell and the continuation.
    mutating func putWide(_ character: Character, x: Int, y: Int = 0, style: CellStyle = .plain) {
        self[x, y] = Cell(character, width: 2, style: style)
        self[x + 1, y] = .continuation(style)
    }
}

extension CellStyle {
    static func fg(_ color: Color, _ attributes: TextAttributes = []) -> CellStyle {
        CellStyle(foreground: color, attributes: attributes)
    }
}

/// ESC, for writing expected ANSI output readably.
let esc = "\u{1B}"
