/// Turns a view tree into layout nodes and keeps what it made from frame to frame: each
/// user-written view has a ``ViewRecord``, reused while its inputs stay the same and resolved
/// again on its own when they change (the invariants are in ``ViewRecord``). `@State` lives in
/// the records that claim it.
final class ViewGraph {
    let store = StateStore()
    /// The control that has keyboard focus, as of the last input.
    var focusedIdentity: ViewIdentity? {
        didSet { if focusedIdentity != oldValue { markFocusReaders(oldValue, focusedIdentity) } }
    }
    /// The control the mouse is pressing, if any.
    var pressedIdentity: ViewIdentity? {
        didSet { if pressedIdentity != oldValue { markFocusReaders(oldValue, pressedIdentity) } }
    }

    /// Records made dirty from any thread (a state change, an observed property).
    let dirtyQueue: DirtyQueue

    init(dirtyQueue: DirtyQueue) {
        self.dirtyQueue = dirtyQueue
        store.onChange = { storage in
            if let owner = storage.owner { dirtyQueue.push(owner) }
        }
    }
    /// The root record: whatever the host was made with.
    private(set) var root: ViewRecord?
    /// Room for a small screen's records from the start: grown from empty, the table was rehashed
    /// at every doubling during a first frame.
    private var records = [ViewIdentity: ViewRecord](minimumCapacity: 64)
    /// The record whose resolution is running.
    private(set) var current: ViewRecord?
    /// Records met while resolving another, to resolve after it.
    private var pending: [ViewRecord] = []
    /// Records dirty from the render thread (a focus move), resolved in the next frame.
    private var dirtyRecords: [ViewRecord] = []
    /// Every resolution gets a number, so a second view with the same identity in one parent is
    /// told apart from the first.
    private var serial = 0
    /// The number of the current resolution pass (one per frame).
    private(set) var pass = 0
    /// Which record read the focused (or pressed) state of each control.
    private var focusReaders: [ViewIdentity: ViewRecord] = [:]
    /// Records showing a `TimelineView`.
    private var timedRecords: [ObjectIdentifier: ViewRecord] = [:]
    /// Set while ``resolveFrame(_:root:)`` resolves records (not while a lazy stack builds rows).
    private var isResolvingFrame = false
    /// Record nodes whose content was replaced in this frame's resolution, to settle after it.
    private var replacedContent: [ViewRecord] = []
    /// Set by ``invalidateAll()``: the next pass resolves every record again.
    private var everythingDirty = false

    /// Milliseconds on the animation clock for this frame (the host sets it; 0 in snapshots).
    var time = 0
    /// The shortest animation interval a view on screen asked for this frame.
    private(set) var animationInterval: Int?

    /// User-written bodies evaluated this frame (for ``FrameTrace``).
    private(set) var bodiesEvaluated = 0

    // MARK: What the records ask of the frame, gathered after resolving

    /// Observers of the focused element, in tree order.
    private(set) var focusObservers: [(FocusedElement?) -> Void] = []
    /// Whether this frame's observers are not all last frame's: one was made by a record resolved
    /// in this frame, or one went away.
    private(set) var focusObserversRenewed = false
    /// Observers of the screen's keyboard shortcuts, in tree order.
    private(set) var shortcutObservers: [([KeyboardShortcutEntry]) -> Void] = []
    /// Whether this frame's shortcut observers are not all last frame's.
    private(set) var shortcutObserversRenewed = false
    /// The colour depth the tree asked the presenter for, if any.
    private(set) var requestedColorDepth: ColorDepth?
    /// The smallest screen the tree said it can be used on (`minimumScreenSize`).
    private(set) var minimumScreenSize: CellSize?
    /// Modals and popovers, in tree order.
    private(set) var presentations: [Presentation] = []
    /// The identities of the views with `onAppear` on screen.
    private var appeared: Set<ViewIdentity> = []

    // MARK: Frames

    /// The root record's node: what the last frame laid out.
    var rootNode: LayoutNode? { root?.node }

