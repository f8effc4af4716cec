/// One terminal cell: a grapheme cluster (or the trailing half of a wide one) and its style.
///
/// A wide glyph occupies two cells: the leading cell holds the grapheme with `width == 2`, the
/// trailing cell is a *continuation* (`width == 0`) that presenters skip. A cell is a plain value
/// (no references), so frames copy and compare at memory speed.
public struct Cell: Hashable, Sendable {
    /// The grapheme, packed (see ``GraphemeCode``); first, so that ``CellWords`` can set it.
    private(set) var code: GraphemeCode
    /// 1 for a narrow glyph, 2 for the leading cell of a wide glyph, 0 for a continuation.
    public var width: UInt8
    /// The colours and attributes the cell is drawn in.
    public var style: CellStyle

    /// A cell showing `grapheme` (a blank by default), `width` columns wide, in `style`.
    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.code = GraphemeCode(grapheme)
        self.width = width
        self.style = style
    }

    init(code: GraphemeCode, width: UInt8, style: CellStyle) {
        self.code = code
        self.width = width
        self.style = style
    }

    /// What the terminal shows in this cell. A space for blanks and continuations.
    public var grapheme: Character {
        get { code.character }
        set { code = GraphemeCode(newValue) }
    }

    /// The byte of the grapheme when it is one printable ASCII character (U+0020…U+007E), else
    /// nil: a presenter writes it as it is, without building a `Character`.
    public var printableASCII: UInt8? {
        code.rawValue >= 0x20 && code.rawValue < 0x7F ? UInt8(truncatingIfNeeded: code.rawValue) : nil
    }

    /// Whether the cell shows a space (a blank or a continuation), without building a `Character`.
    package var isSpace: Bool { code == .space }

    /// The grapheme's scalar when it is a single one, without building a `Character`; `nil` for a
    /// cluster of several (an emoji sequence, a letter with combining marks).
    package var singleScalar: Unicode.Scalar? { code.singleScalar }

    /// The trailing cell of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    /// A blank cell in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(code: .space, width: 1, style: style) }

    /// The continuation cell that follows a wide glyph in the given style.
    public static func continuation(_ style: CellStyle) -> Cell { Cell(code: .space, width: 0, style: style) }
}
