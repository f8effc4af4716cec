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
        /// The outermost `focusSection()` around the element, if any.
        let section: ViewIdentity?
        /// The scopes (a section, or `nil` for the screen) in which the element is inside a
        /// `prefersDefaultFocus()`.
        let preferredIn: [ViewIdentity?]

        var canTakeFocus: Bool { interaction.isFocusable && interaction.isEnabled && !frame.isEmpty }
    }

    /// Every interactive element in drawing order (later ones are on top).
    private(set) var entries: [Entry] = []
    /// For when nothing has focus: the key handlers around the whole screen, those that enclose
    /// every control that can take focus, outermost first. A handler around one control of
    /// several (a radio item, a slide button, a tab row) hears keys only while focus is inside it,
    /// so an arrow pressed with nothing focused never moves or confirms a control nobody chose.
    var screenKeyHandlers: [(KeyPress) -> Bool] {
        let total = focusOrder.count
        return keyHandlers.filter { $0.focusable == total }.map(\.handler)
    }
    /// Every key handler of the tree, outermost first, with the number of focusable elements inside it.
    private var keyHandlers: [(handler: (KeyPress) -> Bool, focusable: Int)] = []
    private var focusableCount = 0
    /// Scroll views with their visible frames, in drawing order.
    private(set) var scrollViews: [(node: ScrollNode, visibleFrame: Rect)] = []
    /// Views that asked to be scrolled into view (`scrollsIntoView(request:)`), with the scroll
    /// views around each, outermost first.
    private(set) var scrollTargets: [(request: Int, frame: Rect, scrollViews: [ScrollNode])] = []

    init(root: LayoutNode, bounds: Rect) {
        collect(root, clip: bounds, handlers: [], scrolls: [], section: nil, preferredIn: [])
    }

    /// Focusable, enabled elements in reading (tree) order, including ones scrolled out of view.
    var focusOrder: [Entry] {
        entries.filter(\.canTakeFocus)
    }

    func entry(for identity: ViewIdentity?) -> Entry? {
        guard let identity else { return nil }
        return entries.first { $0.interaction.identity == identity }
    }

    /// The topmost enabled element under a point.
    func hit(_ point: Point) -> Entry? {
        entries.last { $0.interaction.isEnabled && $0.visibleFrame.contains(point) }
    }

    /// The innermost scroll view under a point that scrolls along `axis`, or the innermost of
    /// any axis when none does: the wheel scrolls a page down even over a sideways row in it.
    func scrollView(at point: Point, preferring axis: Axis = .vertical) -> ScrollNode? {
        let under = scrollViews.filter { $0.visibleFrame.contains(point) }.map(\.node)
        return under.last { $0.axis == axis } ?? under.last
    }

    private mutating func collect(_ node: LayoutNode, clip: Rect, handlers: [(KeyPress) -> Bool], scrolls: [ScrollNode],
                                  section: ViewIdentity?, preferredIn: [ViewIdentity?]) {
        let visible = clip.intersection(node.frame)
        var handlers = handlers
        var scrolls = scrolls
        var section = section
        var preferredIn = preferredIn
        if section == nil, let sectionNode = node as? FocusSectionNode { section = sectionNode.identity }
        if node is DefaultFocusNode { preferredIn.append(section) }
        var handlerIndex: Int?
        if let keyNode = node as? KeyHandlerNode {
            handlers.append(keyNode.handler)
            handlerIndex = keyHandlers.count
            keyHandlers.append((keyNode.handler, 0))
        }
        let focusableBefore = focusableCount
        defer { if let handlerIndex { keyHandlers[handlerIndex].focusable = focusableCount - focusableBefore } }
        if let scroll = node as? ScrollNode {
            scrollViews.append((scroll, visible))
            scrolls.append(scroll)
        }
        if let target = node as? ScrollTargetNode { scrollTargets.append((target.request, node.frame, scrolls)) }
        if let interaction = node.interaction, !(node is HiddenNode) {
            let entry = Entry(interaction: interaction, frame: node.frame, visibleFrame: visible, keyHandlers: handlers,
                              scrollViews: scrolls, section: section, preferredIn: preferredIn)
            entries.append(entry)
            if entry.canTakeFocus { focusableCount += 1 }
        }
        guard !(node is HiddenNode) else { return }
        for child in node.children {
            collect(child, clip: visible, handlers: handlers, scrolls: scrolls, section: section, preferredIn: preferredIn)
        }
    }
}