    /// Resolves a frame: the root when it is new or its environment changed, then every dirty
    /// record, outermost first; returns the root's node.
    func resolveFrame(_ context: ResolveContext, root appendRoot: @escaping (ResolveContext, inout [LayoutNode]) -> Void) -> LayoutNode {
        pass += 1
        isResolvingFrame = true
        frameReplacements = []
        bodiesEvaluated = 0
        animationInterval = nil
        let dirty = collectDirtyRecords()
        if let root {
            if root.isDirty || root.context.environment.fingerprint != context.environment.fingerprint {
                root.update(view: root.view, context: context)
                resolveWithChildren(root)
            }
        } else {
            let created = makeRecord(identity: context.identity, parent: nil, view: RootRecordedView(appendRoot), context: context)
            root = created
            resolveWithChildren(created)
        }
        for record in dirty.sorted(by: { $0.depth < $1.depth })
        where record.isDirty && !record.isDisposed && record.resolvedPass != pass {
            resolveWithChildren(record)
        }
        isResolvingFrame = false
        // A record let go of later in the frame has left the tree: nothing above it to settle.
        for record in replacedContent where !record.isDisposed { record.node.settleReplacedContent(pass: pass) }
        replacedContent.removeAll(keepingCapacity: true)
        if effectsChanged { gatherEffects() } else { keepLastEffects() }
        effectsChanged = false
        resolvedQuietly.removeAll(keepingCapacity: true)
        return root?.node ?? LayoutNode()
    }

    /// What this frame's records put in place of the content they had, for the focus map's patch
    /// (``FocusMap/splices(patching:root:bounds:replacements:damage:)``): nil once a record replaced
    /// other than one node, or with other than one, which the patch does not follow.
    private var frameReplacements: [FocusMapReplacement]? = []

    private func noteReplacement(of old: [LayoutNode], by new: [LayoutNode]) {
        guard old.count == 1, new.count == 1 else {
            frameReplacements = nil
            return
        }
        frameReplacements?.append(FocusMapReplacement(old: old[0], new: new[0]))
    }

    /// The replacements made since the last call (see ``frameReplacements``), forgotten here so
    /// that the old nodes are not kept.
    func takeFrameReplacements() -> [FocusMapReplacement]? {
        defer { frameReplacements = [] }
        return frameReplacements
    }

    /// Makes every record resolve again in the next frame (keeping their state).
    func invalidateAll() { everythingDirty = true }

    /// Records to resolve this frame: those made dirty since the last one, anywhere.
    private func collectDirtyRecords() -> [ViewRecord] {
        var dirty = dirtyRecords
        dirtyRecords.removeAll()
        for handle in dirtyQueue.drain() {
            if let record = handle.record, !record.isDisposed {
                record.isDirty = true
                dirty.append(record)
            }
        }
        for record in timedRecords.values where record.ticks.contains(where: { time / $0.interval != $0.tick }) {
            record.isDirty = true
            dirty.append(record)
        }
        if everythingDirty {
            everythingDirty = false
            for record in records.values { record.isDirty = true }
            root?.isDirty = true
        }
        return dirty
    }

    private func markDirty(_ record: ViewRecord) {
        guard !record.isDirty, !record.isDisposed else { return }
        record.isDirty = true
        dirtyRecords.append(record)
    }

    /// The control at `identity` took input: the record that resolved it resolves again in the
    /// next frame, and with `includingMaker`, when that is a control's own record, so does the
    /// record of the view that made the control.
    func markInputTaken(by identity: ViewIdentity, includingMaker: Bool) {
        guard let reader = focusReaders[identity] else { return }
        markDirty(reader)
        if includingMaker, reader.isControl, let maker = reader.parent { markDirty(maker) }
    }

    private func markFocusReaders(_ identities: ViewIdentity?...) {
        for identity in identities {
            if let identity, let reader = focusReaders[identity] { markDirty(reader) }
        }
    }

    // MARK: Resolving

