/// The children of a `@ViewBuilder` block, each with its position as its structural identity.
public struct TupleView<each Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let content: (repeat each Content)

    init(children: (repeat each Content)) {
        content = children
    }
}

extension TupleView: PrimitiveView {
    /// Built in: the renderer draws it.
    public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var index = 0
        for child in repeat each content {
            context.graph.append(child, context.child(index), into: &nodes)
            index += 1
        }
    }
}
