/// A timeline's node: it asks for the next beat only when it is drawn, so a spinner scrolled out
/// of view, clipped away, in a popover that is not shown or behind the "too small" screen lets an
/// idle app sleep.
final class TimelineNode: ProxyNode {
    /// Weak: the graph keeps the frame's presentations (and so their nodes) until the next frame.
    private weak var graph: ViewGraph?
    private let interval: Int

    init(child: LayoutNode, interval: Int, graph: ViewGraph) {
        self.graph = graph
        self.interval = interval
        super.init(child: child)
        layoutPriority = child.layoutPriority
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        guard !clip.isEmpty else { return }
        graph?.timelineDrawn(self, interval: interval, clip: clip)
        super.draw(into: &buffer, clip: clip)
    }
}