    /// Resolves `view` and everything below it, appending its nodes. A user view becomes (or
    /// reuses) a record: its node goes in now, and its body is evaluated after the current record,
    /// unless nothing it depends on changed.
    func append<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let primitive = V._primitive?.type {
            primitive.makeNodes(of: view, context, into: &nodes)
            return
        }
        appendRecord(of: view, context, into: &nodes)
    }

    /// Resolves a built-in control in a record of its own (`view` is the control as a view with
    /// a body, a ``ControlRecord``), so that what only the control reads — whether it is
    /// focused or pressed, its binding — resolves only the control (``ViewRecord/isControl``).
    func appendControl<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        appendRecord(of: view, context, into: &nodes).isControl = true
    }

    /// Claims the record of the user view `view` and appends its node.
    @discardableResult
    private func appendRecord<V: View>(of view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) -> ViewRecord {
        let facts = TypeFacts.of(V.self, sample: view)
        var inner = context.child(ObjectIdentifier(V.self))
        inner.scope = facts.name
        let record = claim(view, facts: facts, context: inner)
        current?.items.append(.child(record))
        record.node.isExpandable = true
        nodes.append(record.node)
        return record
    }

    /// Starts building rows for a lazy stack of `owner`: rows built until the next call are one
    /// resolution as far as repeated identities go.
    func beginLazyRows() { serial += 1 }

    /// The row a lazy stack of `owner` shows for `view` at `context`'s identity: a record of its
    /// own (even for a built-in view), reused while its inputs stay the same. Building it is the
    /// owner's work, so what `makeView` reads is watched for the owner. The row's node hangs from
    /// `stack` before the row resolves: a row kept from an earlier frame still names the stack of
    /// that frame, which may be gone, and resolving walks up from the row.
    func lazyRow<V: View>(
        of owner: ViewRecord, in stack: LayoutNode, _ context: ResolveContext,
        _ makeView: () -> V
    ) -> ViewRecord {
        let saved = current
        current = owner
        defer { current = saved }
        let record = owner.observation.track {
            let view = makeView()
            let facts = TypeFacts.of(V.self, sample: view)
            var inner = context
            if V._primitive == nil {
                // A user view's row is that view's record: its identity and scope, as inline.
                inner = context.child(ObjectIdentifier(V.self))
                inner.scope = facts.name
            }
            return claim(view, facts: facts, context: inner)
        }
        record.node.parent = stack
        if owner.lazyRows[record.identity] !== record { lazyRowsChanged(of: owner) }
        owner.lazyRows[record.identity] = record
        lazyOwners[ObjectIdentifier(owner)] = owner
        record.shownPass = pass
        while let next = pending.popLast() { resolve(next) }
        return record
    }

    /// Notes that a lazy stack showed `row` again this frame.
    func keepLazyRow(_ row: ViewRecord) { row.shownPass = pass }

    /// Lets go of the rows no lazy stack showed this frame (scrolled away, or their stack is gone).
    func sweepLazyRows() {
        for (key, owner) in lazyOwners {
            for (identity, row) in owner.lazyRows where row.shownPass != pass {
                owner.lazyRows[identity] = nil
                lazyRowsChanged(of: owner)
                dispose(row)
            }
            if owner.lazyRows.isEmpty || owner.isDisposed { lazyOwners[key] = nil }
        }
    }

    private var lazyOwners: [ObjectIdentifier: ViewRecord] = [:]

    /// A row came to or went from `owner`'s lazy stacks: what the records ask of the frame may
    /// have changed there.
    private func lazyRowsChanged(of owner: ViewRecord) {
        owner.effectsMayHaveChanged()
        effectsChanged = true
    }

    /// The record for `view` at `context`'s identity: the existing one when it can be reused as
    /// it is, else one updated (or made) and queued to resolve.
    private func claim<V: View>(_ view: V, facts: TypeFacts, context: ResolveContext) -> ViewRecord {
        let identity = context.identity
        let existing = records[identity]
        if let record = existing, record.claimSerial != serial, record.parent === current,
            let recorded = record.view as? TypedRecordedView<V>
        {
            record.claimSerial = serial
            if !record.isDirty, record.context.environment.fingerprint == context.environment.fingerprint,
                record.context.stackAxis == context.stackAxis, recorded.isSame(as: view)
            {
                return record
            }
            record.update(view: TypedRecordedView(view, facts: facts), context: context)
            pending.append(record)
            return record
        }
        let record = makeRecord(identity: identity, parent: current, view: TypedRecordedView(view, facts: facts), context: context)
        // A second view with the same identity in one parent gets a record of its own, unregistered.
        if existing == nil || existing?.isDisposed == true { records[identity] = record }
        record.claimSerial = serial
        pending.append(record)
        return record
    }

    private func makeRecord(identity: ViewIdentity, parent: ViewRecord?, view: RecordedView, context: ResolveContext) -> ViewRecord {
        ViewRecord(identity: identity, parent: parent, view: view, context: context, dirtyQueue: dirtyQueue, watches: watches)
    }

    /// Resolves `record`, then the records it met, until none is left.
    private func resolveWithChildren(_ record: ViewRecord) {
        resolve(record)
        while let next = pending.popLast() { resolve(next) }
    }

    /// Evaluates one record: its body (or root) and the built-in views in it, recording what it
    /// met; lets go of the children and state it no longer has.
    private func resolve(_ record: ViewRecord) {
        guard !record.isDisposed else { return }
        serial += 1
        let previousChildren = record.children
        let previousState = record.stateKeys
        for identity in record.focusReads where focusReaders[identity] === record { focusReaders[identity] = nil }
        record.items.removeAll(keepingCapacity: true)
        // Asked nothing before: marked so by the last gathering, or new.
        let askedNothingBefore = record.gathersNothing || record.resolvedPass < 0
        let previousContent = record.resolvedPass < 0 ? nil : record.node.content
        record.effectsMayHaveChanged()
        record.stateKeys.removeAll(keepingCapacity: true)
        record.focusReads.removeAll(keepingCapacity: true)
        record.ticks.removeAll(keepingCapacity: true)
        record.isDirty = false
        record.resolvedPass = pass
        let saved = current
        current = record
        var nodes: [LayoutNode] = []
        // The last resolution's watches stay live until this one's are in place (no change is lost).
        record.observation.beginResolution()
        record.observation.track { record.view.resolve(self, record.context, into: &nodes) }
        record.observation.endResolution()
        current = saved
        for node in nodes { node.adoptDescendants() }
        // Within a frame's resolution, what replaced content does to the layout above is settled
        // once every record has resolved (`settleReplacedContent`); a lazy row resolves while
        // placing, where it is settled at once.
        record.node.setContent(nodes, pass: pass, deferred: isResolvingFrame)
        if isResolvingFrame {
            replacedContent.append(record)
            if let previousContent { noteReplacement(of: previousContent, by: nodes) }
        }
        // A record resolving for the first time (every record of a first frame) had no children.
        if !previousChildren.isEmpty {
            let kept = Set(record.children.map(ObjectIdentifier.init))
            for child in previousChildren where !kept.contains(ObjectIdentifier(child)) { dispose(child) }
        }
        if !previousState.isEmpty {
            let claimed = Set(record.stateKeys)
            store.remove(previousState.lazy.filter { !claimed.contains($0) })
        }
        if !record.ticks.isEmpty || !timedRecords.isEmpty {
            timedRecords[ObjectIdentifier(record)] = record.ticks.isEmpty ? nil : record
        }
        if askedNothingBefore, isResolvingFrame, record.lazyRows.isEmpty, record.items.allSatisfy(\.isChild) {
            resolvedQuietly.append(record)
        } else {
            effectsChanged = true
        }
    }

    /// Lets go of a record that left the tree, and of everything below it.
    private func dispose(_ record: ViewRecord) {
        guard !record.isDisposed else { return }
        record.markDisposed()
        if records[record.identity] === record { records[record.identity] = nil }
        store.remove(record.stateKeys)
        for identity in record.focusReads where focusReaders[identity] === record { focusReaders[identity] = nil }
        timedRecords[ObjectIdentifier(record)] = nil
        for child in record.children { dispose(child) }
        for row in record.lazyRows.values { dispose(row) }
        record.lazyRows.removeAll()
    }

    /// Evaluates a user view's body with its state and environment installed (a record's work).
    func evaluate<V: View>(_ view: V, facts: TypeFacts, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let primitive = V._primitive?.type {
            primitive.makeNodes(of: view, context, into: &nodes)
            return
        }
        evaluateBody(of: view, facts: facts, context, into: &nodes)
    }

    /// Evaluates `view`'s body (a view that is not built in) with its state and environment installed.
    func evaluateBody<V: View>(of view: V, facts: TypeFacts, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        bodiesEvaluated += 1
        if facts.hasDynamicProperties { installDynamicProperties(of: view, context, layout: facts.layout) }
        append(view.body, context, into: &nodes)
    }

    /// Resolves `view` to exactly one node: several become a vertical stack, none an empty node.
    func node<V: View>(for view: V, _ context: ResolveContext) -> LayoutNode {
        var nodes: [LayoutNode] = []
        append(view, context, into: &nodes)
        if nodes.count == 1 {
            (nodes[0] as? RecordNode)?.isExpandable = false
            return nodes[0]
        }
        if nodes.isEmpty { return LayoutNode() }
        return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    }

    // MARK: What resolving asks of the frame

    /// Asks for another frame in `interval` milliseconds (spinners, indeterminate progress).
    func requestAnimation(every interval: Int) {
        let interval = max(16, interval)
        animationInterval = min(animationInterval ?? interval, interval)
    }

    /// A timeline drawn on screen, with the rows it covered.
    private struct DrawnTimeline {
        weak var node: TimelineNode?
        let interval: Int
        /// Where it drew (its part of the clip it was drawn in).
        let area: Rect
    }

    /// The timelines drawn on screen by the frames since the last full one. A frame that draws
    /// only its damaged areas does not draw the timelines elsewhere, which must still ask for
    /// their next beat.
    private var drawnTimelines: [DrawnTimeline] = []

    /// A timeline's node drew within `clip`: it asks for its next beat.
    func timelineDrawn(_ node: TimelineNode, interval: Int, clip: Rect) {
        requestAnimation(every: interval)
        drawnTimelines.append(DrawnTimeline(node: node, interval: interval, area: clip.intersection(node.frame)))
    }

    /// Before a frame draws: a full frame (`damaged` nil) forgets every timeline, since those on
    /// screen ask again as they draw; a frame that draws only the `damaged` areas keeps the
    /// timelines outside them, which are still on screen, and asks for their beats.
    func timelinesBeforeDrawing(damaged: [Rect]?) {
        guard let damaged else { return drawnTimelines.removeAll(keepingCapacity: true) }
        drawnTimelines.removeAll { timeline in
            timeline.node == nil || damaged.contains { !$0.intersection(timeline.area).isEmpty }
        }
        for timeline in drawnTimelines { requestAnimation(every: timeline.interval) }
    }

    /// The tick of a `TimelineView` of `interval` milliseconds now; the current record resolves
    /// again when it changes.
    func tick(every interval: Int) -> Int {
        let tick = time / interval
        current?.ticks.append((interval, tick))
        return tick
    }

    /// Whether `identity` is the focused control; the current record resolves again when that changes.
    func isFocused(_ identity: ViewIdentity) -> Bool {
        noteFocusRead(identity)
        return focusedIdentity == identity
    }

    /// Whether `identity` is the control being pressed; the current record resolves again when that changes.
    func isPressed(_ identity: ViewIdentity) -> Bool {
        noteFocusRead(identity)
        return pressedIdentity == identity
    }

    private func noteFocusRead(_ identity: ViewIdentity) {
        guard let current else { return }
        focusReaders[identity] = current
        // A control asks isFocused and isPressed of the same identity in turn.
        if current.focusReads.last != identity { current.focusReads.append(identity) }
    }

    /// The storage of a state value at `identity` and `slot`, claimed by the current record. A
    /// `@State` property's storage (`dirtiesOwner: false`) makes dirty only the records that read
    /// it; a built-in view's, whose nodes read it, makes its owner dirty.
    func stateStorage(for identity: ViewIdentity, slot: Int, initial: Any, dirtiesOwner: Bool = true) -> StateStorage {
        let key = StateStore.Key(identity: identity, slot: slot)
        current?.stateKeys.append(key)
        return store.storage(for: key, initial: initial, owner: current?.handle, dirtiesOwner: dirtiesOwner)
    }

    /// The storage of a `FocusState` at `identity` and `slot`, claimed by the current record; a
    /// move set by the app makes that record dirty, so a frame carries it out.
    func focusStateStorage(for identity: ViewIdentity, slot: Int, unfocused: AnyHashable) -> FocusStateStorage {
        let holder = stateStorage(for: identity, slot: slot, initial: ())
        if let existing = holder.value as? FocusStateStorage { return existing }
        let owner = current?.handle, queue = dirtyQueue
        let made = FocusStateStorage(unfocused: unfocused) { if let owner { queue.push(owner) } }
        holder.value = made
        return made
    }

    func requireScreenSize(_ size: CellSize) { current?.items.append(.minimumScreenSize(size)) }
    func requestColorDepth(_ depth: ColorDepth) { current?.items.append(.colorDepth(depth)) }
    func addFocusObserver(_ observer: @escaping (FocusedElement?) -> Void) { current?.items.append(.focusObserver(observer)) }
    func addShortcutObserver(_ observer: @escaping ([KeyboardShortcutEntry]) -> Void) {
        current?.items.append(.shortcutObserver(observer))
    }
    func present(_ presentation: Presentation, at mark: Int? = nil) {
        // A presentation's nodes hang from no node of the tree: they get their parents here.
        presentation.node.adoptDescendants()
        guard let current else { return }
        current.items.insert(.presentation(presentation), at: min(mark ?? current.items.count, current.items.count))
    }

    /// Where the current record's effects stand: pass it to ``present(_:at:)`` for a presentation
    /// whose content is built after this, so the presentation comes before anything its content
    /// presents (a menu opened from a menu is placed and drawn over the one it came from).
    var effectsMark: Int { current?.items.count ?? 0 }

    /// Records that a view with `onAppear` is on screen; its action runs when it is new.
    func noteAppearance(of identity: ViewIdentity, action: @escaping () -> Void) {
        current?.items.append(.appearance(identity, action))
    }

    /// Records that a view with `onDisappear` is on screen; its action runs once it is gone.
    func noteDisappearance(of identity: ViewIdentity, action: @escaping () -> Void) {
        current?.items.append(.disappearance(identity, action))
    }

    /// Records that a view with `task` is on screen: its task starts when the view is new and is
    /// cancelled once it is gone.
    func noteTask(of identity: ViewIdentity, action: MainActorWork) {
        current?.items.append(.task(identity, action))
    }

    /// Runs `action` after this frame is drawn (an `onChange` action: a value it watches changed
    /// while resolving).
    func afterFrame(_ action: @escaping () -> Void) {
        pendingChangeActions.append(action)
    }

    /// Whether what the records ask of the frame may differ from what the last gathering found:
    /// a record that resolved asked something before or asks something now, or a lazy row came or
    /// went. Otherwise the last frame's effects stand (``keepLastEffects()``).
    private var effectsChanged = true
    /// Records resolved this frame that asked nothing before and ask nothing now.
    private var resolvedQuietly: [ViewRecord] = []

    /// Keeps the last gathering's effects: nothing any record asks of the frame changed. The
    /// records resolved quietly are marked as asking nothing, as a gathering would have marked
    /// them (every record below them is marked or among them), so that the next frame that
    /// resolves them can skip its gathering too.
    private func keepLastEffects() {
        for record in resolvedQuietly where !record.isDisposed { record.gathersNothing = true }
        focusObserversRenewed = false
        shortcutObserversRenewed = false
        pendingAppearActions.removeAll()
    }

    /// How many frames gathered what the records ask (for tests of the frames that keep it).
    private(set) var effectGatherings = 0

    /// Gathers what every record asked of the frame, in tree order.
    private func gatherEffects() {
        effectGatherings += 1
        presentations.removeAll(keepingCapacity: true)
        let observerCount = focusObservers.count
        focusObservers.removeAll(keepingCapacity: true)
        focusObserversRenewed = false
        let shortcutObserverCount = shortcutObservers.count
        shortcutObservers.removeAll(keepingCapacity: true)
        shortcutObserversRenewed = false
        requestedColorDepth = nil
        minimumScreenSize = nil
        var appearedNow: Set<ViewIdentity> = []
        var disappearingNow: [ViewIdentity: () -> Void] = [:]
        var tasksNow: [ViewIdentity: MainActorWork] = [:]
        pendingAppearActions.removeAll()
        // Returns whether the subtree asked anything of the frame; one that asked nothing, and
        // has not changed since, is not walked again (``ViewRecord/gathersNothing``).
        @discardableResult
        func walk(_ record: ViewRecord) -> Bool {
            if record.gathersNothing { return false }
            var asked = false
            defer { record.gathersNothing = !asked }
            for item in record.items {
                if case .child(let child) = item {
                    if walk(child) { asked = true }
                    continue
                }
                asked = true
                switch item {
                case .child: break
                case .presentation(let presentation): presentations.append(presentation)
                case .focusObserver(let observer):
                    focusObservers.append(observer)
                    if record.resolvedPass == pass { focusObserversRenewed = true }
                case .shortcutObserver(let observer):
                    shortcutObservers.append(observer)
                    if record.resolvedPass == pass { shortcutObserversRenewed = true }
                case .colorDepth(let depth): requestedColorDepth = min(requestedColorDepth ?? depth, depth)
                case .minimumScreenSize(let size):
                    let current = minimumScreenSize ?? .zero
                    minimumScreenSize = CellSize(width: max(current.width, size.width), height: max(current.height, size.height))
                case .appearance(let identity, let action):
                    appearedNow.insert(identity)
                    if !appeared.contains(identity) { pendingAppearActions.append(action) }
                case .disappearance(let identity, let action):
                    disappearingNow[identity] = action
                case .task(let identity, let action):
                    tasksNow[identity] = action
                }
            }
            for row in record.lazyRows.values where walk(row) { asked = true }
            return asked
        }
        if let root { walk(root) }
        if focusObservers.count != observerCount { focusObserversRenewed = true }
        if shortcutObservers.count != shortcutObserverCount { shortcutObserversRenewed = true }
        appeared = appearedNow
        // What left the tree: its `onDisappear` runs (the action it last had), its task is
        // cancelled; what came in starts its task. All of it after the frame, with `onAppear`.
        var lifecycle: [() -> Void] = []
        for (identity, action) in disappearing where disappearingNow[identity] == nil { lifecycle.append(action) }
        disappearing = disappearingNow
        for identity in tasksOnScreen.keys where tasksNow[identity] == nil {
            lifecycle.append { [weak self] in self?.runningTasks.removeValue(forKey: identity)?.cancel() }
        }
        for (identity, action) in tasksNow where tasksOnScreen[identity] == nil {
            lifecycle.append { [weak self] in self?.startTask(identity, action) }
        }
        tasksOnScreen = tasksNow
        pendingAppearActions.insert(contentsOf: lifecycle, at: 0)
    }

    /// The `onDisappear` actions of the views with one on screen.
    private var disappearing: [ViewIdentity: () -> Void] = [:]
    /// The views with a `task` on screen, with their work.
    private var tasksOnScreen: [ViewIdentity: MainActorWork] = [:]
    /// The tasks started for them and not finished, by view.
    private var runningTasks: [ViewIdentity: Task<Void, Never>] = [:]

    private func startTask(_ identity: ViewIdentity, _ work: MainActorWork) {
        runningTasks[identity]?.cancel()
        runningTasks[identity] = Task { @MainActor in await work.run() }
    }

    deinit {
        for task in runningTasks.values { task.cancel() }
    }

    /// `onDisappear`, task and `onAppear` actions to run once the frame is drawn.
    private var pendingAppearActions: [() -> Void] = []
    /// `onChange` actions met while resolving, to run once the frame is drawn.
    private var pendingChangeActions: [() -> Void] = []

    /// Puts back what a verification pass (``ViewHost/verifiesIncrementalFrames``) took.
    func restoreAfterVerification(actions: [() -> Void], animationInterval: Int?) {
        pendingChangeActions = []
        pendingAppearActions = actions
        if let animationInterval { requestAnimation(every: animationInterval) }
    }

    /// Hands back, once, what runs after the frame: `onChange` actions, then `onDisappear`
    /// actions and cancelled tasks, then `onAppear` actions and started tasks.
    func takeAfterFrameActions() -> [() -> Void] {
        defer {
            pendingChangeActions.removeAll()
            pendingAppearActions.removeAll()
        }
        return pendingChangeActions + pendingAppearActions
    }

    // MARK: Dynamic properties

    /// Gives `@State` and `@Environment` properties of `value` their storage and environment.
    func installDynamicProperties<Value>(of value: Value, _ context: ResolveContext, layout: DynamicPropertyLayout) {
        let makeContext = { (slot: Int) in
            DynamicPropertyContext(environment: context.environment, graph: self, identity: context.identity, slot: slot)
        }
        if layout.isKnown {
            layout.install(in: value, makeContext)
            return
        }
        var slot = 0
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? InstallableProperty else { continue }
            property.install(in: makeContext(slot))
            slot += 1
        }
    }

    /// Installs `@Environment` and `@State` properties of a style (or modifier) before its body.
    func prepare<Value>(_ value: Value, _ context: ResolveContext) {
        let facts = TypeFacts.of(Value.self, sample: value)
        if facts.hasDynamicProperties { installDynamicProperties(of: value, context, layout: facts.layout) }
    }

    /// How many records the tree has (for tests of what is kept).
    var recordCount: Int { records.count }
    /// The records the tree has (for tests of what is let go).
    var recordsForTesting: [ViewRecord] { Array(records.values) }
    /// The records' observation watches alive (for tests: they must not pile up).
    let watches = WatchCount()
}
