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
    /// Tessera's own: how the renderer draws a built-in view. Leave it to its default, `nil`.
    static var _primitive: _PrimitiveViewType? { get }
}

extension View {
    /// Not a built-in view: the renderer evaluates its ``body``.
    public static var _primitive: _PrimitiveViewType? { nil }
}

/// How the renderer draws one of Tessera's built-in view types (``View/_primitive``), with no
/// public members.
///
/// Each built-in type names its own. Asking the runtime instead (`as? any PrimitiveView.Type`)
/// searched every protocol conformance in the process the first time for each type (each
/// instantiation of a generic one): at start-up, a seventh of the first frame's instructions.
public struct _PrimitiveViewType {
    let type: any PrimitiveView.Type
}

extension Never: View {
    /// `Never` is the body of built-in views, and is a view only so that they type-check.
    public typealias Body = Never
    /// Never called: there is no value of `Never`.
    public var body: Never { self }
}

/// Tessera's built-in views draw themselves instead of having a body. A public one names itself
/// as its ``View/_primitive``
/// (`@inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }`);
/// an internal one has it from this protocol.
///
/// The renderer asks every view it resolves for `_primitive`. Inlined into the witness, the getter
/// of a generic type (`ModifiedContent<Content, Modifier>`) uses the type its caller passed;
/// called, it rebuilds that type from its arguments, a lookup in the runtime's metadata cache, at
/// every call (modifiers likewise).
protocol PrimitiveView: View {
    /// Appends the layout nodes this view produces (none, one, or many for groups).
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveView {
    /// This type as the renderer draws it.
    @inline(__always) static var _primitive: _PrimitiveViewType? { primitiveType }

    /// This type as ``View/_primitive`` names it.
    @inline(__always) static var primitiveType: _PrimitiveViewType { _PrimitiveViewType(type: self) }

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
