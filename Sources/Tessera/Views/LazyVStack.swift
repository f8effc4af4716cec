/// A column that builds only the rows that are on screen, so a frame costs the same for a hundred
/// rows or a million. Put a `ForEach` inside and the stack inside a `ScrollView`.
///
/// Rows are assumed to share the height of the first row; Tab moves among the rows on screen.
public struct LazyVStack<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where narrower rows sit across the column.
    ///   - spacing: blank rows between rows.
    ///   - content: a `ForEach`; anything else is laid out as an ordinary `VStack`.
    public init(alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Content that can build one element at a time (a `ForEach`).
protocol LazyRows {
    var count: Int { get }
    /// The row for the element at `offset`: a record of `owner` hanging from `stack`, reused while
    /// it is unchanged.
    func lazyRow(at offset: Int, owner: ViewRecord, in stack: LayoutNode, _ context: ResolveContext) -> ViewRecord
}

extension ForEach: LazyRows {
    func lazyRow(at offset: Int, owner: ViewRecord, in stack: LayoutNode, _ context: ResolveContext) -> ViewRecord {
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        return context.graph.lazyRow(of: owner, in: stack, context.child(element[keyPath: id])) { content(element) }
    }
}

extension LazyVStack: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        guard let rows = content as? LazyRows, let owner = context.graph.current else {
            // Not a ForEach: nothing to be lazy about.
            VStack(alignment: alignment, spacing: spacing) { content }.makeNodes(context, into: &nodes)
            return
        }
        var inner = context
        inner.stackAxis = .vertical
        // The owner keeps this node (it is among its record's nodes), so the node holds it weakly:
        // held strongly, the two kept each other, and every row, after their host was gone.
        nodes.append(
            LazyStackNode(
                count: rows.count, spacing: spacing, alignment: AlignmentPosition(alignment),
                graph: context.graph
            ) { [weak owner] index, stack in
                owner.map { rows.lazyRow(at: index, owner: $0, in: stack, inner) }
            })
    }
}

/// A column of rows built as they come on screen. It lives as long as the record that made it, so
/// rows it built stay (with their state) while they are on screen; a row scrolled away is let go.
final class LazyStackNode: LayoutNode {
    let count: Int
    let spacing: Int
    let alignment: AlignmentPosition
    private unowned let graph: ViewGraph
    /// Builds row `index` hanging from the stack; nil once the record that made the stack is gone.
    private let makeRow: (Int, LayoutNode) -> ViewRecord?
    private var built: [Int: ViewRecord] = [:]
    private var placed: [LayoutNode] = []

    init(count: Int, spacing: Int, alignment: AlignmentPosition, graph: ViewGraph, makeRow: @escaping (Int, LayoutNode) -> ViewRecord?) {
        self.count = count
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.graph = graph
        self.makeRow = makeRow
    }

    /// Rows outlive the stack that built them (a new frame's stack takes them over): none may go
    /// on naming this one as its parent once it is gone.
    deinit {
        for record in built.values where record.node.parent === self { record.node.parent = nil }
    }

    override var children: [LayoutNode] { placed }
    override var focusMapRole: FocusMapRole { .changingChildren }
    override var structuralChildren: [LayoutNode] { [] }

    private func row(_ index: Int) -> LayoutNode {
        if let record = built[index], !record.isDisposed {
            graph.keepLazyRow(record)
            return record.node
        }
        guard let record = makeRow(index, self) else { return LayoutNode() }
        record.node.isExpandable = false
        built[index] = record
        return record.node
    }

    private func rowHeight(width: Int?) -> Int {
        guard count > 0 else { return 0 }
        return max(1, row(0).sizeThatFits(ProposedSize(width: width, height: nil)).height)
    }

    /// The cells row `index` covers from the column's top, at `width`; nil when there is no such row.
    func span(ofRow index: Int, width: Int?) -> Range<Int>? {
        guard index >= 0, index < count else { return nil }
        let height = rowHeight(width: width)
        let start = index * (height + spacing)
        return start..<(start + height)
    }

    /// The row at `offset` cells from the column's top, at `width`; nil in the spacing or past the end.
    func row(atOffset offset: Int, width: Int?) -> Int? {
        guard count > 0, offset >= 0 else { return nil }
        let height = rowHeight(width: width), stride = height + spacing
        let index = offset / stride
        return index < count && offset % stride < height ? index : nil
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        guard count > 0 else { return .zero }
        let height = rowHeight(width: proposal.width)
        let total = count * height + spacing * (count - 1)
        let width = proposal.width ?? row(0).sizeThatFits(ProposedSize(width: nil, height: nil)).width
        return CellSize(width: width, height: min(total, ProposedSize.unbounded))
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        placed = []
        guard count > 0 else { return }
        graph.beginLazyRows()
        let height = rowHeight(width: rect.width)
        let stride = height + spacing
        let area = visible.intersection(rect)
        var shown: ClosedRange<Int>?
        if !area.isEmpty {
            let first = max(0, (area.y - rect.y) / stride)
            let last = min(count - 1, (area.maxY - 1 - rect.y) / stride)
            if first <= last { shown = first...last }
        }
        // Rows scrolled away are let go (the graph sweeps their records); row 0 sets the height.
        built = built.filter { $0.key == 0 || shown?.contains($0.key) == true }
        guard let shown else { return }
        for index in shown {
            let node = row(index)
            let size = node.sizeThatFits(ProposedSize(width: rect.width, height: height))
            let width = min(size.width, rect.width)
            node.place(
                in: Rect(
                    x: rect.x + alignment.offset(of: width, in: rect.width), y: rect.y + index * stride,
                    width: width, height: height), visible: visible)
            placed.append(node)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for node in placed { drawChild(node, into: &buffer, clip: clip) }
    }
}
