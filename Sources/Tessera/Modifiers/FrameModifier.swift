/// Fixed or flexible frames around a view.
@usableFromInline
struct FrameModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Int?
    var alignment: Alignment

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(FrameNode(self, child: context.graph.node(for: content, context)))
    }
}

final class FrameNode: LayoutNode {
    let spec: FrameModifier
    let child: LayoutNode

    init(_ spec: FrameModifier, child: LayoutNode) {
        self.spec = spec
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }

    /// SwiftUI's flexible-frame rule on one axis: the child is offered the proposal clamped to
    /// the bounds (or the ideal length when there is no proposal); a minimum holds the frame at
    /// least that big, a maximum lets it grow to the proposal.
    private func length(_ proposed: Int?, min minimum: Int?, ideal: Int?, max maximum: Int?, child childLength: (Int?) -> Int) -> Int {
        let offer = proposed.map { clamp($0, minimum, maximum) } ?? ideal
        let fitted = childLength(offer)
        let available = proposed ?? offer ?? fitted
        var result = fitted
        if let minimum { result = max(minimum, min(result, available)) }
        if let maximum { result = min(maximum, max(result, available)) }
        return max(0, min(result, ProposedSize.unbounded))
    }

    private func clamp(_ value: Int, _ minimum: Int?, _ maximum: Int?) -> Int {
        min(max(value, minimum ?? Int.min), maximum ?? Int.max)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let width = length(proposal.width, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth) {
            child.sizeThatFits(ProposedSize(width: $0, height: proposal.height)).width
        }
        let childWidth = proposal.width.map { clamp($0, spec.minWidth, spec.maxWidth) } ?? spec.idealWidth
        let height = length(proposal.height, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight) {
            child.sizeThatFits(ProposedSize(width: childWidth, height: $0)).height
        }
        return CellSize(width: width, height: height)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        // Offer the child what it was offered when the frame was measured, within the bounds.
        let width = proposal.width.map { clamp(min($0, rect.width), spec.minWidth, spec.maxWidth) } ?? spec.idealWidth
        let height = proposal.height.map { clamp(min($0, rect.height), spec.minHeight, spec.maxHeight) } ?? spec.idealHeight
        let size = child.sizeThatFits(ProposedSize(width: width, height: height))
        child.place(in: aligned(size, in: rect, spec.alignment), visible: visible)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawChild(child, into: &buffer, clip: clip)
    }
}

extension View {
    /// A fixed size on either axis; `nil` leaves that axis to the content.
    public consuming func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            FrameModifier(
                minWidth: width, idealWidth: width, maxWidth: width,
                minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment))
    }

    /// A flexible frame: clamps the proposed size between the minimum and maximum on each axis
    /// (`.infinity` to take all the space offered).
    public consuming func frame(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
