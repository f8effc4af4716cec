/// Runs an action the first frame a view is in the tree.
@usableFromInline
struct AppearModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let action: () -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.noteAppearance(of: context.identity.child("appear"), action: action)
        context.graph.append(content, context, into: &nodes)
    }
}

extension View {
    /// Runs `action` once when the view first appears in the tree (again after it left and came back).
    public consuming func onAppear(perform action: @escaping () -> Void) -> some View {
        modifier(AppearModifier(action: action))
    }
}
