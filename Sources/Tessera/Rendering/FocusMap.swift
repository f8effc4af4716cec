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
        /// The `focused` views around the element, outermost first.
        let focusTargets: [FocusTarget]

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

    /// The map of what is under `root` within `bounds`. `expectedEntries` (the last frame's count)
    /// sizes the list once instead of growing it element by element.
    init(root: LayoutNode, bounds: Rect, expectedEntries: Int = 0) {
        entries.reserveCapacity(expectedEntries)
        var path = Path()
        collect(root, clip: bounds, path: &path)
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

    /// What encloses the node being walked: pushed on the way down, popped on the way back, so
    /// only an element's entry copies it.
    private struct Path {
        var handlers: [(KeyPress) -> Bool] = []
        var scrolls: [ScrollNode] = []
        var section: ViewIdentity?
        var preferredIn: [ViewIdentity?] = []
        var focusTargets: [FocusTarget] = []
    }

    /// Keyboard shortcuts, each with the first control inside its view that can be pressed.
    private(set) var shortcuts: [(shortcut: KeyboardShortcut, entry: Entry)] = []

    /// The control `press` is the shortcut of, if any (the last one drawn, when two share it).
    func shortcutTarget(for press: KeyPress) -> Entry? {
        shortcuts.last { $0.shortcut.matches(press) }?.entry
    }

    /// The focus states that mark a view in this frame, each once.
    private(set) var focusStates: [FocusStateStorage] = []

    /// Walks `node` and below; true when it found anything it keeps there (else the node is
    /// marked, and skipped from the next frame on: see ``LayoutNode/focusMapSkips``).
    @discardableResult
    private mutating func collect(_ node: LayoutNode, clip: Rect, path: inout Path) -> Bool {
        if node.focusMapSkips { return false }
        let visible = clip.intersection(node.frame)
        // Most nodes are plain containers with no interaction: only their children matter, and
        // nothing of the path changes around them.
        if node.interaction == nil, case .plain = node.focusMapRole {
            var found = false
            for child in node.children where collect(child, clip: visible, path: &path) { found = true }
            if !found { node.focusMapSkips = true }
            return found
        }
        let role = node.focusMapRole
        var handlerIndex: Int?
        var pushedScroll = false
        var pushedPreference = false
        var pushedTarget = false
        var shortcut: KeyboardShortcut?
        let firstEntry = entries.count
        let enclosingSection = path.section
        switch role {
        case .plain, .hidden, .changingChildren: break
        case .section(let identity): if path.section == nil { path.section = identity }
        case .defaultFocus:
            path.preferredIn.append(path.section)
            pushedPreference = true
        case .keyHandler(let handler):
            path.handlers.append(handler)
            handlerIndex = keyHandlers.count
            keyHandlers.append((handler, 0))
        case .scroll(let scroll):
            scrollViews.append((scroll, visible))
            path.scrolls.append(scroll)
            pushedScroll = true
        case .scrollTarget(let request): scrollTargets.append((request, node.frame, path.scrolls))
        case .shortcut(let own): shortcut = own
        case .focusTarget(let target):
            path.focusTargets.append(target)
            pushedTarget = true
            if !focusStates.contains(where: { $0 === target.storage }) { focusStates.append(target.storage) }
        }
        let focusableBefore = focusableCount
        defer {
            if let handlerIndex {
                keyHandlers[handlerIndex].focusable = focusableCount - focusableBefore
                path.handlers.removeLast()
            }
            if pushedScroll { path.scrolls.removeLast() }
            if pushedPreference { path.preferredIn.removeLast() }
            if pushedTarget { path.focusTargets.removeLast() }
            if let shortcut, let target = entries[firstEntry...].first(where: { $0.interaction.activate != nil }) {
                shortcuts.append((shortcut, target))
            }
            path.section = enclosingSection
        }
        if case .hidden = role {
            node.focusMapSkips = true
            return false
        }
        if let interaction = node.interaction {
            // Made in place: an entry holds five arrays, and a copy retains and releases each.
            entries.append(
                Entry(
                    interaction: interaction, frame: node.frame, visibleFrame: visible, keyHandlers: path.handlers,
                    scrollViews: path.scrolls, section: path.section, preferredIn: path.preferredIn,
                    focusTargets: path.focusTargets))
            if entries[entries.count - 1].canTakeFocus { focusableCount += 1 }
        }
        var found = false
        for child in node.children where collect(child, clip: visible, path: &path) { found = true }
        guard case .plain = role, node.interaction == nil, !found else { return true }
        node.focusMapSkips = true
        return false
    }
}
