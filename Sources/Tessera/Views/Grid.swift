/// A two-dimensional layout: rows of ``GridRow`` whose cells line up in columns as wide as their
/// widest cell.
///
/// ```swift
/// Grid(horizontalSpacing: 2) {
///     GridRow { Text("Token"); Text("Hex") }
///     GridRow { Text("fg"); Text("#0A0B0D") }
/// }
/// ```
public struct Grid<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let horizontalSpacing: Int
    let verticalSpacing: Int
    let content: Content

    /// - Parameters:
    ///   - horizontalSpacing: blank columns between columns.
    ///   - verticalSpacing: blank rows between rows.
    ///   - content: the rows; a child that is not a ``GridRow`` is a row of one cell.
    public init(horizontalSpacing: Int = 1, verticalSpacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// One row of a ``Grid``: each child is a cell in the next column.
public struct GridRow<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let content: Content

    /// A row whose cells are the children of `content`, in column order.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension GridRow: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.stackAxis = .horizontal
        var cells: [LayoutNode] = []
        context.graph.append(content, inner, into: &cells)
        nodes.append(GridRowNode(cells: cells))
    }
}

extension Grid: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var rows: [LayoutNode] = []
        context.graph.append(content, context, into: &rows)
        nodes.append(GridNode(rows: rows, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
}

/// A row's cells; the grid places them.
final class GridRowNode: LayoutNode {
    private var laidOut: LaidOutChildren
    /// The cells laid out (records' content in their place).
    var cells: [LayoutNode] { laidOut.nodes() }

    init(cells: [LayoutNode]) {
        self.laidOut = LaidOutChildren(cells)
    }

    override var children: [LayoutNode] { cells }
    override var structuralChildren: [LayoutNode] { laidOut.items }

    override func invalidateLayout() {
        super.invalidateLayout()
        laidOut.forget()
    }

    /// A grid's columns are measured across rows: it forgets its measurements instead.
    override func takeReplacedChildren() -> Bool { false }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for cell in cells { drawChild(cell, into: &buffer, clip: clip) }
    }
}

final class GridNode: LayoutNode {
    /// The rows as made, some of which may be records' nodes.
    private let items: [LayoutNode]
    /// The rows laid out: a child that is not a `GridRow` is a row of one cell (kept across
    /// frames, so that it keeps its parent and its measurements). Taken when first laid out.
    var rows: [GridRowNode] {
        if let flat { return flat }
        let made = gridRows()
        flat = made
        return made
    }
    private var flat: [GridRowNode]?
    private var singleCellRows: [ObjectIdentifier: GridRowNode] = [:]
    let horizontalSpacing: Int
    let verticalSpacing: Int

    init(rows: [LayoutNode], horizontalSpacing: Int, verticalSpacing: Int) {
        self.items = rows
        self.horizontalSpacing = max(0, horizontalSpacing)
        self.verticalSpacing = max(0, verticalSpacing)
    }

    private func gridRows() -> [GridRowNode] {
        LayoutNode.flattened(items).map { node in
            if let row = node as? GridRowNode { return row }
            if let row = singleCellRows[ObjectIdentifier(node)] { return row }
            let row = GridRowNode(cells: [node])
            row.parent = self
            node.parent = row
            singleCellRows[ObjectIdentifier(node)] = row
            return row
        }
    }

    override var children: [LayoutNode] { rows }
    override var structuralChildren: [LayoutNode] { items }

    override func invalidateLayout() {
        super.invalidateLayout()
        flat = nil
    }

    /// A grid's columns are measured across rows: it forgets its measurements instead.
    override func takeReplacedChildren() -> Bool { false }

    private var columnCount: Int { rows.map(\.cells.count).max() ?? 0 }

    /// Column widths: each column's widest ideal cell, narrowed widest-first to fit `available`.
    private func columnWidths(available: Int?) -> [Int] {
        var widths = Array(repeating: 0, count: columnCount)
        for row in rows {
            for (column, cell) in row.cells.enumerated() {
                widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width)
            }
        }
        guard let available else { return widths }
        let budget = max(0, available - horizontalSpacing * max(0, columnCount - 1))
        var excess = widths.reduce(0, +) - budget
        while excess > 0, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 0 {
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    private func rowHeights(_ widths: [Int]) -> [Int] {
        rows.map { row in
            row.cells.enumerated().map { column, cell in
                cell.sizeThatFits(ProposedSize(width: widths[column], height: nil)).height
            }.max() ?? 0
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let widths = columnWidths(available: proposal.width)
        let heights = rowHeights(widths)
        return CellSize(
            width: widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1),
            height: heights.reduce(0, +) + verticalSpacing * max(0, heights.count - 1))
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let widths = columnWidths(available: rect.width)
        let heights = rowHeights(widths)
        var y = rect.y
        for (row, height) in zip(rows, heights) {
            var x = rect.x
            for (column, cell) in row.cells.enumerated() {
                let size = cell.sizeThatFits(ProposedSize(width: widths[column], height: height))
                cell.place(
                    in: Rect(x: x, y: y, width: min(size.width, widths[column]), height: min(size.height, height)),
                    visible: visible)
                x += widths[column] + horizontalSpacing
            }
            row.place(in: Rect(x: rect.x, y: y, width: rect.width, height: height), visible: visible)
            y += height + verticalSpacing
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for row in rows {
            for cell in row.cells { drawChild(cell, into: &buffer, clip: clip) }
        }
    }
}
