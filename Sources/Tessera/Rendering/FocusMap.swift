/// The interactive elements of a laid-out frame: focus order, hit-testing and key routing.
struct FocusMap {
    /// One interactive element. A class: the next frame's map copies most entries from this one,
    /// and a reference is one retain where the five arrays of a value were five.
    final class Entry {
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

        init(
            interaction: Interaction, frame: Rect, visibleFrame: Rect, keyHandlers: [(KeyPress) -> Bool],
            scrollViews: [ScrollNode], section: ViewIdentity?, preferredIn: [ViewIdentity?], focusTargets: [FocusTarget]
        ) {
            self.interaction = interaction
            self.frame = frame
            self.visibleFrame = visibleFrame
            self.keyHandlers = keyHandlers
            self.scrollViews = scrollViews
            self.section = section
            self.preferredIn = preferredIn
            self.focusTargets = focusTargets
        }
    }

    /// Every interactive element in drawing order (later ones are on top).
    private(set) var entries: [Entry] = []
    /// For when nothing has focus: the key handlers around the whole screen, those that enclose
    /// every control that can take focus, outermost first. A handler around one control of
    /// several (a radio item, a slide button, a tab row) hears keys only while focus is inside it,
    /// so an arrow pressed with nothing focused never moves or confirms a control nobody chose.
    var screenKeyHandlers: [(KeyPress) -> Bool] {
        keyHandlers.filter { $0.focusable == focusableCount }.map(\.handler)
    }
    /// Every key handler of the tree, outermost first, with the number of focusable elements inside it.
    private(set) var keyHandlers: [(handler: (KeyPress) -> Bool, focusable: Int)] = []
    private(set) var focusableCount = 0
    /// Scroll views with their visible frames, in drawing order.
    private(set) var scrollViews: [(node: ScrollNode, visibleFrame: Rect)] = []
    /// Views that asked to be scrolled into view (`scrollsIntoView(request:)`), with the scroll
    /// views around each, outermost first.
    private(set) var scrollTargets: [(request: Int, frame: Rect, scrollViews: [ScrollNode])] = []

    /// The map of what is under `root` within `bounds`. `expectedEntries` (the last frame's count)
    /// sizes the list once instead of growing it element by element. With `reuse`, the subtrees
    /// that did not change since the map it keeps are copied from that map instead of walked
    /// (``FocusMapReuse``), and this map is kept there for the next.
    init(root: LayoutNode, bounds: Rect, expectedEntries: Int = 0, reuse: FocusMapReuse? = nil) {
        entries.reserveCapacity(expectedEntries)
        reuse?.copiedEntries = 0
        var path = Path(reuse: reuse)
        collect(root, clip: bounds, path: &path)
        if let reuse {
            reuse.generation += 1
            reuse.previous = self
            reuse.patched = false
            reuse.root = root
            reuse.bounds = bounds
        }
    }

    /// An empty map, for a patch's walk of one subtree.
    private init() {}

    /// Subtrees of fewer nodes are walked every time: copying costs about as much.
    static let smallestSpan = 12

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
    /// only an element's entry copies it. And, for a walk that reuses the last map, that map and
    /// what the walk counts to decide which subtrees to keep spans for.
    private struct Path {
        var handlers: [(KeyPress) -> Bool] = []
        var scrolls: [ScrollNode] = []
        var section: ViewIdentity?
        var preferredIn: [ViewIdentity?] = []
        var focusTargets: [FocusTarget] = []
        /// The id of the path so far (``FocusMapReuse``).
        var chain = 0

        let reuse: FocusMapReuse?
        /// The map spans are copied from, and its generation.
        let previous: FocusMap?
        let previousGeneration: Int
        /// Nodes visited (or copied) so far.
        var visited = 0
        /// Focus targets and lazy stacks met so far: a subtree with either keeps no span.
        var unsafeForSpans = 0
        /// For a patch's walk (``splices(patching:root:bounds:replacements:damage:)``): the frame's
        /// layout, and the nodes it placed for the first time that the walk met. 0 otherwise.
        var patchLayout = 0
        var newNodes = 0

