/// Fills the content's frame with a theme colour, or draws a view behind or in front of it.
@usableFromInline
struct BackgroundModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let fill: ColorToken?
    let layer: Layer?
    let alignment: Alignment
    let inFront: Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // A fill is the surface its content sits on (``EnvironmentValues/surface``); written only
        // where it changes it: a fill inside one of its own colour adds no environment copy.
        let inner =
            fill.flatMap { fill in
                context.environment.surface == fill && context.environment.textGround == nil
                    ? nil
                    : context.settingEnvironment(".background(.\(fill))") {
                        $0.surface = fill
                        $0.textGround = nil
                    }
            } ?? context
        let main = context.graph.node(for: content, inner)
        let extra = layer.map { context.graph.node(for: $0, context.child("layer")) }
        let color = fill.map { context.environment.resolvedTheme.color($0) }
        nodes.append(DecorationNode(content: main, fill: color, layer: extra, alignment: alignment, inFront: inFront))
    }
}

/// A node with a fill colour and an optional extra layer sized to it.
final class DecorationNode: LayoutNode {
    let content: LayoutNode
    let fill: Color?
    let layer: LayoutNode?
    let alignment: Alignment
    let inFront: Bool

    init(content: LayoutNode, fill: Color?, layer: LayoutNode?, alignment: Alignment, inFront: Bool) {
        self.content = content
        self.fill = fill
        self.layer = layer
        self.alignment = alignment
        self.inFront = inFront
    }

    override var children: [LayoutNode] { layersInOrder }

    /// The content and the extra layer, in drawing order (made once: walked every frame).
    private lazy var layersInOrder: [LayoutNode] = {
        guard let layer else { return [content] }
        return inFront ? [content, layer] : [layer, content]
    }()

    override func computeSize(_ proposal: ProposedSize) -> CellSize { content.sizeThatFits(proposal) }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        content.place(in: rect, visible: visible)
        if let layer {
            let size = layer.sizeThatFits(ProposedSize(width: rect.width, height: rect.height))
            layer.place(in: aligned(size, in: rect, alignment), visible: visible)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        if let fill {
            buffer.fill(clip.intersection(frame), with: .blank(CellStyle(background: fill)))
        }
        for child in children { drawChild(child, into: &buffer, clip: clip) }
    }
}

extension View {
    /// Fills the view's frame with a theme colour.
    public consuming func background(_ token: ColorToken) -> some View {
        modifier(BackgroundModifier<EmptyView>(fill: token, layer: nil, alignment: .center, inFront: false))
    }

    /// Draws `content` behind the view, sized to it.
    public consuming func background<Layer: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Layer) -> some View {
        modifier(BackgroundModifier(fill: nil, layer: content(), alignment: alignment, inFront: false))
    }

    /// Draws `content` in front of the view, sized to it.
    public consuming func overlay<Layer: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> Layer) -> some View {
        modifier(BackgroundModifier(fill: nil, layer: content(), alignment: alignment, inFront: true))
    }
}
