#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A frame: a flat, row-major grid of cells that views draw into and presenters show.
///
/// Writing text clips at the buffer edge and at an optional clip rectangle, and never leaves half
/// of a wide glyph behind: a wide glyph that does not fit becomes a space of the same style, and
/// overwriting either half of a wide glyph blanks the other half.
public struct CellBuffer: Hashable, Sendable {
    /// The width and height in cells.
    public private(set) var size: TerminalSize
    /// Every cell, row after row: the cell at column `x`, row `y` is at `y * columns + x`.
    public private(set) var cells: [Cell]
    /// The runs of cells that lead somewhere (``CellHyperlink``), in reading order. Filling cells
    /// takes them out of any run and copying cells copies the runs with them; text written over a
    /// link without a fill stays part of it.
    public internal(set) var hyperlinks: [CellHyperlink] = []

    /// A buffer of `size` filled with `fill`.
    public init(size: TerminalSize, fill: Cell = .blank()) {
        self.size = size
        self.cells = Array(repeating: fill, count: size.columns * size.rows)
    }

    /// The width in cells.
    public var columns: Int { size.columns }
    /// The height in cells.
    public var rows: Int { size.rows }
    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.columns, height: size.rows) }

    /// The cell at column `x`, row `y`. Reading outside the buffer gives a blank cell; writing
    /// outside it does nothing.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return .blank() }
            return cells[y * size.columns + x]
        }
        set {
            guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
            cells[y * size.columns + x] = newValue
        }
    }

    /// Makes every cell a copy of `other`'s, in place (no allocation); `other` must have the same
    /// size, else nothing is copied and the result is false.
    @discardableResult
    public mutating func copyCells(from other: CellBuffer) -> Bool {
        guard other.size == size else { return false }
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                _ = target.update(fromContentsOf: UnsafeBufferPointer(start: base, count: source.count))
            }
        }
        hyperlinks = other.hyperlinks
        return true
    }

    /// Makes the cells of `rows` copies of `other`'s, in place; `other` must have the same size,
    /// else nothing is copied and the result is false. Rows outside the buffer are left out.
    @discardableResult
    public mutating func copyRows(_ rows: Range<Int>, from other: CellBuffer) -> Bool {
        guard other.size == size else { return false }
        let rows = rows.clamped(to: 0..<size.rows)
        guard !rows.isEmpty else { return true }
        let range = (rows.lowerBound * size.columns)..<(rows.upperBound * size.columns)
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                (to + range.lowerBound).update(from: from + range.lowerBound, count: range.count)
            }
        }
        if !hyperlinks.isEmpty || !other.hyperlinks.isEmpty {
            hyperlinks.removeAll { rows.contains($0.row) }
            hyperlinks += other.hyperlinks.filter { rows.contains($0.row) }
            sortHyperlinks()
        }
        return true
    }

    /// One row of cells.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < size.rows else { return [] }
        return cells[(y * size.columns)..<((y + 1) * size.columns)]
    }

    /// Fills a rectangle (clipped to the buffer) with one cell. Wide glyphs cut by its edges are
    /// blanked.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if !hyperlinks.isEmpty { removeHyperlinks(in: area) }
        guard cell.width == 1 else {
            for y in area.y..<area.maxY {
                withRow(y) { row in
                    for x in area.x..<area.maxX { Self.place(cell, at: x, in: row) }
                }
            }
            return
        }
        for y in area.y..<area.maxY {
            withRow(y) { row in
                Self.storeNarrowRun(area.x..<area.maxX, in: row, style: cell.style) { _ in cell.code.rawValue }
            }
        }
    }

    /// Changes the style of every cell of `rect` (clipped to the buffer) with `restyle`, a row at
    /// a time: the cells `self[x, y]` read, restyled and stored back one by one would give.
    package mutating func restyle(_ rect: Rect, _ restyle: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            withRow(y) { row in
                for x in area.x..<area.maxX { restyle(&row[x].style) }
            }
        }
    }

    /// Calls `body` with row `y` (which must be in the buffer) as mutable storage: one uniqueness
    /// check of the cells for a whole run instead of one per cell stored.
    @inline(__always)
    private mutating func withRow<Result>(_ y: Int, _ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
        let columns = size.columns
        return cells.withUnsafeMutableBufferPointer { cells in
            body(UnsafeMutableBufferPointer(rebasing: cells[(y * columns)..<((y + 1) * columns)]))
        }
    }

    /// Writes `text` starting at `origin` in one style, clipped to `clip` (and always to the
    /// buffer). Returns the column just after the last grapheme, as if nothing had been clipped,
    /// so callers can continue a run of differently styled text.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, at origin: Point, style: CellStyle, clip: Rect? = nil
    ) -> Int {
        write(String(text), at: origin, style: style, clip: clip)
    }

    /// Writes a string (see the generic form); the concrete type keeps the hot path specialised.
    @discardableResult
    public mutating func write(_ text: String, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        // Printable ASCII needs no grapheme breaking: it is copied straight into the row. The run
        // stops one character before the first other byte, which may combine with the one before it.
        var text = text
        let asciiCount = text.withUTF8 { bytes in
            let count = Self.printableASCIIPrefix(bytes)
            if count > 0 { writeASCII(UnsafeBufferPointer(rebasing: bytes[..<count]), at: origin, style: style, area: area) }
            return count
        }
        let x = origin.x + asciiCount
        guard asciiCount < text.utf8.count else { return x }
        return writeGraphemes(
            text[text.utf8.index(text.utf8.startIndex, offsetBy: asciiCount)...], at: Point(x: x, y: origin.y),
            style: style, area: area)
    }

    /// How many leading bytes of `bytes` are printable ASCII that cannot combine with what follows.
    private static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        if let base = bytes.baseAddress {
            // Eight bytes at a time while all eight are printable; the byte loop below finds where
            // a word that is not stops.
            let raw = UnsafeRawPointer(base)
            while bytes.count - count >= 8,
                Self.isPrintableASCII(raw.loadUnaligned(fromByteOffset: count, as: UInt64.self))
            {
                count += 8
            }
        }
        while count < bytes.count, bytes[count] >= 0x20, bytes[count] < 0x7F { count += 1 }
        // The last ASCII byte may start a cluster with the next (a combining mark, a CR LF).
        return count < bytes.count && count > 0 ? count - 1 : count
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20…0x7E). For the lowest byte that
    /// is not, nothing carries or borrows into it from below: below 0x20 the subtraction sets its
    /// top bit, 0x7F the addition does, and 0x80 and above have it set already.
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return ((word &- 0x20 &* ones) | (word &+ ones) | word) & (0x80 &* ones) == 0
    }

    /// Writes printable ASCII, one cell per byte, clipped to `area`: only the run's two ends can
    /// cut a wide glyph, so the rest is stored directly.
    private mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, at origin: Point, style: CellStyle, area: Rect) {
        let y = origin.y
        guard y >= area.y, y < area.maxY else { return }
        let start = max(origin.x, area.x)
        let end = min(origin.x + bytes.count, area.maxX)
        guard start < end else { return }
        let skipped = start - origin.x
        withRow(y) { row in
            Self.storeNarrowRun(start..<end, in: row, style: style) { UInt32(bytes[skipped &+ $0]) }
        }
    }

    /// Stores a run of narrow cells of `style` in `columns` of `row`, the grapheme code of the
    /// `i`th being `code(i)`, as placing them one by one would: only the run's two ends can cut a
    /// wide glyph, so those are made whole first and the rest is stored directly, as ``CellWords``
    /// where the layout allows. With `keepingBackground` each cell keeps its background.
    @inline(__always)
    private static func storeNarrowRun(
        _ columns: Range<Int>, in row: UnsafeMutableBufferPointer<Cell>, style: CellStyle,
        keepingBackground: Bool = false, code: (Int) -> UInt32
    ) {
        keepNeighboursWhole(of: columns, in: row)
        let start = columns.lowerBound
        if !keepingBackground, CellWords.isAvailable, let base = row.baseAddress {
            let words = CellWords(width: 1, style: style)
            let raw = UnsafeMutableRawPointer(base)
            for offset in 0..<columns.count { words.store(code: code(offset), into: raw, at: start &+ offset) }
            return
        }
        for offset in 0..<columns.count {
            var cell = Cell(code: GraphemeCode(rawValue: code(offset)), width: 1, style: style)
            if keepingBackground { cell.style.background = row[start &+ offset].style.background }
            row[start &+ offset] = cell
        }
    }

    /// Blanks the other half of a wide glyph that overwriting `columns` of `row` would cut.
    @inline(__always)
    private static func keepNeighboursWhole(of columns: Range<Int>, in row: UnsafeMutableBufferPointer<Cell>) {
        let start = columns.lowerBound, end = columns.upperBound
        if row[start].isContinuation, start > 0, row[start - 1].width == 2 {
            row[start - 1] = .blank(row[start - 1].style)
        }
        if row[end - 1].width == 2, end < row.count, row[end].isContinuation {
            row[end] = .blank(row[end].style)
        }
    }

    /// Writes `text` grapheme by grapheme from column `x`; returns the column after it.
    private mutating func writeGraphemes(_ rest: Substring, at origin: Point, style: CellStyle, area: Rect) -> Int {
        var x = origin.x
        for character in rest {
            let glyph = CellGlyph(character)
            put(glyph.code, width: glyph.width, at: Point(x: x, y: origin.y), style: style, area: area)
            x += glyph.width
        }
        return x
    }

    /// Writes a run of glyphs in one style from `origin` on, clipped like ``write(_:at:style:clip:)``,
    /// as putting them one after another would; returns the column after the last, as if nothing
    /// had been clipped. With `keepingBackground` each cell keeps the background it has: the run is
    /// drawn over whatever surface is under it. A run of narrow glyphs is stored in one pass.
    @discardableResult
    public mutating func write(
        _ glyphs: ArraySlice<CellGlyph>, at origin: Point, style: CellStyle, clip: Rect? = nil,
        keepingBackground: Bool = false
    ) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let y = origin.y
        return glyphs.withUnsafeBufferPointer { glyphs in
            guard glyphs.allSatisfy({ $0.width == 1 }) else {
                var x = origin.x
                for glyph in glyphs {
                    var cellStyle = style
                    if keepingBackground { cellStyle.background = self[x, y].style.background }
                    put(glyph.code, width: glyph.width, at: Point(x: x, y: y), style: cellStyle, area: area)
                    x += glyph.width
                }
                return x
            }
            let end = origin.x + glyphs.count
            let start = max(origin.x, area.x), stop = min(end, area.maxX)
            guard y >= area.y, y < area.maxY, start < stop else { return end }
            let visible = UnsafeBufferPointer(rebasing: glyphs[(start - origin.x)...])
            withRow(y) { row in
                Self.storeNarrowRun(start..<stop, in: row, style: style, keepingBackground: keepingBackground) {
                    visible[$0].code.rawValue
                }
            }
            return end
        }
    }

    /// Writes one grapheme cluster at `origin`, clipped like ``write(_:at:style:clip:)``.
    /// Returns the column after it.
    @discardableResult
    public mutating func put(_ character: Character, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        put(CellGlyph(character), at: origin, style: style, clip: clip)
    }

    /// Writes one glyph at `origin`, clipped like ``write(_:at:style:clip:)``: the form to draw
    /// with every frame, since the glyph was made safe and measured when it was made. Returns the
    /// column after it.
    @discardableResult
    public mutating func put(_ glyph: CellGlyph, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        if glyph.width == 1 {
            putNarrow(glyph.code, at: origin, style: style, clip: clip)
        } else {
            put(glyph.code, width: glyph.width, at: origin, style: style, area: clip.map { $0.intersection(bounds) } ?? bounds)
        }
        return origin.x + glyph.width
    }

    /// Writes `glyph` into each cell of `columns` on row `y`, clipped to `clip` and the buffer;
    /// with `keepingBackground`, each cell keeps the background it had. The same cells as a
    /// ``put(_:at:style:clip:)`` per column (a box's edge), in one pass over the row.
    package mutating func putRun(
        _ glyph: CellGlyph, columns: Range<Int>, row y: Int, style: CellStyle, keepingBackground: Bool, clip: Rect? = nil
    ) {
        guard glyph.width == 1 else {
            for x in columns {
                var cellStyle = style
                if keepingBackground { cellStyle.background = self[x, y].style.background }
                put(glyph, at: Point(x: x, y: y), style: cellStyle, clip: clip)
            }
            return
        }
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let start = max(columns.lowerBound, area.x), end = min(columns.upperBound, area.maxX)
        guard y >= area.y, y < area.maxY, start < end else { return }
        let code = glyph.code.rawValue
        withRow(y) { row in
            Self.storeNarrowRun(start..<end, in: row, style: style, keepingBackground: keepingBackground) { _ in code }
        }
    }

    /// Places a narrow grapheme that is already safe to show, clipped to `clip` and the buffer: the
    /// common case of ``put(_:at:style:clip:)``, with no rectangle to intersect and one uniqueness
    /// check of the storage instead of one per cell touched.
    private mutating func putNarrow(_ code: GraphemeCode, at origin: Point, style: CellStyle, clip: Rect?) {
        let x = origin.x, y = origin.y
        guard x >= 0, y >= 0, x < size.columns, y < size.rows, clip?.contains(origin) ?? true else { return }
        withRow(y) { row in
            Self.keepNeighboursWhole(of: x..<(x + 1), in: row)
            row[x] = Cell(code: code, width: 1, style: style)
        }
    }

    /// Places an already sanitised grapheme of `width` columns, clipped to `area` (which is inside
    /// the buffer).
    private mutating func put(_ code: GraphemeCode, width: Int, at origin: Point, style: CellStyle, area: Rect) {
        let x = origin.x
        guard width > 0, origin.y >= area.y, origin.y < area.maxY,
            x + width > area.x, x < area.maxX
        else { return }
        withRow(origin.y) { row in
            if x < area.x || x + width > area.maxX {
                // A wide glyph cut by the clip edge: show a space of the same style instead.
                for column in max(x, area.x)..<min(x + width, area.maxX) {
                    Self.place(.blank(style), at: column, in: row)
                }
                return
            }
            Self.place(Cell(code: code, width: UInt8(width), style: style), at: x, in: row)
            if width == 2 { Self.place(.continuation(style), at: x + 1, in: row) }
        }
    }

    /// Sets cell `x` of `row`, blanking the other half of any wide glyph it cuts.
    private static func place(_ cell: Cell, at x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        guard x >= 0, x < row.count else { return }
        let old = row[x]
        if old.isContinuation, !cell.isContinuation, x > 0, row[x - 1].width == 2 {
            row[x - 1] = .blank(row[x - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < row.count, row[x + 1].isContinuation {
            row[x + 1] = .blank(row[x + 1].style)
        }
        row[x] = cell
    }

    /// The runs of cells that differ from `previous`, row by row. When the sizes differ every
    /// row is one changed run.
    public func changedRuns(since previous: CellBuffer) -> [CellRun] {
        guard previous.size == size else {
            return (0..<size.rows).map { CellRun(row: $0, columns: 0..<size.columns) }
        }
        var runs: [CellRun] = []
        let columns = size.columns
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { before in
                guard let now = now.baseAddress, let before = before.baseAddress else { return }
                for y in 0..<size.rows {
                    let row = now + y * columns, last = before + y * columns
                    // Equal bytes are equal cells (a cell holds no references), so most rows are
                    // settled by one memcmp, and most cells of a changed row by one of 16 bytes;
                    // unequal bytes (padding, say) may still be equal cells, so those are compared.
                    if memcmp(row, last, columns * MemoryLayout<Cell>.stride) == 0 { continue }
                    func same(_ x: Int) -> Bool {
                        memcmp(row + x, last + x, MemoryLayout<Cell>.stride) == 0 || row[x] == last[x]
                    }
                    var x = 0
                    while x < columns {
                        guard !same(x) else { x += 1; continue }
                        var end = x + 1
                        while end < columns, !same(end) { end += 1 }
                        // A run never starts on a continuation: include the glyph it belongs to.
                        let start = (x > 0 && row[x].isContinuation) ? x - 1 : x
                        runs.append(CellRun(row: y, columns: start..<end))
                        x = end
                    }
                }
            }
        }
        return runs
    }
}

/// A horizontal run of changed cells in one row.
public struct CellRun: Hashable, Sendable {
    /// The row, from zero at the top.
    public var row: Int
    /// The columns that changed; it starts on a whole glyph, never on the right half of a wide one.
    public var columns: Range<Int>

    /// The run of `columns` in `row`.
    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
