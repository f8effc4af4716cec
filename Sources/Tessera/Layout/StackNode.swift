/// Lays children out along an axis. Space goes first to higher layout priorities, and within a
/// priority to the least flexible children, each taking an equal share of what is left.
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: AlignmentPosition
    let spacing: Int
    private var laidOut: LaidOutChildren
    /// The children laid out (records' content in their place).
    var stackChildren: [LayoutNode] { laidOut.nodes() }

    init(axis: Axis, alignment: AlignmentPosition, spacing: Int, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = max(0, spacing)
        self.laidOut = LaidOutChildren(children)
    }

    convenience init(axis: Axis, alignment: HorizontalAlignment, spacing: Int, children: [LayoutNode]) {
        self.init(axis: axis, alignment: AlignmentPosition(alignment), spacing: spacing, children: children)
    }

    override var children: [LayoutNode] { stackChildren }
    override var structuralChildren: [LayoutNode] { laidOut.items }

    override func invalidateLayout() {
        super.invalidateLayout()
        lastDistribution = nil
        laidOut.forget()
    }

    override func takeReplacedChildren() -> Bool {
        laidOut.forget()
        return super.takeReplacedChildren()
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let sizes = childSizes(for: proposal)
        var along = spacing * max(0, sizes.count - 1), across = 0
        for size in sizes {
            along += size[axis]
            across = max(across, size[axis.cross])
        }
        return CellSize(axis, along: along, across: across)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let sizes = childSizes(for: proposal)
        var cursor = axis == .horizontal ? rect.x : rect.y
        let crossLength = axis == .horizontal ? rect.height : rect.width
        for (child, size) in zip(stackChildren, sizes) {
            let across = min(size[axis.cross], crossLength)
            let crossOffset = alignment.offset(of: across, in: crossLength)
            let childRect =
                axis == .horizontal
                ? Rect(x: cursor, y: rect.y + crossOffset, width: size.width, height: across)
                : Rect(x: rect.x + crossOffset, y: cursor, width: across, height: size.height)
            child.place(in: childRect, visible: visible)
            cursor += size[axis] + spacing
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for child in stackChildren { drawChild(child, into: &buffer, clip: clip) }
    }

    private var lastDistribution: (ProposedSize, [CellSize])?

    /// The size of each child for a proposal to the whole stack.
    private func childSizes(for proposal: ProposedSize) -> [CellSize] {
        if let last = lastDistribution, last.0 == proposal { return last.1 }
        // The last answer's storage is written over when nothing else holds it any more: a stack
        // is asked a few proposals each frame, and each new array was an allocation.
        var sizes = lastDistribution?.1 ?? []
        lastDistribution = nil
        distribute(proposal, into: &sizes)
        lastDistribution = (proposal, sizes)
        return sizes
    }

    private func distribute(_ proposal: ProposedSize, into sizes: inout [CellSize]) {
        // The children once: each use of `stackChildren` is an access to this node's storage and
        // a retain of the array.
        let children = stackChildren
        let across = proposal[axis.cross]
        let count = children.count
        sizes.removeAll(keepingCapacity: true)
        guard let length = proposal[axis] else {
            let ideal = ProposedSize.unspecified.replacing(axis.cross, with: across)
            for child in children { sizes.append(child.sizeThatFits(ideal)) }
            return
        }
        let axis = axis
        func offer(_ child: LayoutNode, _ along: Int) -> CellSize {
            child.sizeThatFits(ProposedSize.unspecified.replacing(axis, with: along).replacing(axis.cross, with: across))
        }
        sizes.append(contentsOf: repeatElement(.zero, count: count))
        // Scratch for every child: its minimum, how much more it could use, its place in the order
        // of distribution, whether it is a spacer and its layout priority, read once (one
        // allocation on the stack, none on the heap; the sort below compares priorities often).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count * 5) { scratch in
            let minimums = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
            let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
            let order = UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)..<(3 * count)])
            let isSpacer = UnsafeMutableBufferPointer(rebasing: scratch[(3 * count)..<(4 * count)])
            let priorities = UnsafeMutableBufferPointer(rebasing: scratch[(4 * count)..<(5 * count)])
            var samePriority = true
            for index in 0..<count {
                let child = children[index]
                minimums[index] = offer(child, 0)[axis]
                flexibility[index] = offer(child, ProposedSize.unbounded)[axis] - minimums[index]
                order[index] = index
                isSpacer[index] = child.isSpacer(along: axis) ? 1 : 0
                priorities[index] = child.layoutPriority
                samePriority = samePriority && priorities[index] == priorities[0]
            }
            // Higher priorities first; within a priority, the least flexible first (an insertion
            // sort: stacks are short, and it is stable).
            func comesBefore(_ lhs: Int, _ rhs: Int) -> Bool {
                let left = priorities[lhs], right = priorities[rhs]
                if left != right { return left > right }
                return flexibility[lhs] != flexibility[rhs] ? flexibility[lhs] < flexibility[rhs] : lhs < rhs
            }
            for position in 1..<max(1, count) {
                let moving = order[position]
                var slot = position
                while slot > 0, comesBefore(moving, order[slot - 1]) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = moving
            }
            var remaining = max(0, length - spacing * max(0, count - 1))
            var position = 0
            while position < count {
                let priority = priorities[order[position]]
                var groupEnd = position
                while groupEnd < count, priorities[order[groupEnd]] == priority { groupEnd += 1 }
                // Leave the lower priorities their minimum.
                var reserved = 0
                if !samePriority {
                    for later in groupEnd..<count { reserved += minimums[order[later]] }
                }
                var available = max(0, remaining - reserved)
                // Spacers take what the others leave (as in SwiftUI), so they come last: counting
                // them in the others' shares would squeeze a text that fits, wrapping or cutting it
                // beside empty space.
                var spacerMinimums = 0, others = 0
                for slot in position..<groupEnd {
                    if isSpacer[order[slot]] != 0 { spacerMinimums += minimums[order[slot]] } else { others += 1 }
                }
                let groupCount = groupEnd - position
                var offset = 0
                for round in 0..<2 {
                    // The others, then the spacers.
                    for slot in position..<groupEnd where (isSpacer[order[slot]] != 0) == (round == 1) {
                        let index = order[slot]
                        let share =
                            offset < others
                            ? max(0, available - spacerMinimums) / (others - offset)
                            : available / (groupCount - offset)
                        // A child whose length does not move between nothing and everything
                        // has it at any share: its answer to everything (asked above) is the
                        // one placement uses anyway (``LayoutNode/place(in:visible:)`` takes the
                        // most generous proposal that gave the placed size), and no new question
                        // is worked out.
                        let size = offer(children[index], flexibility[index] == 0 ? ProposedSize.unbounded : share)
                        sizes[index] = size
                        available -= min(size[axis], available)
                        remaining -= min(size[axis], remaining)
                        offset += 1
                    }
                }
                position = groupEnd
            }
        }
    }
}

extension LayoutNode {
    /// Draws a child clipped to both `clip` and the child's own frame.
    func drawChild(_ child: LayoutNode, into buffer: inout CellBuffer, clip: Rect) {
        let childClip = clip.intersection(child.frame)
        guard !childClip.isEmpty else { return }
        child.draw(into: &buffer, clip: childClip)
    }
}