        init(reuse: FocusMapReuse?) {
            self.reuse = reuse
            previous = reuse?.previous
            previousGeneration = reuse?.generation ?? 0
        }

        /// The id of the path `node` makes by adding to the path `parent` names.
        func chain(of node: LayoutNode, under parent: Int) -> Int {
            guard let reuse else { return 0 }
            let memo = node.focusMapMemo ?? FocusMap.Memo()
            node.focusMapMemo = memo
            if memo.parentChain != parent || memo.ownChain == 0 {
                memo.parentChain = parent
                memo.ownChain = reuse.nextChain
                reuse.nextChain += 1
            }
            return memo.ownChain
        }
    }

    /// Keyboard shortcuts, each with the first control inside its view that can be pressed.
    private(set) var shortcuts: [(shortcut: KeyboardShortcut, entry: Entry)] = []

    /// The control `press` is the shortcut of, if any (the last one drawn, when two share it).
    func shortcutTarget(for press: KeyPress) -> Entry? {
        shortcuts.last { $0.shortcut.matches(press) }?.entry
    }

    /// The focus states that mark a view in this frame, each once.
    private(set) var focusStates: [FocusStateStorage] = []

    /// Walks `node` and below, or copies what they gave the last map when nothing there changed;
    /// true when it found anything it keeps there (else the node is marked, and skipped from the
    /// next frame on: see ``LayoutNode/focusMapSkips``).
    @discardableResult
    private mutating func collect(_ node: LayoutNode, clip: Rect, path: inout Path) -> Bool {
        if node.focusMapSkips { return false }
        guard let reuse = path.reuse else { return walk(node, clip: clip, path: &path) }
        // The memo first: the last map is touched only for a span that is copied.
        if let memo = node.focusMapMemo, memo.generation == path.previousGeneration,
            memo.placements == node.placements, memo.clip == clip, memo.chain == path.chain,
            let previous = path.previous
        {
            copySpan(memo, from: previous, generation: reuse.generation + 1)
            reuse.copiedEntries += memo.entries.count
            path.visited += memo.visited
            return true
        }
        let visitedBefore = path.visited, unsafeBefore = path.unsafeForSpans
        let starts = (entries.count, keyHandlers.count, scrollViews.count, scrollTargets.count, shortcuts.count)
        let focusableBefore = focusableCount
        let found = walk(node, clip: clip, path: &path)
        let visited = path.visited - visitedBefore
        guard found, visited >= Self.smallestSpan, path.unsafeForSpans == unsafeBefore else { return found }
        let memo = node.focusMapMemo ?? Memo()
        node.focusMapMemo = memo
        memo.generation = reuse.generation + 1
        memo.placements = node.placements
        memo.clip = clip
        memo.chain = path.chain
        memo.entries = starts.0..<entries.count
        memo.keyHandlers = starts.1..<keyHandlers.count
        memo.scrollViews = starts.2..<scrollViews.count
        memo.scrollTargets = starts.3..<scrollTargets.count
        memo.shortcuts = starts.4..<shortcuts.count
        memo.focusable = focusableCount - focusableBefore
        memo.visited = visited
        return found
    }

    /// Appends what the subtree `memo` is kept on gave `previous`, and makes the span this map's.
    private mutating func copySpan(_ memo: Memo, from previous: FocusMap, generation: Int) {
        func moved(_ range: Range<Int>, to start: Int) -> Range<Int> { start..<(start + range.count) }
        let entriesStart = entries.count, handlersStart = keyHandlers.count, scrollsStart = scrollViews.count
        let targetsStart = scrollTargets.count, shortcutsStart = shortcuts.count
        entries += previous.entries[memo.entries]
        keyHandlers += previous.keyHandlers[memo.keyHandlers]
        scrollViews += previous.scrollViews[memo.scrollViews]
        scrollTargets += previous.scrollTargets[memo.scrollTargets]
        shortcuts += previous.shortcuts[memo.shortcuts]
        focusableCount += memo.focusable
        memo.generation = generation
        memo.entries = moved(memo.entries, to: entriesStart)
        memo.keyHandlers = moved(memo.keyHandlers, to: handlersStart)
        memo.scrollViews = moved(memo.scrollViews, to: scrollsStart)
        memo.scrollTargets = moved(memo.scrollTargets, to: targetsStart)
        memo.shortcuts = moved(memo.shortcuts, to: shortcutsStart)
    }

