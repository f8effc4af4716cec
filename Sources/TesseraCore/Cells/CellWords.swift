/// A cell as the two 64-bit words it occupies in a buffer, for storing runs of cells.
///
/// Assigning a `Cell` stores it field by field (ten stores: the colours are enums with payloads).
/// A fill or a run of ASCII text stores the same style in every cell, so it builds the cell's two
/// words once and stores each cell with two plain stores, the grapheme ORed into the first word.
///
/// This relies on the layout, checked by ``isAvailable`` (the compiler folds it to a constant):
/// a 16-byte little-endian cell whose grapheme code comes first. A `Cell` holds no references, so
/// raw stores into its memory are well defined (raw accesses may alias any type, SE-0107).
struct CellWords {
    /// The first word: the grapheme code in its low 32 bits, then the width and the style's first bytes.
    let low: UInt64
    /// The second word: the rest of the style, and the padding (zero).
    let high: UInt64

    /// Whether cells have the layout these words assume.
    static var isAvailable: Bool {
        #if _endian(little)
        MemoryLayout<Cell>.stride == 16 && MemoryLayout<Cell>.offset(of: \Cell.code) == 0
            && MemoryLayout<GraphemeCode>.size == 4
        #else
        false
        #endif
    }

    /// The words of a cell of `width` in `style` with its grapheme code left zero, so that
    /// ``store(code:into:at:)`` can OR one in. The padding bytes are zero, so equal cells stored
    /// this way have equal bytes.
    init(width: UInt8, style: CellStyle) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { words in
            words.storeBytes(of: Cell(code: GraphemeCode(rawValue: 0), width: width, style: style), as: Cell.self)
        }
        low = words.0
        high = words.1
    }

    /// Stores the cell with grapheme `code` as cell `index` of the cells at `base`.
    @inline(__always)
    func store(code: UInt32, into base: UnsafeMutableRawPointer, at index: Int) {
        base.storeBytes(of: low | UInt64(code), toByteOffset: index &* 16, as: UInt64.self)
        base.storeBytes(of: high, toByteOffset: index &* 16 &+ 8, as: UInt64.self)
    }
}
