/// A type-erased view, for when the concrete type of a view must be hidden or varies at run time.
/// Prefer `@ViewBuilder` branches: they keep identity and are cheaper.
public struct AnyView: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    private let append: (ResolveContext, inout [LayoutNode]) -> Void
    private let typeID: ObjectIdentifier

    /// Wraps `content`. Its type is part of its identity: a different type starts with fresh state.
    public init<Content: View>(_ content: Content) {
        typeID = ObjectIdentifier(Content.self)
        append = { context, nodes in context.graph.append(content, context, into: &nodes) }
    }
}

extension AnyView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // The wrapped type is part of the identity: a different type starts with fresh state.
        append(context.child(typeID), &nodes)
    }
}
