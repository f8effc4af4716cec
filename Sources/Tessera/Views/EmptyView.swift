/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {}
}
