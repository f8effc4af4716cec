/// Makes the content focusable with Tab and the mouse.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocusable: Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let identity = context.identity.child("focusable")
        var inner = context
        // Drawn as focused under `.previewState(.focused)`, as controls are.
        inner.environment.isFocused = isFocusable
            && (context.graph.isFocused(identity) || context.environment.previewState == .focused)
        let interaction = Interaction(identity: identity, kind: .view, label: nil, isEnabled: context.environment.isEnabled,
                                      isFocusable: isFocusable, environment: inner.environment)
        let node = ProxyNode(child: context.graph.node(for: content, context.claimingOverrides(for: interaction, content: inner)))
        node.interaction = interaction
        nodes.append(node)
    }
}

extension View {
    /// Lets the view take keyboard focus (controls are focusable already).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}
