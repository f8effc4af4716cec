/// A reusable change to a view: implement ``body(content:)`` and apply it with `.modifier(_:)`.
public protocol ViewModifier {
    /// The type of ``body(content:)``; `Never` for built-in modifiers, which the renderer applies.
    associatedtype Body: View
    /// The view the modifier is applied to, as ``body(content:)`` receives it.
    typealias Content = ViewModifierContent
    /// The modified view; `content` stands for the view the modifier is applied to.
    @ViewBuilder func body(content: Content) -> Body
    /// Tessera's own: how the renderer applies a built-in modifier. Leave it to its default, `nil`.
    static var _primitive: _PrimitiveModifierType? { get }
}

extension ViewModifier {
    /// Not a built-in modifier: the renderer evaluates its ``body(content:)``.
    public static var _primitive: _PrimitiveModifierType? { nil }
}

/// How the renderer applies one of Tessera's built-in modifier types
/// (``ViewModifier/_primitive``), with no public members; see ``_PrimitiveViewType``.
public struct _PrimitiveModifierType {
    let type: any PrimitiveModifier.Type
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: the renderer applies them directly.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a built-in modifier and has no body")
    }
}

/// The view a modifier is applied to, inside its ``ViewModifier/body(content:)``.
public struct ViewModifierContent: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let append: (ResolveContext, inout [LayoutNode]) -> Void
}

extension ViewModifierContent: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        append(context, &nodes)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let content: Content
    let modifier: Modifier
}

/// Built-in modifiers turn the content's nodes into their own (all of them internal types, which
/// have their ``ViewModifier/_primitive`` from this protocol).
///
/// A modifier that a public function returns inside `some View` (`.padding()`, `.border()`, ...)
/// is `@usableFromInline`, and so is everything its type names (its generic arguments, the
/// witnesses of its conformances: hence its own `_primitive` from ``primitiveType``). Only then
/// may a client's compiler see through the opaque type: without it, a generic view of the app's
/// that calls the modifier asks the runtime for the opaque type's metadata and conformance at
/// every evaluation of its body, which demangles a name each time (about 11,000 instructions).
protocol PrimitiveModifier: ViewModifier {
    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveModifier {
    /// This type as the renderer applies it.
    static var _primitive: _PrimitiveModifierType? { primitiveType }

    /// This type as the renderer applies it, for a `@usableFromInline` modifier's own `_primitive`.
    @inline(__always) static var primitiveType: _PrimitiveModifierType { _PrimitiveModifierType(type: self) }

    /// Calls `makeNodes` on `modifier`, whose type the caller has established is `Self`, in place:
    /// neither boxed in an existential nor copied (as ``PrimitiveView/makeNodes(of:_:into:)``).
    static func makeNodes<M, Content: View>(
        of modifier: M, content: Content, _ context: ResolveContext,
        into nodes: inout [LayoutNode]
    ) {
        withUnsafePointer(to: modifier) { pointer in
            UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: Self.self).pointee
                .makeNodesInPlace(content: content, context, into: &nodes)
        }
    }

    /// `makeNodes` on `self` where it is, without a copy.
    private mutating func makeNodesInPlace<Content: View>(
        content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]
    ) {
        makeNodes(content: content, context, into: &nodes)
    }
}

extension ModifiedContent: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let primitive = Modifier._primitive?.type {
            primitive.makeNodes(of: modifier, content: content, context, into: &nodes)
            return
        }
        let content = self.content
        let inner = context.child(ObjectIdentifier(Modifier.self))
        context.graph.prepare(modifier, inner)
        let placeholder = ViewModifierContent { innerContext, innerNodes in
            innerContext.graph.append(content, innerContext, into: &innerNodes)
        }
        context.graph.append(modifier.body(content: placeholder), inner, into: &nodes)
    }
}

extension View {
    /// Applies a modifier.
    public consuming func modifier<Modifier: ViewModifier>(_ modifier: consuming Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
