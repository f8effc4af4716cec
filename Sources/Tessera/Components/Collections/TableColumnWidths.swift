/// The widths of a table's columns in `available` cells with one cell between columns. Fixed
/// columns take their width; flexible ones start at their minimum (their title's width unless
/// given, at least 1), grow to their ideal (the narrowest first), and then the columns without an
/// ideal share what is left, the narrowest first, up to their maximum. When even the minimums do not fit, the
/// last columns give way first: the table is clipped on the right, as a terminal clips a line.
func tableColumnWidths(_ widths: [TableColumnWidth], titles: [Int], available: Int) -> [Int] {
    guard !widths.isEmpty else { return [] }
    let space = max(0, available - (widths.count - 1))
    var result = widths.enumerated().map { index, width -> Int in
        switch width {
        case .fixed(let cells): cells
        case .flexible(let minimum, _, let maximum):
            Swift.min(minimum ?? Swift.max(1, titles[index]), maximum ?? Int.max)
        }
    }
    var left = space - result.reduce(0, +)
    if left < 0 {
        // Clip from the right: the last columns shrink (to nothing, if need be) until all fit.
        for index in result.indices.reversed() where left < 0 {
            let cut = Swift.min(result[index], -left)
            result[index] -= cut
            left += cut
        }
        return result
    }
    // A cell at a time to the narrowest column still below its limit (the first, in a tie), so
    // columns with the same limits end up as equal as the width allows.
    func grow(toward limit: (Int) -> Int?) {
        while left > 0 {
            var narrowest: Int?
            for index in result.indices {
                guard let limit = limit(index), result[index] < limit else { continue }
                if narrowest.map({ result[index] < result[$0] }) ?? true { narrowest = index }
            }
            guard let index = narrowest else { return }
            result[index] += 1
            left -= 1
        }
    }
    // First to the ideals, then the columns with no ideal share the rest up to their maximums.
    grow { index in
        guard case .flexible(_, let ideal?, let maximum) = widths[index] else { return nil }
        return Swift.min(ideal, maximum ?? Int.max)
    }
    grow { index in
        guard case .flexible(_, nil, let maximum) = widths[index] else { return nil }
        return maximum ?? Int.max
    }
    return result
}

/// How wide a column would like to be where the table is offered no width (in a `fixedSize()`,
/// say): a fixed column its width, a flexible one its ideal, else the larger of its minimum
/// (its title) and 12 cells, capped by its maximum. Rows are built lazily, so their cells are not
/// measured for it.
func tableIdealWidth(_ width: TableColumnWidth, title: Int) -> Int {
    switch width {
    case .fixed(let cells): cells
    case .flexible(let minimum, let ideal, let maximum):
        Swift.min(ideal ?? Swift.max(minimum ?? title, 12), maximum ?? Int.max)
    }
}

/// One row of a table's cells (or its titles): each cell's view placed in its column, the columns'
/// widths worked out from the row's own width, so every row of the same width lines up.
struct TableCells: View {
    /// Built in: the renderer draws it directly, so it has no body.
    typealias Body = Never
    let cells: [Text]
    let widths: [TableColumnWidth]
    let titleWidths: [Int]
    let alignments: [HorizontalAlignment]
    /// Where the columns were last placed, for a header that takes clicks.
    var geometry: TableGeometry?
}

/// Where a table's header placed its columns: screen row and each column's cells.
final class TableGeometry {
    var row = -1
    var columns: [Range<Int>] = []

    /// The column under screen cell (`x`, `y`) of the header, if any.
    func column(at x: Int, y: Int) -> Int? {
        guard y == row else { return nil }
        return columns.firstIndex { $0.contains(x) }
    }
}

extension TableCells: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.environment.lineLimit = 1
        let children = cells.enumerated().map { index, cell in context.graph.node(for: cell, inner.child(index)) }
        let node = TableCellsNode(
            cells: children, widths: widths, titleWidths: titleWidths,
            alignments: alignments.map(AlignmentPosition.init))
        node.geometry = geometry
        nodes.append(node)
    }
}

final class TableCellsNode: LayoutNode {
    private let cells: [LayoutNode]
    private let widths: [TableColumnWidth]
    private let titleWidths: [Int]
    private let alignments: [AlignmentPosition]
    var geometry: TableGeometry?

    init(cells: [LayoutNode], widths: [TableColumnWidth], titleWidths: [Int], alignments: [AlignmentPosition]) {
        self.cells = cells
        self.widths = widths
        self.titleWidths = titleWidths
        self.alignments = alignments
    }

    override var children: [LayoutNode] { cells }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        // With no width offered, each column at its ideal width (``tableIdealWidth(_:title:)``).
        let width =
            proposal.width
            ?? (zip(widths, titleWidths).map(tableIdealWidth).reduce(0, +)
                + Swift.max(0, widths.count - 1))
        return CellSize(width: width, height: 1)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let columns = tableColumnWidths(widths, titles: titleWidths, available: rect.width)
        var x = rect.x
        geometry?.row = rect.y
        geometry?.columns = columns.indices.map { index in
            let start = rect.x + columns[..<index].reduce(0, +) + index
            return start..<(start + columns[index])
        }
        for (index, cell) in cells.enumerated() {
            let width = columns[index]
            let size = cell.sizeThatFits(ProposedSize(width: width, height: 1))
            let used = Swift.min(size.width, width)
            cell.place(
                in: Rect(x: x + alignments[index].offset(of: used, in: width), y: rect.y, width: used, height: 1),
                visible: visible)
            x += width + 1
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for cell in cells { drawChild(cell, into: &buffer, clip: clip) }
    }
}
