/// Marks the cells a view draws as leading to a destination (``CellBuffer/addHyperlink(_:in:)``):
/// the terminal presenter makes them an OSC 8 hyperlink where the terminal shows those, so a
/// ``Link`` is clickable there and plain underlined text elsewhere.
struct HyperlinkModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: String

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(HyperlinkNode(destination: destination, child: context.graph.node(for: content, context)))
    }
}

final class HyperlinkNode: ProxyNode {
    let destination: String

    init(destination: String, child: LayoutNode) {
        self.destination = destination
        super.init(child: child)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawChild(child, into: &buffer, clip: clip)
        buffer.addHyperlink(destination, in: clip.intersection(frame))
    }
}

extension View {
    /// Makes this view's cells lead to `destination` where the terminal shows hyperlinks.
    consuming func hyperlink(_ destination: String) -> some View {
        modifier(HyperlinkModifier(destination: destination))
    }
}
