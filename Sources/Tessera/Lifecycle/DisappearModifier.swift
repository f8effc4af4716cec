/// Runs an action after the frame in which a view left the tree.
@usableFromInline
struct DisappearModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let action: () -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // The content one level down, so that a second `onDisappear` on it is a view of its own.
        let inner = context.child("disappear")
        context.graph.noteDisappearance(of: inner.identity, action: action)
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// Runs `action` once the view has left the tree: its parent stopped showing it (an `if` that
    /// turned false, a row scrolled out of a lazy stack, a sheet dismissed). It runs after the
    /// frame that no longer shows the view, and the action is the one the view last had.
    public consuming func onDisappear(perform action: @escaping () -> Void) -> some View {
        modifier(DisappearModifier(action: action))
    }
}
