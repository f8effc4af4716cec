/// Redraws its content on a steady beat while it is drawn, for spinners and other motion.
/// Under reduced motion the beat stays at 0 and no frames are scheduled, so an idle app sleeps.
///
/// ```swift
/// TimelineView(interval: 80) { tick in Text(frames[tick % frames.count]) }
/// ```
public struct TimelineView<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let interval: Int
    let content: (Int) -> Content

    /// - Parameters:
    ///   - interval: milliseconds between beats.
    ///   - content: the view for a beat number (0, 1, 2, …).
    public init(interval: Int, @ViewBuilder content: @escaping (Int) -> Content) {
        self.interval = max(16, interval)
        self.content = content
    }
}

extension TimelineView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        guard !context.environment.reduceMotion else {
            context.graph.append(content(0), context, into: &nodes)
            return
        }
        // Each node is wrapped on its own, so the content takes part in the enclosing stack
        // exactly as it would without the timeline.
        var content: [LayoutNode] = []
        context.graph.append(self.content(context.graph.tick(every: interval)), context, into: &content)
        nodes += content.map { TimelineNode(child: $0, interval: interval, graph: context.graph) }
    }
}
