/// Edges of a rectangle, for padding.
public struct EdgeInsets: Hashable, Sendable {
    /// The blank cells on each edge: rows above and below, columns on the left (leading) and
    /// right (trailing).
    public var top, leading, bottom, trailing: Int

    /// Insets in cells; every edge left out is 0.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A set of edges.
public struct Edge: OptionSet, Hashable, Sendable {
    /// The set as bits: top is 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt8
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The left edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The right edge.
    public static let trailing = Edge(rawValue: 8)
    /// The left and right edges.
    public static let horizontal: Edge = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edge = [.top, .bottom]
    /// All four edges.
    public static let all: Edge = [.horizontal, .vertical]
}

@usableFromInline
struct PaddingModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let insets: EdgeInsets

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(PaddingNode(insets: insets, child: context.graph.node(for: content, context)))
    }
}

final class PaddingNode: LayoutNode {
    let insets: EdgeInsets
    let child: LayoutNode

    init(insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = child.sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - horizontal) },
                height: proposal.height.map { max(0, $0 - vertical) }))
        return CellSize(width: inner.width + horizontal, height: inner.height + vertical)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        child.place(
            in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing),
            visible: visible)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawChild(child, into: &buffer, clip: clip)
    }
}

extension View {
    /// Adds `length` blank cells on the given edges (all by default).
    public consuming func padding(_ edges: Edge = .all, _ length: Int = 1) -> some View {
        padding(
            EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// Adds `length` blank cells on every edge.
    public consuming func padding(_ length: Int) -> some View { padding(.all, length) }

    /// Adds blank cells on each edge.
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
}
