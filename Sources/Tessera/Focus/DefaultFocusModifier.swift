/// Marks the content as where focus goes first in its scope (the enclosing focus section, or the
/// whole screen outside any section).
@usableFromInline
struct DefaultFocusModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let prefersDefaultFocus: Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let child = context.graph.node(for: content, context)
        nodes.append(prefersDefaultFocus ? DefaultFocusNode(child: child) : child)
    }
}

/// The node of a `prefersDefaultFocus()`: focus entering its scope goes to the first focusable view inside it.
final class DefaultFocusNode: ProxyNode {
    override var focusMapRole: FocusMapRole { .defaultFocus }
}

extension View {
    /// Makes the first focusable view inside this one where focus goes when it enters the scope:
    /// the enclosing ``focusSection()`` when Tab enters it, or — outside any section — the
    /// screen, when Tab is pressed with nothing focused (and when a modal takes focus).
    ///
    /// ```swift
    /// HStack {
    ///     Sidebar().focusSection()
    ///     PageContent().prefersDefaultFocus()   // the first Tab goes to the page, not the sidebar
    /// }
    /// ```
    public consuming func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true) -> some View {
        modifier(DefaultFocusModifier(prefersDefaultFocus: prefersDefaultFocus))
    }
}
