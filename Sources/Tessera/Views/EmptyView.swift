/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    /// The empty view.
    public init() {}
}

extension EmptyView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {}
}
