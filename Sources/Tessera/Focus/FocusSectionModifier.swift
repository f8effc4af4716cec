/// Makes the focusable views inside one stop of Tab: Tab and Shift-Tab enter and leave the section
/// as a whole, the arrow keys move between the views inside it.
@usableFromInline
struct FocusSectionModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let identity = context.identity.child("focusSection")
        nodes.append(FocusSectionNode(child: context.graph.node(for: content, context), identity: identity))
    }
}

/// The node of a `focusSection()`: the views inside it are one Tab stop.
final class FocusSectionNode: ProxyNode {
    let identity: ViewIdentity

    init(child: LayoutNode, identity: ViewIdentity) {
        self.identity = identity
        super.init(child: child)
    }

    override var focusMapRole: FocusMapRole { .section(identity) }
}

extension View {
    /// Groups the focusable views inside into one stop of Tab, as a sidebar or a toolbar is.
    ///
    /// Tab and Shift-Tab move into the section and out of it as if it were one control; ↑ ↓ ← →
    /// move between the views inside it (stopping at its ends). Entering it, focus goes to the
    /// view that ``prefersDefaultFocus(_:)`` inside it, else to the one focused there last, else to
    /// its first. A section inside another section is part of the outer one.
    ///
    /// ```swift
    /// VStack {
    ///     ForEach(pages) { page in
    ///         Button(page.title) { open(page) }.prefersDefaultFocus(page == current)
    ///     }
    /// }
    /// .focusSection()
    /// ```
    public consuming func focusSection() -> some View {
        modifier(FocusSectionModifier())
    }
}
