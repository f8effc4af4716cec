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

extension CellBuffer {
    /// A frame with colours, every attribute, CJK, emoji and XML specials: for looking at.
    static var showcase: CellBuffer {
        var buffer = CellBuffer.blank(columns: 32, rows: 6)
        let red = Color.rgb(RGB(hex: 0xE0_5A_5A)), blue = Color.rgb(RGB(hex: 0x3B_6E_C8))
        buffer.put("Tessera |col:0123456789|", x: 0, y: 0, style: .fg(.default, .bold))
        buffer.put("bold", x: 0, y: 1, style: .fg(red, .bold))
        buffer.put("under", x: 5, y: 1, style: .fg(.default, .underline))
        buffer.put("reverse", x: 11, y: 1, style: .fg(.default, .reverse))
        buffer.put("dim", x: 19, y: 1, style: .fg(.default, .dim))
        buffer.put("ital", x: 23, y: 1, style: .fg(.default, .italic))
        buffer.put("strike", x: 0, y: 2, style: .fg(red, .strikethrough))
        buffer.put(" on blue ", x: 7, y: 2, style: CellStyle(foreground: .hex(0xFFFFFF), background: blue))
        buffer.put("<&>\"'", x: 17, y: 2, style: .fg(.hex(0x7FD88F)))
        buffer.put("|", x: 0, y: 3)
        buffer.putWide("漢", x: 1, y: 3, style: .fg(.hex(0xF0C674)))
        buffer.putWide("字", x: 3, y: 3, style: .fg(.hex(0xF0C674)))
        buffer.put("|", x: 5, y: 3)
        buffer.putWide("😀", x: 6, y: 3)
        buffer.put("|", x: 8, y: 3)
        buffer.putWide("表", x: 9, y: 3, style: CellStyle(foreground: .default, background: blue))
        buffer.put("|", x: 11, y: 3)
        buffer.put("0123456789012345678901234567890", x: 0, y: 4, style: .fg(.hex(0x8A8A8A)))
        buffer.put("abcdefghijklmnopqrstuvwxyzABCDEF", x: 0, y: 5, style: .fg(.default, .underline))
        return buffer
    }
}
