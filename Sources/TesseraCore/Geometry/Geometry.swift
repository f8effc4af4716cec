/// A terminal size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in cells.
    public private(set) var columns: Int
    /// The height in cells.
    public private(set) var rows: Int

    /// A size of `columns` × `rows`; a negative side becomes zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    public var description: String { "\(columns)x\(rows)" }
}

/// A cell position: `x` is the column, `y` the row, both from zero.
public struct Point: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top left cell.
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle of cells. Empty when either side is zero or negative.
public struct Rect: Hashable, Sendable {
    /// The column of the left edge.
    public var x: Int
    /// The row of the top edge.
    public var y: Int
    /// The width in cells.
    public var width: Int
    /// The height in cells.
    public var height: Int

    /// The rectangle `width` × `height` whose top left cell is at column `x`, row `y`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle of `size` whose top left cell is `origin`.
    public init(origin: Point, size: TerminalSize) {
        self.init(x: origin.x, y: origin.y, width: size.columns, height: size.rows)
    }

    /// The column just right of the rectangle (`x + width`).
    public var maxX: Int { x + width }
    /// The row just below the rectangle (`y + height`).
    public var maxY: Int { y + height }
    /// Whether the rectangle has no cells (a side zero or negative).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at `point` is inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The overlap of two rectangles (empty, at the origin of `self`, when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by the given amounts on each edge.
    public func inset(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Rect {
        Rect(
            x: x + leading, y: y + top,
            width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
    }
}
