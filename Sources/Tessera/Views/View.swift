/// A piece of a terminal user interface. Implement ``body`` to compose other views.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)").textRole(.title3) }
/// }
/// ```
public protocol View {
    /// The type of ``body``; `Never` for built-in views, which the renderer draws itself.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` is the body of built-in views, and is a view only so that they type-check.
    public typealias Body = Never
    /// Never called: there is no value of `Never`.
    public var body: Never { self }
}

/// Tessera's built-in views draw themselves instead of having a body.
protocol PrimitiveView {
    /// Appends the layout nodes this view produces (none, one, or many for groups).
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveView {
    /// Calls `makeNodes` on `view`, whose type the caller has established is `Self`, in place:
    /// neither boxed in an existential nor copied (either would copy the whole view subtree at
    /// every level of the tree).
    static func makeNodes<V>(of view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        withUnsafePointer(to: view) { pointer in
            // Read through `pointee`, the view would be copied to a temporary for the call; a
            // mutating wrapper is handed the address itself. Nothing writes through it.
            UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: Self.self).pointee
                .makeNodesInPlace(context, into: &nodes)
        }
    }

    /// `makeNodes` on `self` where it is, without a copy (see ``makeNodes(of:_:into:)``).
    private mutating func makeNodesInPlace(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        makeNodes(context, into: &nodes)
    }
}

extension View where Body == Never {
    /// Built-in views have no body: the renderer draws them directly.
    public var body: Never {
        preconditionFailure("\(Self.self) is a built-in view and has no body")
    }
}
