/// Flexible empty space that pushes its siblings apart along the enclosing stack's axis.
public struct Spacer: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let minLength: Int

    /// Space at least `minLength` cells long (negative counts as 0). Outside a stack it grows both
    /// ways.
    public init(minLength: Int = 0) {
        self.minLength = minLength
    }
}

extension Spacer: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(SpacerNode(axis: context.stackAxis, minLength: minLength))
    }
}

final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: Int

    init(axis: Axis?, minLength: Int) {
        self.axis = axis
        self.minLength = max(0, minLength)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        func length(_ along: Axis) -> Int {
            guard axis == nil || axis == along else { return 0 }
            return max(minLength, min(proposal[along] ?? minLength, ProposedSize.unbounded))
        }
        return CellSize(width: length(.horizontal), height: length(.vertical))
    }

    override func isSpacer(along axis: Axis) -> Bool { self.axis == nil || self.axis == axis }
}
