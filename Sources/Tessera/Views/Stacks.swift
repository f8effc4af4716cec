/// Arranges its children in a column.
public struct VStack<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where narrower children sit across the column.
    ///   - spacing: blank rows between children.
    ///   - content: the children, top to bottom.
    public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Arranges its children in a row.
public struct HStack<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where shorter children sit across the row.
    ///   - spacing: blank columns between children.
    ///   - content: the children, leading to trailing.
    public init(alignment: VerticalAlignment = .center, spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Layers its children on top of each other, later ones in front.
public struct ZStack<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Layers as large as the largest child, each placed by `alignment` (centred by default).
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension VStack: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(
            StackNode(
                axis: .vertical, alignment: AlignmentPosition(alignment), spacing: spacing,
                children: context.graph.children(of: content, context, axis: .vertical)))
    }
}

extension HStack: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(
            StackNode(
                axis: .horizontal, alignment: AlignmentPosition(alignment), spacing: spacing,
                children: context.graph.children(of: content, context, axis: .horizontal)))
    }
}

extension ZStack: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.stackAxis = nil
        var children: [LayoutNode] = []
        context.graph.append(content, inner, into: &children)
        nodes.append(LayerNode(alignment: alignment, layers: children))
    }
}

extension ViewGraph {
    /// The nodes of a stack's content, resolved with the stack's axis.
    func children<V: View>(of content: V, _ context: ResolveContext, axis: Axis) -> [LayoutNode] {
        var inner = context
        inner.stackAxis = axis
        var nodes: [LayoutNode] = []
        append(content, inner, into: &nodes)
        return nodes
    }
}
