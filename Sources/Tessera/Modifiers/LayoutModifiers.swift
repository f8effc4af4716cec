/// Proposes `nil` (ideal size) to the content on the chosen axes, so it is never squeezed.
@usableFromInline
struct FixedSizeModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let horizontal: Bool
    let vertical: Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(FixedSizeNode(horizontal: horizontal, vertical: vertical, child: context.graph.node(for: content, context)))
    }
}

final class FixedSizeNode: LayoutNode {
    let horizontal: Bool
    let vertical: Bool
    let child: LayoutNode

    init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }

    private func adjusted(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.sizeThatFits(adjusted(proposal)) }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let size = child.sizeThatFits(adjusted(ProposedSize(width: rect.width, height: rect.height)))
        child.place(in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height), visible: visible)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) { drawChild(child, into: &buffer, clip: clip) }
}

/// Sets the stack priority of the content's nodes.
@usableFromInline
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let priority: Int

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let node = context.graph.node(for: content, context)
        node.layoutPriority = priority
        nodes.append(node)
    }
}

/// Measures and places the content but draws nothing and takes no input.
@usableFromInline
struct HiddenModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(HiddenNode(child: context.graph.node(for: content, context)))
    }
}

final class HiddenNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.sizeThatFits(proposal) }
    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) { child.place(in: rect, visible: visible) }
    override var focusMapRole: FocusMapRole { .hidden }
}

/// Gives the content an explicit identity: when the id changes, its state starts afresh.
@usableFromInline
struct IDModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let id: ID

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.append(content, context.child(id), into: &nodes)
    }
}

extension View {
    /// Keeps the content at its ideal size on the chosen axes instead of the size offered.
    public consuming func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Stacks give space to higher priorities first (the default is 0).
    public consuming func layoutPriority(_ priority: Int) -> some View {
        modifier(LayoutPriorityModifier(priority: priority))
    }

    /// Keeps the view's space but draws nothing.
    public consuming func hidden() -> some View { modifier(HiddenModifier()) }

    /// An explicit identity: a new id gives the view fresh `@State`.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: id)) }
}
