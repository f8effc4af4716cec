/// The children of a `@ViewBuilder` block, each with its position as its structural identity.
public struct TupleView<each Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    @usableFromInline let content: (repeat each Content)

    @inlinable init(children: (repeat each Content)) {
        content = children
    }
}

extension TupleView: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // Each child where it lies in the tuple, not copied out of it: `for child in repeat each
        // content` copied every child — and with it the whole subtree below — and destroyed the
        // copy, at every level of the tree. A tuple lays its elements out as a struct does its
        // fields: in order, each at the next offset its alignment allows.
        withUnsafePointer(to: self) { view in
            // `content` is the view's one stored property: it starts where the view does.
            var children = TupleChildren(base: UnsafeMutableRawPointer(mutating: view), context: context)
            for type in repeat (each Content).self { children.append(type, into: &nodes) }
        }
    }
}

/// Walks a tuple of views in memory (``TupleView/makeNodes(_:into:)``).
private struct TupleChildren {
    let base: UnsafeMutableRawPointer
    let context: ResolveContext
    private var offset = 0
    private var index = 0

    init(base: UnsafeMutableRawPointer, context: ResolveContext) {
        self.base = base
        self.context = context
    }

    /// Appends the nodes of the next element, of type `Child`, with its position as its identity.
    mutating func append<Child: View>(_ type: Child.Type, into nodes: inout [LayoutNode]) {
        let alignment = MemoryLayout<Child>.alignment
        offset = (offset + alignment - 1) / alignment * alignment
        // A mutating call hands the element's address on; nothing writes through it.
        (base + offset).assumingMemoryBound(to: Child.self).pointee.appendInPlace(context.child(index), into: &nodes)
        offset += MemoryLayout<Child>.size
        index += 1
    }
}

extension View {
    /// Appends this view's nodes where it is, without a copy (see ``TupleChildren``).
    fileprivate mutating func appendInPlace(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.append(self, context, into: &nodes)
    }
}
