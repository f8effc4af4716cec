/// Redraws its content on a steady beat while it is on screen, for spinners and other motion.
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
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var tick = 0
        if !context.environment.reduceMotion {
            context.graph.requestAnimation(every: interval)
            tick = context.graph.time / interval
        }
        context.graph.append(content(tick), context, into: &nodes)
    }
}
