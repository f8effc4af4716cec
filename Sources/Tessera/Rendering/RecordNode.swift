/// The place in the node tree of one user view's nodes (its ``ViewRecord``): the record resolves
/// again on its own and puts its new nodes here, and nothing above it is resolved again — only
/// laid out, since its size may have changed.
///
/// A view's body may produce any number of nodes. Where the record's nodes were appended among
/// their siblings (a stack's, a layer's, a grid's children), those containers take them as their
/// own (``LayoutNode/flattened(_:)``), exactly as if the view had been resolved inline. Where one
/// node was asked for (`ViewGraph.node(for:)`), it stands for its nodes as one: itself when there
/// is one, a column of them otherwise.
final class RecordNode: LayoutNode {
    /// The nodes the view produced.
    private(set) var content: [LayoutNode] = []
    /// Whether containers take ``content`` as their own children (see above).
    var isExpandable = true
    /// The one node that stands for ``content``.
    private var body = LayoutNode()
    /// A priority set on this node by a modifier around the view, which wins over its content's.
    private var explicitPriority: Int?

    override var children: [LayoutNode] { onlyChild }
    override var structuralChildren: [LayoutNode] { [] }

    override var layoutPriority: Int {
        get { explicitPriority ?? body.layoutPriority }
        set { explicitPriority = newValue }
    }

    /// Takes `nodes` as the view's nodes. When they replace earlier ones, every node above loses
    /// its measurements (and containers take the new content), since this one's size may have
    /// changed; `pass` is the frame, so that a walk up stops where another walk of the same frame
    /// has been. With `deferred`, that is left to ``settleReplacedContent(pass:)`` once the frame's
    /// records have all resolved.
    func setContent(_ nodes: [LayoutNode], pass: Int, deferred: Bool = false) {
        let replacing = !onlyChild.isEmpty
        if replacing, deferred, replaced == nil { replaced = (content, body) }
        content = nodes
        body =
            nodes.count == 1
            ? nodes[0] : (nodes.isEmpty ? LayoutNode() : StackNode(axis: .vertical, alignment: .start, spacing: 0, children: nodes))
        onlyChild = [body]
        body.parent = self
        for node in nodes { node.parent = self }
        clearFocusMapSkipUpward()
        if replacing {
            contentReplaced = true
            if !deferred { invalidateLayoutUpward(pass: pass) }
        }
    }

    /// The content and body before the first deferred replacement of this frame.
    private var replaced: (content: [LayoutNode], body: LayoutNode)?

    /// After a frame's records have all resolved (so the new content is whole), for content
    /// replaced with `deferred`: when it measures as the old did — as many nodes, each of the
    /// same type, priority and spacing, answering every question the old one was asked as it
    /// answered (``LayoutNode/measuresLike(_:)``), and this node's own answers the same — nothing
    /// above is measured again: the nodes above only place their children again (a toggle's new
    /// nodes take the old ones' place). Otherwise every node above forgets its measurements.
    func settleReplacedContent(pass: Int) {
        guard let (old, oldBody) = replaced.take() else { return }
        // Measured already this frame: the walk up has been, or goes, through here.
        guard invalidatedPass != pass else { return }
        // The root has nothing above it to keep measurements for (a resize resolves it again: its
        // old answers are for the old size).
        guard parent != nil else { return invalidateLayoutUpward(pass: pass) }
        let measuresAsBefore =
            old.count == content.count
            && zip(old, content).allSatisfy { $0.invalidatedPass != pass && $0.measuresLike($1) }
            // One node is its own body: the line above compared it already.
            && oldBody.invalidatedPass != pass && (oldBody === body || content.count == 1 || oldBody.measuresLike(body))
            && answersWith(body)
        guard measuresAsBefore else { return invalidateLayoutUpward(pass: pass) }
        // A walk of the same frame that has been through a node has been through every node above
        // it too (or forgotten their measurements, which wins): records under a shared ancestor
        // walk only up to it. Records settle parents first, so most walks end after a few nodes.
        var node: LayoutNode? = self
        while let current = node, current.settledPass != pass, current.invalidatedPass != pass {
            guard current.takeReplacedChildren() else { return current.invalidateLayoutUpward(pass: pass) }
            current.settledPass = pass
            node = current.parent
        }
    }

    /// Set when new content replaced old: the old content's cells are damage at the next placement.
    private var contentReplaced = false

    override func computeSize(_ proposal: ProposedSize) -> CellSize { body.sizeThatFits(proposal) }
    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        if contentReplaced {
            contentReplaced = false
            Damage.current?.add(rect)
        }
        body.place(in: rect, visible: visible)
    }
    override func draw(into buffer: inout CellBuffer, clip: Rect) { drawChild(body, into: &buffer, clip: clip) }
    override func isSpacer(along axis: Axis) -> Bool { body.isSpacer(along: axis) }
}

extension LayoutNode {
    /// `nodes` with each expandable ``RecordNode`` replaced by its content, all the way down: the
    /// children a container lays out.
    static func flattened(_ nodes: [LayoutNode]) -> [LayoutNode] {
        guard nodes.contains(where: { ($0 as? RecordNode)?.isExpandable == true }) else { return nodes }
        var flat: [LayoutNode] = []
        flat.reserveCapacity(nodes.count)
        for node in nodes {
            if let record = node as? RecordNode, record.isExpandable {
                flat += flattened(record.content)
            } else {
                flat.append(node)
            }
        }
        return flat
    }

    /// Sets the parent of every node below `self` that its record made, stopping at the nodes of
    /// other records (which set their own).
    func adoptDescendants() {
        for child in structuralChildren {
            child.parent = self
            child.adoptDescendants()
        }
    }

    /// Forgets this node's measurements and those of every node above it, up to a node already
    /// forgotten in frame `pass` (whose ancestors were forgotten with it).
    func invalidateLayoutUpward(pass: Int) {
        var node: LayoutNode? = self
        while let current = node, current.invalidatedPass != pass {
            current.invalidatedPass = pass
            current.invalidateLayout()
            node = current.parent
        }
    }
}
