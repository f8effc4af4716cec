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
        guard cell.width == 1 else {
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX { place(cell, x: x, y: y) }
            }
            return
        }
        let columns = size.columns
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.y..<area.maxY {
                let row = UnsafeMutableBufferPointer(rebasing: cells[(y * columns)..<((y + 1) * columns)])
                Self.keepNeighboursWhole(of: area.x..<area.maxX, in: row)
                UnsafeMutableBufferPointer(rebasing: row[area.x..<area.maxX]).update(repeating: cell)
            }
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
        return writeGraphemes(text[text.utf8.index(text.utf8.startIndex, offsetBy: asciiCount)...], at: Point(x: x, y: origin.y),
                              style: style, area: area)
    }

    /// How many leading bytes of `bytes` are printable ASCII that cannot combine with what follows.
    private static func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        while count < bytes.count, bytes[count] >= 0x20, bytes[count] < 0x7F { count += 1 }
        // The last ASCII byte may start a cluster with the next (a combining mark, a CR LF).
        return count < bytes.count && count > 0 ? count - 1 : count
    }

    /// Writes printable ASCII, one cell per byte, clipped to `area`: only the run's two ends can
    /// cut a wide glyph, so the rest is stored directly.
    private mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, at origin: Point, style: CellStyle, area: Rect) {
        let y = origin.y
        guard y >= area.y, y < area.maxY else { return }
        let start = max(origin.x, area.x)
        let end = min(origin.x + bytes.count, area.maxX)
        guard start < end else { return }
        let columns = size.columns
        cells.withUnsafeMutableBufferPointer { cells in
            let row = UnsafeMutableBufferPointer(rebasing: cells[(y * columns)..<((y + 1) * columns)])
            Self.keepNeighboursWhole(of: start..<end, in: row)
            for x in start..<end {
                row[x] = Cell(code: GraphemeCode(rawValue: UInt32(bytes[x - origin.x])), width: 1, style: style)
            }
        }
    }

    /// Blanks the other half of a wide glyph that overwriting `columns` of `row` would cut.
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
            let (grapheme, width) = TerminalGlyph.cellContent(for: character)
            put(GraphemeCode(grapheme), width: width, at: Point(x: x, y: origin.y), style: style, area: area)
            x += width
        }
        return x
    }

    /// Writes one grapheme cluster at `origin`, clipped like ``write(_:at:style:clip:)``.
    /// Returns the column after it.
    @discardableResult
    public mutating func put(_ character: Character, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        let (grapheme, width) = TerminalGlyph.cellContent(for: character)
        put(GraphemeCode(grapheme), width: width, at: origin, style: style,
            area: clip.map { $0.intersection(bounds) } ?? bounds)
        return origin.x + width
    }

    /// Places an already sanitised grapheme of `width` columns, clipped to `area`.
    private mutating func put(_ code: GraphemeCode, width: Int, at origin: Point, style: CellStyle, area: Rect) {
        let x = origin.x
        guard width > 0, origin.y >= area.y, origin.y < area.maxY,
              x + width > area.x, x < area.maxX else { return }
        if x < area.x || x + width > area.maxX {
            // A wide glyph cut by the clip edge: show a space of the same style instead.
            for column in max(x, area.x)..<min(x + width, area.maxX) {
                place(.blank(style), x: column, y: origin.y)
            }
            return
        }
        place(Cell(code: code, width: UInt8(width), style: style), x: x, y: origin.y)
        if width == 2 { place(.continuation(style), x: x + 1, y: origin.y) }
    }

    /// Sets one cell, blanking the other half of any wide glyph it cuts.
    private mutating func place(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
        let index = y * size.columns + x
        let old = cells[index]
        if old.isContinuation, !cell.isContinuation, x > 0, cells[index - 1].width == 2 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if old.width == 2, cell.width != 2, x + 1 < size.columns, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Whether `byteCount` bytes from cell `start` on are the same in `a` and `b`.
    private static func sameBytes(_ a: [Cell], _ b: [Cell], from start: Int, byteCount: Int) -> Bool {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard byteCount > 0, let a = a.baseAddress, let b = b.baseAddress else { return true }
                let offset = start * MemoryLayout<Cell>.stride
                return memcmp(a + offset, b + offset, byteCount) == 0
            }
        }
    }

    /// The runs of cells that differ from `previous`, row by row. When the sizes differ every
    /// row is one changed run.
    public func changedRuns(since previous: CellBuffer) -> [CellRun] {
        guard previous.size == size else {
            return (0..<size.rows).map { CellRun(row: $0, columns: 0..<size.columns) }
        }
        var runs: [CellRun] = []
        let rowBytes = size.columns * MemoryLayout<Cell>.stride
        for y in 0..<size.rows {
            let base = y * size.columns
            // Equal bytes are equal cells (a cell holds no references), so most rows are
            // settled by one memcmp; unequal bytes may still be equal cells and are compared.
            if Self.sameBytes(cells, previous.cells, from: base, byteCount: rowBytes) { continue }
            var x = 0
            while x < size.columns {
                guard cells[base + x] != previous.cells[base + x] else { x += 1; continue }
                var end = x + 1
                while end < size.columns, cells[base + end] != previous.cells[base + end] { end += 1 }
                // A run never starts on a continuation: include the glyph it belongs to.
                let start = (x > 0 && cells[base + x].isContinuation) ? x - 1 : x
                runs.append(CellRun(row: y, columns: start..<end))
                x = end
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
