/// Handles keys that the focused view inside leaves unhandled.
@usableFromInline
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let handler: (KeyPress) -> Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(KeyHandlerNode(child: context.graph.node(for: content, context), handler: handler))
    }
}

extension View {
    /// Handles keys the focused view inside did not use. Return `true` when the key was handled.
    /// While nothing has focus, only handlers around every focusable control (an app's own
    /// shortcuts at its root) hear keys; one around a single control of several waits for focus.
    public consuming func onKeyPress(_ handler: @escaping (KeyPress) -> Bool) -> some View {
        modifier(KeyPressModifier(handler: handler))
    }

    /// Runs `action` when `key` is pressed and the focused view inside did not use it.
    public consuming func onKeyPress(_ key: Key, action: @escaping () -> Void) -> some View {
        onKeyPress { press in
            guard press.key == key else { return false }
            action()
            return true
        }
    }
}
