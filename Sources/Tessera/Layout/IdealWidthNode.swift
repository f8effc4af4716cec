/// Lays its content out at the content's ideal width (never wider than offered), and proposes
/// that width when placing it: a column inside then gives every row the column's width, so a
/// divider or a full-width row stretches to the widest item instead of its own ideal (a menu's
/// card). `fixedSize()` alone places with no width proposed.
struct IdealWidth<Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    typealias Body = Never
    let content: Content
}

extension IdealWidth: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(IdealWidthNode(child: context.graph.node(for: content, context)))
    }
}

final class IdealWidthNode: ProxyNode {
    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let ideal = child.sizeThatFits(ProposedSize(width: nil, height: proposal.height)).width
        // A node places its children with the most generous proposal that gave its size: the
        // question with no width would win, and the rows would be placed at their own ideals.
        // Forget it, so the content is placed with the width it is given.
        child.invalidateLayout()
        return child.sizeThatFits(ProposedSize(width: min(ideal, proposal.width ?? ideal), height: proposal.height))
    }

    override func isSpacer(along axis: Axis) -> Bool { false }
}
