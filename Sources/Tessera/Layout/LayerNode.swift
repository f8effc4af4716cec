/// Children stacked in depth: as large as the largest, each aligned inside, later ones on top.
final class LayerNode: LayoutNode {
    let alignment: Alignment
    private var laidOut: LaidOutChildren
    /// The layers laid out (records' content in their place).
    private var layers: [LayoutNode] { laidOut.nodes() }

    init(alignment: Alignment, layers: [LayoutNode]) {
        self.alignment = alignment
        self.laidOut = LaidOutChildren(layers)
    }

    override var children: [LayoutNode] { layers }
    override var structuralChildren: [LayoutNode] { laidOut.items }

    override func invalidateLayout() {
        super.invalidateLayout()
        laidOut.forget()
    }

    override func takeReplacedChildren() -> Bool {
        laidOut.forget()
        return super.takeReplacedChildren()
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let sizes = layers.map { $0.sizeThatFits(proposal) }
        return CellSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        for layer in layers {
            layer.place(
                in: aligned(
                    layer.sizeThatFits(ProposedSize(width: rect.width, height: rect.height)),
                    in: rect, alignment), visible: visible)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for layer in layers { drawChild(layer, into: &buffer, clip: clip) }
    }
}

/// A rectangle of `size` (clamped to `rect`) aligned inside `rect`.
func aligned(_ size: CellSize, in rect: Rect, _ alignment: Alignment) -> Rect {
    let width = min(size.width, rect.width), height = min(size.height, rect.height)
    return Rect(
        x: rect.x + AlignmentPosition(alignment.horizontal).offset(of: width, in: rect.width),
        y: rect.y + AlignmentPosition(alignment.vertical).offset(of: height, in: rect.height),
        width: width, height: height)
}