    /// Walks `node` and below (``collect(_:clip:path:)`` without the copying).
    private mutating func walk(_ node: LayoutNode, clip: Rect, path: inout Path) -> Bool {
        path.visited += 1
        if path.patchLayout != 0 {
            if node.firstLayout == path.patchLayout { path.newNodes += 1 }
            // A node a patch walks may be an old one in new content: its span is no longer where it says.
            node.focusMapMemo?.generation = 0
        }
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
        let enclosingChain = path.chain
        switch role {
        case .plain, .hidden: break
        case .changingChildren: path.unsafeForSpans += 1
        case .section(let identity):
            if path.section == nil {
                path.section = identity
                path.chain = path.chain(of: node, under: enclosingChain)
            }
        case .defaultFocus:
            path.preferredIn.append(path.section)
            pushedPreference = true
            path.chain = path.chain(of: node, under: enclosingChain)
        case .keyHandler(let handler):
            path.handlers.append(handler)
            handlerIndex = keyHandlers.count
            keyHandlers.append((handler, 0))
            path.chain = path.chain(of: node, under: enclosingChain)
        case .scroll(let scroll):
            scrollViews.append((scroll, visible))
            path.scrolls.append(scroll)
            pushedScroll = true
            path.chain = path.chain(of: node, under: enclosingChain)
        case .scrollTarget(let request): scrollTargets.append((request, node.frame, path.scrolls))
        case .shortcut(let own): shortcut = own
        case .focusTarget(let target):
            path.focusTargets.append(target)
            pushedTarget = true
            path.unsafeForSpans += 1
            path.chain = path.chain(of: node, under: enclosingChain)
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
            path.chain = enclosingChain
        }
        if case .hidden = role {
            node.focusMapSkips = true
            return false
        }
        if let interaction = node.interaction {
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

// MARK: Patching the last map

extension FocusMap {
    /// A patch walks at most this many replaced subtrees; more (a theme switch resolves every
    /// record) is a frame that walks.
    private static let mostPatchedSubtrees = 4
    /// A replaced subtree larger than this is walked with the rest.
    private static let largestPatchedSubtree = 512

    /// One replaced subtree's elements in the last map, and its replacement's.
    struct Splice {
        let range: Range<Int>
        let entries: [Entry]
    }

    /// The last map's changes for a frame whose only changes are `replacements` (records' new
    /// content): each replacement's subtree walked afresh, to stand where the elements of the
    /// subtree it replaced stood, instead of the whole tree walked. Nil where that could differ
    /// from a walk of the whole tree, and the frame walks:
    /// - the layout (`damage`) moved a node, or placed a new one outside the replacements;
    /// - a replaced subtree added to what encloses its elements (a key handler, a scroll view, a
    ///   section, a shortcut…: elements outside it would change), or its elements were not in the
    ///   last map in one run;
    /// - a replacement gives other than elements (key handlers, scroll views, focus targets…), or
    ///   not as many, or not each as focusable and as pressable as the one in its place (the
    ///   counts of focusable elements kept for the key handlers above, and the element a shortcut
    ///   above presses, stay right).
    /// The elements of a replacement take what encloses the subtree's first old element, which is
    /// what encloses the subtree itself.
    static func splices(
        patching previous: FocusMap, root: LayoutNode, bounds: Rect, replacements: [FocusMapReplacement], damage: Damage
    ) -> [Splice]? {
        guard damage.movedNodes == 0, replacements.count <= mostPatchedSubtrees else { return nil }
        var splices: [Splice] = []
        var newNodes = 0
        for replacement in replacements where replacement.old !== replacement.new {
            let new = replacement.new
            guard new.firstLayout == damage.layout, let clip = clip(above: new, root: root, bounds: bounds) else { return nil }
            var old: [Interaction] = []
            var scanned = 0
            guard interactions(under: replacement.old, into: &old, scanned: &scanned) else { return nil }
            var path = Path(reuse: nil)
            path.patchLayout = damage.layout
            var range = 0..<0
            if let first = old.first {
                guard let start = previous.entries.firstIndex(where: { $0.interaction === first }),
                    start + old.count <= previous.entries.count
                else { return nil }
                range = start..<(start + old.count)
                guard zip(previous.entries[range], old).allSatisfy({ $0.interaction === $1 }) else { return nil }
                let enclosed = previous.entries[start]
                // The clip found going up is the one the last walk came down with.
                guard enclosed.visibleFrame == clip.intersection(enclosed.frame) else { return nil }
                path.handlers = enclosed.keyHandlers
                path.scrolls = enclosed.scrollViews
                path.section = enclosed.section
                path.preferredIn = enclosed.preferredIn
                path.focusTargets = enclosed.focusTargets
            }
            var walked = FocusMap()
            walked.collect(new, clip: clip, path: &path)
            guard walked.keyHandlers.isEmpty, walked.scrollViews.isEmpty, walked.scrollTargets.isEmpty,
                walked.shortcuts.isEmpty, walked.focusStates.isEmpty, path.unsafeForSpans == 0,
                walked.entries.count == range.count,
                zip(previous.entries[range], walked.entries).allSatisfy({
                    $0.canTakeFocus == $1.canTakeFocus && ($0.interaction.activate == nil) == ($1.interaction.activate == nil)
                })
            else { return nil }
            newNodes += path.newNodes
            if !range.isEmpty { splices.append(Splice(range: range, entries: walked.entries)) }
        }
        guard newNodes == damage.newNodes else { return nil }
        splices.sort { $0.range.lowerBound < $1.range.lowerBound }
        // Two replaced subtrees, one inside the other (a record and one below it, both resolved).
        for (earlier, later) in zip(splices, splices.dropFirst()) where earlier.range.upperBound > later.range.lowerBound {
            return nil
        }
        return splices
    }

    /// Puts each splice's elements in place of the old ones (as many), and points the shortcuts
    /// that pressed an old one at the element in its place.
    mutating func apply(_ splices: [Splice]) {
        for splice in splices {
            for index in shortcuts.indices {
                guard let offset = entries[splice.range].firstIndex(where: { $0 === shortcuts[index].entry }) else { continue }
                shortcuts[index].entry = splice.entries[offset - splice.range.lowerBound]
            }
            entries.replaceSubrange(splice.range, with: splice.entries)
        }
    }

    /// The clip a walk from `root` gives `node`: `bounds` narrowed to the frame of each node
    /// above it. Nil when `root` is not above it.
    private static func clip(above node: LayoutNode, root: LayoutNode, bounds: Rect) -> Rect? {
        var clip = bounds
        var current = node.parent
        while let ancestor = current {
            // A record whose container took its content as children is never placed.
            if ancestor.placements > 0 { clip = clip.intersection(ancestor.frame) }
            if ancestor === root { return clip }
            current = ancestor.parent
        }
        return nil
    }

    /// Appends the interactions a walk of `node` finds, in its order; false where the subtree
    /// holds anything else a walk keeps or adds to the path, or is larger than a patch walks.
    private static func interactions(under node: LayoutNode, into found: inout [Interaction], scanned: inout Int) -> Bool {
        scanned += 1
        guard scanned <= largestPatchedSubtree else { return false }
        // Its span is about to be gone from the map.
        node.focusMapMemo?.generation = 0
        if node.focusMapSkips { return true }
        switch node.focusMapRole {
        case .plain: break
        case .hidden: return true
        default: return false
        }
        if let interaction = node.interaction { found.append(interaction) }
        for child in node.children where !interactions(under: child, into: &found, scanned: &scanned) { return false }
        return true
    }
}
