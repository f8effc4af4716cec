/// Scrolls content that is larger than the space it is given. The wheel scrolls it, and it
/// scrolls by itself to keep the focused control visible.
public struct ScrollView<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let axis: Axis
    let content: Content

    /// Content scrolled along `axis` (down by default); across it the content gets the view's size.
    public init(_ axis: Axis = .vertical, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let offset = context.graph.store.storage(for: context.identity.child("scroll"), slot: 0, initial: 0)
        var inner = context
        inner.stackAxis = nil
        nodes.append(ScrollNode(axis: axis, offset: offset, child: context.graph.node(for: content, inner)))
    }
}

final class ScrollNode: LayoutNode {
    let axis: Axis
    private let offsetStorage: StateStorage
    let child: LayoutNode
    private var visibleArea = Rect(x: 0, y: 0, width: 0, height: 0)

    init(axis: Axis, offset: StateStorage, child: LayoutNode) {
        self.axis = axis
        self.offsetStorage = offset
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }

    /// How far the content is scrolled, in cells.
    var offset: Int { offsetStorage.value as? Int ?? 0 }

    private func contentSize(for rect: Rect) -> CellSize {
        child.sizeThatFits(ProposedSize(width: axis == .horizontal ? nil : rect.width,
                                        height: axis == .vertical ? nil : rect.height))
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let content = child.sizeThatFits(proposal.replacing(axis, with: nil))
        let along = min(proposal[axis] ?? content[axis], content[axis])
        return CellSize(axis, along: proposal[axis] ?? along, across: content[axis.cross])
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let content = contentSize(for: rect)
        let viewport = axis == .vertical ? rect.height : rect.width
        let maxOffset = max(0, content[axis] - viewport)
        let clamped = min(max(0, offset), maxOffset)
        if clamped != offset { offsetStorage.value = clamped }
        visibleArea = visible.intersection(rect)
        let origin = axis == .vertical
            ? Rect(x: rect.x, y: rect.y - clamped, width: rect.width, height: content.height)
            : Rect(x: rect.x - clamped, y: rect.y, width: content.width, height: rect.height)
        child.place(in: origin, visible: visibleArea)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawChild(child, into: &buffer, clip: clip)
    }

    /// Scrolls by `delta` cells; returns whether the offset changed.
    @discardableResult
    func scroll(by delta: Int) -> Bool {
        let content = contentSize(for: frame)
        let viewport = axis == .vertical ? frame.height : frame.width
        let target = min(max(0, offset + delta), max(0, content[axis] - viewport))
        guard target != offset else { return false }
        offsetStorage.value = target
        offsetStorage.didChange()
        return true
    }

    /// Scrolls just enough to show `rect` (in screen coordinates); returns whether it moved.
    @discardableResult
    func scrollToShow(_ rect: Rect) -> Bool {
        let start = axis == .vertical ? rect.y - frame.y : rect.x - frame.x
        let length = axis == .vertical ? rect.height : rect.width
        let viewport = axis == .vertical ? frame.height : frame.width
        if start < 0 { return scroll(by: start) }
        if start + length > viewport { return scroll(by: min(start, start + length - viewport)) }
        return false
    }
}
