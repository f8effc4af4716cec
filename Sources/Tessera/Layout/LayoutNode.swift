/// One placed piece of a frame: measures itself for a proposal, takes the rectangle its parent
/// gives it, and draws into the cell buffer without leaving that rectangle.
///
/// Nodes live for one frame. Subclasses override `computeSize`, `placeChildren` and `draw`.
class LayoutNode {
    /// Where the node was placed, in buffer coordinates.
    private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Stacks give space to higher priorities first.
    var layoutPriority = 0
    /// Focus, activation and key handling, for controls and `focusable()` views.
    var interaction: Interaction?

    // A small memo of recent measurements, kept inline: stacks ask each child the same few
    // questions (its minimum, its maximum, its share) several times per frame.
    private var memo: (ProposedSize, CellSize)?
    private var memo1: (ProposedSize, CellSize)?
    private var memo2: (ProposedSize, CellSize)?
    private var memo3: (ProposedSize, CellSize)?
    private var nextMemo = 0

    /// The size the node wants for `proposal` (memoised for the frame).
    final func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
        if let memo, memo.0 == proposal { return memo.1 }
        if let memo1, memo1.0 == proposal { return memo1.1 }
        if let memo2, memo2.0 == proposal { return memo2.1 }
        if let memo3, memo3.0 == proposal { return memo3.1 }
        let size = computeSize(proposal)
        switch nextMemo {
        case 0: memo = (proposal, size)
        case 1: memo1 = (proposal, size)
        case 2: memo2 = (proposal, size)
        default: memo3 = (proposal, size)
        }
        nextMemo = (nextMemo + 1) & 3
        return size
    }

    /// Places the node in `rect` and then its children. `visible` is the part of the screen that
    /// will be drawn, for lazy containers.
    final func place(in rect: Rect, visible: Rect) {
        frame = rect
        placeChildren(in: rect, proposal: proposal(producing: rect), visible: visible)
    }

    /// The proposal to lay children out with: the one that made this node ask for exactly the
    /// size it was given (the most generous, when several did), as SwiftUI's layouts place with
    /// the proposal they were measured with. Re-running a distribution with the tighter placed
    /// size would squeeze children that fitted.
    private func proposal(producing rect: Rect) -> ProposedSize {
        let placed = CellSize(width: rect.width, height: rect.height)
        var best: ProposedSize?
        for entry in [memo, memo1, memo2, memo3] {
            guard let (proposal, size) = entry, size == placed else { continue }
            guard let current = best else { best = proposal; continue }
            if ProposedSize.isMoreGenerous(proposal, than: current) { best = proposal }
        }
        return best ?? ProposedSize(width: rect.width, height: rect.height)
    }

    func computeSize(_ proposal: ProposedSize) -> CellSize { .zero }
    /// Places the children inside `rect`; `proposal` is what the node was measured with.
    func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {}
    /// Draws the node, clipped to `clip` (already narrowed to the node's frame by the caller).
    func draw(into buffer: inout CellBuffer, clip: Rect) {}
    /// The node's children in drawing order.
    var children: [LayoutNode] { [] }

    /// For nodes with one child: the array ``children`` returns, made once rather than on every
    /// walk of the tree.
    final var onlyChild: [LayoutNode] = []
    /// Whether `Spacer`-like: it grows along `axis` with no content.
    func isSpacer(along axis: Axis) -> Bool { false }
}
