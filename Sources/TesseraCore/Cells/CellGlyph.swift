/// A grapheme cluster as a cell stores it: made safe to send to a terminal and measured, once.
///
/// Putting a glyph into a ``CellBuffer`` does no Unicode work, so a view that draws the same
/// characters every frame (text, borders, bars) makes its glyphs when it is built, and a frame
/// only stores them.
public struct CellGlyph: Hashable, Sendable {
    let code: GraphemeCode
    private let columns: UInt8

    /// The columns it takes: 1, 2 for a wide glyph, or 0 for a cluster with nothing to draw
    /// (which a cell never stores).
    public var width: Int { Int(columns) }

    /// The glyph ``TerminalGlyph/cellContent(for:)`` makes of `character`.
    public init(_ character: Character) {
        if let scalar = TerminalGlyph.singleScalar(of: character) {
            let (stored, width) = TerminalGlyph.cellContent(for: scalar)
            self.init(code: GraphemeCode(rawValue: stored.value), width: width)
        } else {
            let (grapheme, width) = TerminalGlyph.cellContent(for: character)
            self.init(code: GraphemeCode(grapheme), width: width)
        }
    }

    /// The glyph ``init(_:)`` makes of a printable ASCII byte (0x20–0x7E), made without building a
    /// `Character`: text, mostly ASCII, makes one per byte each time it is built.
    package init(printableASCII byte: UInt8) {
        assert(byte >= 0x20 && byte < 0x7F, "not printable ASCII: \(byte)")
        self.init(code: GraphemeCode(rawValue: UInt32(byte)), width: 1)
    }

    init(code: GraphemeCode, width: Int) {
        self.code = code
        columns = UInt8(truncatingIfNeeded: width)
    }

    /// What the terminal shows.
    public var character: Character { code.character }

    /// A space, one column wide.
    public static let space = CellGlyph(code: .space, width: 1)
}
