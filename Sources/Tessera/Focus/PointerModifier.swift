/// Gives the controls inside mouse handling beyond a click: dragging.
struct PointerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let handler: (MouseEvent, Rect) -> Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.environment.interactionOverrides.handleMouse = handler
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// Handles the mouse on the control inside (make it `focusable()` first): `handler` gets the
    /// left-button press that lands on it (after the control took focus and captured the pointer),
    /// every pointer move while it is held, and the release wherever it happens, each with the
    /// control's frame. Return `true` when handled; an unhandled release on the control activates it.
    func onPointer(_ handler: @escaping (MouseEvent, Rect) -> Bool) -> some View {
        modifier(PointerModifier(handler: handler))
    }
}
