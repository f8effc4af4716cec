/// A control's label as a style sees it: a view to place anywhere in `makeBody`.
public struct StyleLabel: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let append: (ResolveContext, inout [LayoutNode]) -> Void

    init<Content: View>(_ content: Content) {
        append = { context, nodes in context.graph.append(content, context.child("label"), into: &nodes) }
    }
}

extension StyleLabel: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        append(context, &nodes)
    }
}
