/// The interactive elements of a laid-out frame: focus order, hit-testing and key routing.
struct FocusMap {
    struct Entry {
        let interaction: Interaction
        /// Where the element was placed (may be partly scrolled out of view).
        let frame: Rect
        /// The visible part of the element's frame.
        let visibleFrame: Rect
        /// Key handlers of the enclosing `onKeyPress` modifiers, outermost first.
        let keyHandlers: [(KeyPress) -> Bool]
        /// Enclosing scroll views, outermost first.
        let scrollViews: [ScrollNode]
    }

    /// Every interactive element in drawing order (later ones are on top).
    private(set) var entries: [Entry] = []
    /// Key handlers of the whole tree, outermost first, for when nothing has focus.
    private(set) var allKeyHandlers: [(KeyPress) -> Bool] = []
    /// Scroll views with their visible frames, in drawing order.
    private(set) var scrollViews: [(node: ScrollNode, visibleFrame: Rect)] = []

    init(root: LayoutNode, bounds: Rect) {
        collect(root, clip: bounds, handlers: [], scrolls: [])
    }

    /// Focusable, enabled elements in reading (tree) order, including ones scrolled out of view.
    var focusOrder: [Entry] {
        entries.filter { $0.interaction.isFocusable && $0.interaction.isEnabled && !$0.frame.isEmpty }
    }

    func entry(for identity: ViewIdentity?) -> Entry? {
        guard let identity else { return nil }
        return entries.first { $0.interaction.identity == identity }
    }

    /// The topmost enabled element under a point.
    func hit(_ point: Point) -> Entry? {
        entries.last { $0.interaction.isEnabled && $0.visibleFrame.contains(point) }
    }

    /// The innermost scroll view under a point.
    func scrollView(at point: Point) -> ScrollNode? {
        scrollViews.last { $0.visibleFrame.contains(point) }?.node
    }

    private mutating func collect(_ node: LayoutNode, clip: Rect, handlers: [(KeyPress) -> Bool], scrolls: [ScrollNode]) {
        let visible = clip.intersection(node.frame)
        var handlers = handlers
        var scrolls = scrolls
        if let keyNode = node as? KeyHandlerNode {
            handlers.append(keyNode.handler)
            allKeyHandlers.append(keyNode.handler)
        }
        if let scroll = node as? ScrollNode {
            scrollViews.append((scroll, visible))
            scrolls.append(scroll)
        }
        if let interaction = node.interaction, !(node is HiddenNode) {
            entries.append(Entry(interaction: interaction, frame: node.frame, visibleFrame: visible, keyHandlers: handlers, scrollViews: scrolls))
        }
        guard !(node is HiddenNode) else { return }
        for child in node.children { collect(child, clip: visible, handlers: handlers, scrolls: scrolls) }
    }
}
