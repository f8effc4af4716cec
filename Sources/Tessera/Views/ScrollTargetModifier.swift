/// Scrolls the enclosing scroll views to show the content once for each new request: how the
/// gallery brings a deep-linked story, or the story whose controls open, into view.
struct ScrollTargetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let request: Int?

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let child = context.graph.node(for: content, context)
        nodes.append(request.map { ScrollTargetNode(child: child, request: $0) } ?? child)
    }
}

/// The node of a `scrollsIntoView(request:)`.
final class ScrollTargetNode: ProxyNode {
    let request: Int

    init(child: LayoutNode, request: Int) {
        self.request = request
        super.init(child: child)
    }

    override var focusMapRole: FocusMapRole { .scrollTarget(request) }
}

extension View {
    /// Scrolls the scroll views around this view so it shows, in the first frame it is drawn with
    /// `request`, and again whenever `request` changes; `nil` asks nothing. After that the
    /// user scrolls freely.
    package consuming func scrollsIntoView(request: Int?) -> some View {
        modifier(ScrollTargetModifier(request: request))
    }
}
