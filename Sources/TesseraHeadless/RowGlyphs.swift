import TesseraCore

/// One glyph of a row as every serialiser draws it.
struct RowGlyph {
    /// The column of the glyph's first cell.
    var column: Int
    /// 1, or 2 for a wide glyph (which also covers `column + 1`).
    var width: Int
    /// The byte of a printable ASCII glyph, or 0 when it is anything else.
    var ascii: UInt8
    /// The glyph when it is not printable ASCII: most cells are, and need no `Character` built.
    private var other: Character
    var style: CellStyle

    /// A printable ASCII glyph, one column wide.
    init(column: Int, ascii: UInt8, style: CellStyle) {
        self.column = column
        width = 1
        self.ascii = ascii
        other = " "
        self.style = style
    }

    /// Any other glyph: `character` must be safe to draw (see ``RowGlyphs``).
    init(column: Int, width: Int, character: Character, style: CellStyle) {
        self.column = column
        self.width = width
        ascii = 0
        other = character
        self.style = style
    }

    /// What to draw; never a control character or a character XML 1.0 forbids.
    var character: Character { ascii == 0 ? other : Character(Unicode.Scalar(ascii)) }

    /// True for a plain ASCII space, which draws nothing but its background and decorations.
    var isSpace: Bool { ascii == 0x20 }
}

/// The glyphs of one row, left to right, covering every column exactly once.
///
/// Continuation cells are skipped after their wide glyph, so a wide glyph is drawn once. The
/// buffer never holds a broken wide glyph, but a hand-built one might; those are drawn as blanks
/// in the cell's style so that every row still covers exactly `columns` cells:
/// - a wide cell with no continuation after it (for instance in the last column),
/// - a continuation cell with no wide cell before it.
struct RowGlyphs: Sequence, IteratorProtocol {
    private let cells: ArraySlice<Cell>
    private var index: Int

    init(_ cells: ArraySlice<Cell>) {
        self.cells = cells
        self.index = cells.startIndex
    }

    mutating func next() -> RowGlyph? {
        guard index < cells.endIndex else { return nil }
        let cell = cells[index]
        let column = index - cells.startIndex
        index += 1
        if cell.width >= 2, index < cells.endIndex, cells[index].isContinuation {
            index += 1
            return RowGlyph(column: column, width: 2, character: Self.safe(cell.grapheme), style: cell.style)
        }
        if cell.width != 1 { return RowGlyph(column: column, ascii: 0x20, style: cell.style) }
        if let ascii = cell.printableASCII { return RowGlyph(column: column, ascii: ascii, style: cell.style) }
        return RowGlyph(column: column, width: 1, character: Self.safe(cell.grapheme), style: cell.style)
    }

    /// `character`, or a visible stand-in when it holds a control character (which a terminal
    /// would obey) or a noncharacter XML 1.0 forbids.
    static func safe(_ character: Character) -> Character {
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0: return TerminalGlyph.cellContent(for: character).grapheme
            case 0xFFFE, 0xFFFF: return "\u{FFFD}"
            default: continue
            }
        }
        return character
    }
}
