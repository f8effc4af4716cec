/// Makes the content focusable with Tab and the mouse, or (`false`) takes the controls inside out of
/// the focus order.
@usableFromInline
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let isFocusable: Bool
    /// Mouse handling beyond a click (a slider's drag, a list's row under a click), given to the
    /// interaction directly, not down the environment: a handler made by each evaluation of a body
    /// would change the environment of everything inside, and a list's rows would all resolve again.
    var handleMouse: ((MouseEvent, Rect) -> Bool)?

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let identity = context.identity.child("focusable")
        var inner = context
        // Drawn as focused under `.previewState(.focused)`, as controls are.
        inner.environment.isFocused =
            isFocusable
            && (context.graph.isFocused(identity) || context.environment.previewState == .focused)
        let interaction = Interaction(
            identity: identity, kind: .view, label: nil, isEnabled: context.environment.isEnabled,
            isFocusable: isFocusable, environment: inner.environment)
        var inside = context.claimingOverrides(for: interaction, content: inner)
        if !isFocusable { inside.environment.interactionOverrides.isFocusable = false }
        if let handleMouse { interaction.handleMouse = handleMouse }
        let node = ProxyNode(child: context.graph.node(for: content, inside))
        node.interaction = interaction
        nodes.append(node)
    }
}

extension View {
    /// Lets the view take keyboard focus (controls are focusable already). `focusable(false)` takes
    /// the outermost controls inside out of the focus order, as in SwiftUI: Tab and the arrows pass
    /// them by and a click does not focus them, but a click still presses them (a list's rows under
    /// a filter field that keeps the focus).
    public consuming func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Focusable, with `handler` for the mouse (see ``FocusableModifier/handleMouse``).
    consuming func focusable(handlingPointer handler: @escaping (MouseEvent, Rect) -> Bool) -> some View {
        modifier(FocusableModifier(isFocusable: true, handleMouse: handler))
    }
}
