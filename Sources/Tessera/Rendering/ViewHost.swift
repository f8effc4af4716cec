import Observation

/// Runs a view tree: renders frames at a size and routes input to the views. The terminal runtime
/// and the snapshot renderer both drive one; neither knows anything the other does not.
package final class ViewHost {
    let graph: ViewGraph
    private let appendRoot: (ResolveContext, inout [LayoutNode]) -> Void
    private let invalidation = InvalidationSignal()
    /// The last frame's focus map (the top modal's while one is shown).
    private(set) var focusMap: FocusMap?
    /// What each frame's focus map leaves the next, which copies the subtrees that did not change.
    let focusMapReuse = FocusMapReuse()
    private var lastSize: TerminalSize?
    /// The topmost modal of the last frame, which Esc dismisses.
    private(set) var topModal: Presentation?
    /// Where focus was before a modal took it (`.some(nil)`: nothing was focused).
    private var focusBeforeModal: ViewIdentity??
    /// The last pointer position, for popovers shown on hover.
    private var hoverPoint: Point?
    private let quitSignal = QuitSignal()
    /// The environment's quit action: made once, so the root environment is the same every frame.
    private let quitAction: QuitAction
    private let rendering = RenderingFlag()
    /// Records made dirty from any thread, for the next frame.
    private let dirtyQueue: DirtyQueue
    /// The element each focus section on screen had focused last, for Tab back into it.
    private var sectionFocus: [ViewIdentity: ViewIdentity] = [:]
    /// The element each focus section preferred in the last frame.
    private var sectionDefaults: [ViewIdentity: ViewIdentity] = [:]
    /// The scroll requests on screen that have been carried out (`scrollsIntoView(request:)`).
    private var handledScrollRequests: Set<Int> = []

    /// Whether a view asked the app to quit (`@Environment(\.quit)`).
    package var isQuitRequested: Bool { quitSignal.isRequested }

    /// Focus moved while laying out (into or out of a modal): one more frame is needed.
    private var pendingFocusMove = false
    /// The last frame was the "too small" screen of an app's `minimumScreenSize`.
    private var isShowingTooSmall = false

    /// The colour depth the tree asked to be presented at (`presentedColorDepth(_:)`), if any.
    package var requestedColorDepth: ColorDepth? { graph.requestedColorDepth }

    /// The focused element of the last frame, with its environment.
    package var focusedElement: FocusedElement? { focusedElement(focusMap?.entry(for: graph.focusedIdentity)) }

    private func focusedElement(_ entry: FocusMap.Entry?) -> FocusedElement? {
        guard let entry, let environment = entry.interaction.environment else { return nil }
        return FocusedElement(
            label: entry.interaction.label, kind: entry.interaction.kind, environment: environment,
            frame: entry.frame, isInModal: topModal != nil)
    }

    /// Tells the focus observers the focused element when it is not what they were last told
    /// (another element, or its label, kind, environment, place or modal state changed), or when
    /// an observer was made anew: a toggle flipped or a row drawn again elsewhere leaves the
    /// element as it was, and an observer's derived values (an inspector's) with it.
    private func notifyFocusObservers() {
        let observers = graph.focusObservers
        guard !observers.isEmpty else {
            notifiedFocus = nil
            return
        }
        let entry = focusMap?.entry(for: graph.focusedIdentity)
        let element = focusedElement(entry)
        let told = element.flatMap { element in entry.map { FocusedElement.Summary(element, identity: $0.interaction.identity) } }
        guard graph.focusObserversRenewed || notifiedFocus != .some(told) else { return }
        notifiedFocus = .some(told)
        for observer in observers { observer(element) }
    }

    /// Tells the shortcut observers the screen's shortcuts when they changed (or an observer is
    /// new). Under a modal the shortcuts of the screen beneath still stand (a help panel lists
    /// them), so the list is taken only from frames without one.
    private func notifyShortcutObservers() {
        let observers = graph.shortcutObservers
        guard !observers.isEmpty else {
            toldShortcuts = nil
            return
        }
        if topModal == nil, let map = focusMap {
            screenShortcuts = map.shortcuts.map { KeyboardShortcutEntry(shortcut: $0.shortcut, title: $0.entry.interaction.label ?? "") }
        }
        guard graph.shortcutObserversRenewed || toldShortcuts != screenShortcuts else { return }
        toldShortcuts = screenShortcuts
        for observer in observers { observer(screenShortcuts) }
    }

    /// The shortcuts of the last frame drawn without a modal.
    private var screenShortcuts: [KeyboardShortcutEntry] = []
    /// What the shortcut observers were last told.
    private var toldShortcuts: [KeyboardShortcutEntry]?

    /// What the focus observers were last told (`.some(nil)`: that nothing had focus).
    private var notifiedFocus: FocusedElement.Summary??

    /// The environment at the root of the tree (colour depth, reduce motion, …).
    package var environment: EnvironmentValues {
        didSet { invalidation.signal() }
    }

    /// What the last frame cost (`TESSERA_FRAME_TRACE`).
    package private(set) var lastFrameTrace = FrameTrace()

    /// The number of frames rendered so far.
    package private(set) var frameCount = 0

    /// The size the root view asked for in the last frame; larger than the screen when it did not fit.
    package private(set) var rootSize: (columns: Int, rows: Int) = (0, 0)

    package init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
        appendRoot = { context, nodes in context.graph.append(root, context, into: &nodes) }
        dirtyQueue = DirtyQueue(invalidation: invalidation, rendering: rendering)
        graph = ViewGraph(dirtyQueue: dirtyQueue)
        let quitSignal = self.quitSignal
        let invalidation = self.invalidation
        quitAction = QuitAction {
            quitSignal.request()
            invalidation.signal()   // wakes a waiting loop, so it sees the request at once
        }
    }

    /// Milliseconds on the animation clock; the runtime advances it, snapshots leave it at 0.
    package var time: Int {
        get { graph.time }
        set { graph.time = newValue }
    }

    /// When the last frame showed an animation: milliseconds until the next frame is due.
    /// `nil` when nothing on screen animates, so an idle app can sleep until input arrives.
    package var animationInterval: Int? { graph.animationInterval }

    /// Makes the next frame a full one: every view resolves again, as if everything it depends on
    /// had changed (benchmarks; a model the host cannot observe). State is kept.
    package func invalidate() {
        graph.invalidateAll()
        invalidation.signal()
    }

    /// Whether something changed since the last frame.
    package var needsRender: Bool { invalidation.isRaised }

    /// Called on any thread when a new frame is needed, so a blocked event loop can wake up.
    package func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
        invalidation.setWakeHandler(handler)
    }

    /// Renders a frame of `size`. Reading an `@Observable` model's property while rendering makes
    /// a later change to it ask for a new frame.
    package func render(size: TerminalSize) -> CellBuffer {
        let changed = invalidation.consume()
        frameCount += 1
        if let unchanged = reusableFrame(size: size, changed: changed) {
            lastFrameTrace = FrameTrace(reused: true)
            return unchanged
        }
        let clock = ContinuousClock()
        let start = clock.now
        var resolved = start
        lastSize = size
        lastFrameTime = time
        let context = rootContext(size: size)
        rendering.isActive = true
        let root = graph.resolveFrame(context, root: appendRoot)
        resolved = clock.now
        let buffer = layOutAndDraw(root, size: size)
        let bands = drawnBands
        graph.sweepLazyRows()
        rendering.isActive = false
        dirtyQueue.signalIfPending()
        // A frame whose layout moved focus is drawn again at once, so it is not the one to check.
        if verifiesIncrementalFrames, !pendingFocusMove { verify(buffer, root: root, context: context, size: size) }
        // Lazy rows are resolved while placing, so their bodies count here but their time is layout's.
        lastFrameTrace = FrameTrace(
            resolveMicroseconds: FrameTrace.microseconds(resolved - start),
            layoutAndDrawMicroseconds: FrameTrace.microseconds(clock.now - resolved),
            bodies: graph.bodiesEvaluated, drawnRows: lastDrawnRows)
        let afterFrame = graph.takeAfterFrameActions()
        if pendingFocusMove {
            // Focus moved into or out of a modal: controls resolve `isFocused`, so draw again.
            pendingFocusMove = false
            invalidation.signal()
        }
        for action in afterFrame { action() }
        notifyFocusObservers()
        notifyShortcutObservers()
        spareBuffer = lastBuffer
        lastBuffer = buffer
        spareStaleRows = bands
        return buffer
    }

    /// Checks every frame against a frame resolved from scratch (every record resolved again, state
    /// kept), for tests of the incremental renderer: a difference is kept in ``verificationFailures``.
    package var verifiesIncrementalFrames = false
    /// The frames that differed from their full resolution, described.
    package private(set) var verificationFailures: [String] = []
    /// Told of each difference as it is found.
    package var onVerificationFailure: ((String) -> Void)?

    /// What the root view resolves in: the host's environment, with the screen's size and the
    /// quit action.
    private func rootContext(size: TerminalSize) -> ResolveContext {
        var rootEnvironment = environment
        rootEnvironment.writeSource = .provider("runtime")
        rootEnvironment.screenSize = size
        rootEnvironment.quit = quitAction
        rootEnvironment.writeSource = .keyDefault
        return ResolveContext(environment: rootEnvironment, identity: .root, scope: "root", stackAxis: nil, graph: graph)
    }

    /// Resolves everything again from scratch (state kept) and compares it with the last frame:
    /// `nil` when they are the same, else where they differ. For tests of the incremental renderer.
    package func verifyLastFrame() -> String? {
        guard let lastBuffer, let size = lastSize else { return nil }
        let count = verificationFailures.count
        verify(lastBuffer, root: graph.rootNode, context: rootContext(size: size), size: size)
        return verificationFailures.count > count ? verificationFailures.last : nil
    }

    private func verify(_ incremental: CellBuffer, root: LayoutNode?, context: ResolveContext, size: TerminalSize) {
        // The focus map copied the subtrees that did not change from the last one: walked afresh,
        // the frame's nodes must give the same map.
        if let map = focusMap, let root, !isShowingTooSmall,
            let difference = map.difference(
                from: FocusMap(root: topModal?.node ?? root, bounds: Rect(origin: .zero, size: size)))
        {
            let failure = "frame \(frameCount)'s focus map differs from one walked afresh: \(difference)"
            verificationFailures.append(failure)
            onVerificationFailure?(failure)
        }
        let afterFrame = graph.takeAfterFrameActions()
        let interval = graph.animationInterval
        graph.invalidateAll()
        rendering.isActive = true
        drawsEverything = true
        let full = layOutAndDraw(graph.resolveFrame(context, root: appendRoot), size: size)
        drawsEverything = false
        graph.sweepLazyRows()
        rendering.isActive = false
        graph.restoreAfterVerification(actions: afterFrame, animationInterval: interval)
        _ = invalidation.consume()
        guard full != incremental else { return }
        var rows: [String] = []
        for y in 0..<size.rows {
            let a = String((0..<size.columns).map { incremental[$0, y].grapheme })
            let b = String((0..<size.columns).map { full[$0, y].grapheme })
            if a != b {
                rows.append("row \(y):\n  incremental: \(a)\n  full:        \(b)")
            } else if (0..<size.columns).contains(where: { incremental[$0, y] != full[$0, y] }) {
                rows.append("row \(y): styles differ")
            }
        }
        let failure = "frame \(frameCount) differs from its full resolution:\n" + rows.joined(separator: "\n")
        verificationFailures.append(failure)
        onVerificationFailure?(failure)
    }

    /// The last frame, and the one before it, whose cells the next frame overwrites once the
    /// presenter has let go of them (so a frame allocates no buffer of its own).
    private var lastBuffer: CellBuffer?
    private var spareBuffer: CellBuffer?
    /// The animation clock when the last frame was built.
    private var lastFrameTime = 0

    /// The last frame itself when nothing it depends on has changed: no `@State` write, no
    /// observed property, no input, no environment change (each raises `invalidation`), the
    /// same size, and no animation due. Such a frame evaluates no body and allocates nothing.
    private func reusableFrame(size: TerminalSize, changed: Bool) -> CellBuffer? {
        guard !changed, size == lastSize, let lastBuffer else { return nil }
        guard animationInterval == nil || time == lastFrameTime else { return nil }
        return lastBuffer
    }

    /// Whether the last frame had nothing presented over the page, so that what it drew of the
    /// page is what the next frame keeps where nothing changed.
    private var lastFrameHadNoPresentations = false
    /// Set while a verification pass draws the whole screen from scratch.
    private var drawsEverything = false
    /// The rows the last frame drew over the one before, when it drew only its damaged rows.
    private var lastDrawnRows: Int?
    /// The bands of rows this frame drew over a copy of the last one, when it drew only those.
    private var drawnBands: [Rect]?

    /// Where the spare buffer (the frame before the last) differs from the last frame, when the
    /// last frame drew only those rows over a copy of it: the next frame copies only them.
    /// `nil` when not known (the whole buffer is copied).
    private var spareStaleRows: [Rect]?

    /// The spare buffer holding a copy of the last frame, when there is a last frame of `size`.
    private func copyOfLastFrame(size: TerminalSize) -> CellBuffer? {
        guard let lastBuffer, lastBuffer.size == size else { return nil }
        let spare = spareBuffer.take()
        if var buffer = spare, buffer.size == size, let stale = spareStaleRows {
            for band in stale { buffer.copyRows(band.y..<band.maxY, from: lastBuffer) }
            return buffer
        }
        var buffer = spare ?? CellBuffer(size: size)
        guard buffer.copyCells(from: lastBuffer) else { return nil }
        return buffer
    }

    /// A blank buffer of `size`: the spare one cleared when it fits, else a new one.
    private func blankBuffer(size: TerminalSize) -> CellBuffer {
        guard var buffer = spareBuffer.take(), buffer.size == size else { return CellBuffer(size: size) }
        buffer.fill(buffer.bounds, with: .blank())
        return buffer
    }

    /// Renders a frame of `size`, then again while the tree asks for one (focus moving into a
    /// modal), at most `maximumPasses` more times: the frame a person would see once it settles.
    package func renderSettled(size: TerminalSize, maximumPasses: Int = 8) -> CellBuffer {
        var buffer = render(size: size)
        var passes = 0
        while needsRender, passes < maximumPasses {
            buffer = render(size: size)
            passes += 1
        }
        return buffer
    }

    private func layOutAndDraw(_ root: LayoutNode, size: TerminalSize) -> CellBuffer {
        let bounds = Rect(origin: .zero, size: size)
        drawnBands = nil
        layoutCount += 1
        let replacements = graph.takeFrameReplacements()
        if let minimum = graph.minimumScreenSize, size.columns < minimum.width || size.rows < minimum.height {
            focusMap = nil
            isShowingTooSmall = true
            lastDrawnRows = nil
            graph.timelinesBeforeDrawing(damaged: nil)
            var buffer = blankBuffer(size: size)
            drawTooSmall(needed: minimum, into: &buffer)
            return buffer
        }
        let wasTooSmall = isShowingTooSmall
        isShowingTooSmall = false
        // The root sits at the top left at the size it asked for, clipped to the screen when it
        // is larger (as in SwiftUI); a root that wants the whole screen says so with spacers or
        // `frame(maxWidth: .infinity, maxHeight: .infinity)`.
        let needed = root.sizeThatFits(ProposedSize(width: size.columns, height: size.rows))
        rootSize = (needed.width, needed.height)
        let rootFrame = Rect(x: 0, y: 0, width: needed.width, height: needed.height)
        let presentations = graph.presentations
        // With a modal up, only the topmost modal takes input: focus is trapped inside it.
        let modal = presentations.last(where: \.isModal)
        let focusRoot = modal?.node ?? root
        func placeAll() {
            root.place(in: rootFrame, visible: bounds)
            for presentation in presentations { presentation.place(in: bounds) }
        }
        let damage = Damage(layout: layoutCount)
        let expectedEntries = focusMap?.entries.count ?? 0
        let map = Damage.$current.withValue(damage) { () -> FocusMap in
            placeAll()
            var map =
                patchedFocusMap(root: focusRoot, bounds: bounds, replacements: replacements, damage: damage)
                ?? FocusMap(root: focusRoot, bounds: bounds, expectedEntries: expectedEntries, reuse: focusMapReuse)
            // Targets under a modal still scroll (the page behind it), so they are looked for from
            // the root, and in the modal (a list inside it).
            if revealScrollTargets(in: modal == nil ? [map] : [FocusMap(root: root, bounds: bounds), map]) {
                placeAll()
                map = FocusMap(root: focusRoot, bounds: bounds, expectedEntries: expectedEntries, reuse: focusMapReuse)
            }
            if revealFocus(in: map) {
                placeAll()
                map = FocusMap(root: focusRoot, bounds: bounds, expectedEntries: expectedEntries, reuse: focusMapReuse)
            }
            return map
        }
        focusMap = map
        topModal = modal
        trapOrRestoreFocus(in: map, modalShown: modal != nil)
        trackSections(in: map, modalShown: modal != nil)
        syncFocusStates(in: map)
        // Only the damaged rows are drawn again over a copy of the last frame, when there is one
        // of this size and nothing is presented over the page (a modal dims all of it).
        let rows = damage.rows(in: bounds)
        let partial =
            !drawsEverything && presentations.isEmpty && lastFrameHadNoPresentations && !wasTooSmall
            && rows.reduce(0) { $0 + $1.height } * 2 < size.rows
        lastFrameHadNoPresentations = presentations.isEmpty
        lastDrawnRows = nil
        if partial, var buffer = copyOfLastFrame(size: size) {
            drawnBands = rows
            lastDrawnRows = rows.reduce(0) { $0 + $1.height }
            // The damaged rectangles, not their whole rows: a switch drawn again is a few cells,
            // and the rest of its row (other views, their text) is not walked or written.
            let areas = damage.rects(in: bounds, over: buffer)
            graph.timelinesBeforeDrawing(damaged: areas)
            for area in areas {
                buffer.fill(area, with: .blank())
                let clip = area.intersection(rootFrame)
                if !clip.isEmpty { root.draw(into: &buffer, clip: clip) }
            }
            return buffer
        }
        graph.timelinesBeforeDrawing(damaged: nil)
        var buffer = blankBuffer(size: size)
        root.draw(into: &buffer, clip: bounds.intersection(rootFrame))
        for presentation in presentations {
            if case .modal(_, let scrim, let background, let depth, _) = presentation.kind {
                Presentation.dim(&buffer, scrim: scrim, depth: depth, defaultBackground: background)
            }
            guard presentation.isVisible(focused: graph.focusedIdentity, hover: hoverPoint) else { continue }
            drawPresentation(presentation.node, into: &buffer, bounds: bounds)
        }
        return buffer
    }

    /// The layouts made so far (``Damage/layout``).
    private var layoutCount = 0

    /// The last frame's focus map with the subtrees `replacements` put in walked again, when that
    /// is the map a walk of the whole tree would give (``FocusMap/splices(patching:root:bounds:replacements:damage:)``):
    /// a focus move or a flipped switch walks the two controls it changed, not the path to them.
    private func patchedFocusMap(
        root: LayoutNode, bounds: Rect, replacements: [FocusMapReplacement]?, damage: Damage
    ) -> FocusMap? {
        let reuse = focusMapReuse
        guard let replacements, focusMap != nil, reuse.root === root, reuse.bounds == bounds, var map = reuse.previous,
            let splices = FocusMap.splices(patching: map, root: root, bounds: bounds, replacements: replacements, damage: damage)
        else { return nil }
        // Let go of the other references to the last map's lists, so the patch changes them in place.
        focusMap = nil
        reuse.previous = nil
        map.apply(splices)
        reuse.previous = map
        reuse.patched = true
        reuse.copiedEntries = map.entries.count - splices.reduce(0) { $0 + $1.entries.count }
        return map
    }

    private func drawPresentation(_ node: LayoutNode, into buffer: inout CellBuffer, bounds: Rect) {
        let clip = bounds.intersection(node.frame)
        guard !clip.isEmpty else { return }
        node.draw(into: &buffer, clip: clip)
    }

    /// Moves focus into a modal that just appeared, and back to where it was once it is gone.
    /// A focus change needs one more frame, since controls resolve `isFocused`.
    private func trapOrRestoreFocus(in map: FocusMap, modalShown: Bool) {
        if modalShown {
            guard map.entry(for: graph.focusedIdentity) == nil else { return }
            if focusBeforeModal == nil { focusBeforeModal = .some(graph.focusedIdentity) }
            moveFocus(to: map.tabTarget(from: nil, step: 1, remembered: sectionFocus)?.interaction.identity)
        } else if let saved = focusBeforeModal {
            focusBeforeModal = nil
            moveFocus(to: saved)
        }
    }

    /// Keeps what Tab needs of each section (the element it had focused last) and lets focus that
    /// rests on a section's preferred element follow the preference when it moves — the sidebar's
    /// open page changed by a key or a search — so focus and selection part only when the user
    /// moved focus. While a modal covers the screen, what is known of the sections under it is kept.
    private func trackSections(in map: FocusMap, modalShown: Bool) {
        let preferred = map.preferredEntries
        if let focused = map.entry(for: graph.focusedIdentity), let section = focused.section,
            sectionDefaults[section] == focused.interaction.identity,
            let moved = preferred[section], moved != focused.interaction.identity
        {
            moveFocus(to: moved)
        }
        if modalShown {
            sectionDefaults.merge(preferred) { $1 }
        } else {
            // A few sections at most: asked of the entries in place, not of a set made every frame.
            func isOnScreen(_ section: ViewIdentity) -> Bool { map.entries.contains { $0.section == section } }
            if !sectionFocus.keys.allSatisfy(isOnScreen) { sectionFocus = sectionFocus.filter { isOnScreen($0.key) } }
            sectionDefaults = preferred
        }
        if let focused = map.entry(for: graph.focusedIdentity), let section = focused.section {
            sectionFocus[section] = focused.interaction.identity
        }
    }

    /// Carries out the moves the app asked of its `FocusState`s, then tells each where focus is:
    /// the value of the innermost view marked for it around the focused control, else its
    /// unfocused value (also for the states whose views left the screen or are under a modal).
    private func syncFocusStates(in map: FocusMap) {
        // Most screens have no focus state: no lookup of the focused entry per frame for them.
        guard !map.focusStates.isEmpty || !publishedFocusStates.isEmpty else { return }
        for storage in map.focusStates {
            guard let wanted = storage.takeRequest() else { continue }
            let focused = map.entry(for: graph.focusedIdentity)
            if wanted == storage.unfocused {
                if focused?.focusTargets.contains(where: { $0.storage === storage }) == true { moveFocus(to: nil) }
            } else if let entry = map.focusOrder.first(where: { entry in
                entry.focusTargets.contains { $0.storage === storage && $0.value == wanted }
            }) {
                moveFocus(to: entry.interaction.identity)
            }
        }
        let focused = map.entry(for: graph.focusedIdentity)
        for storage in map.focusStates {
            storage.publish(focused?.focusTargets.last { $0.storage === storage }?.value ?? storage.unfocused)
        }
        for storage in publishedFocusStates where !map.focusStates.contains(where: { $0 === storage }) {
            storage.publish(storage.unfocused)
        }
        publishedFocusStates = map.focusStates
    }

    /// The focus states the last frame told where focus is.
    private var publishedFocusStates: [FocusStateStorage] = []

    /// Moves focus while laying out. Only a real move needs another frame: a modal with nothing
    /// to focus (a help panel) leaves focus at nil, and asking again for that would draw forever.
    private func moveFocus(to identity: ViewIdentity?) {
        guard graph.focusedIdentity != identity else { return }
        graph.focusedIdentity = identity
        pendingFocusMove = true
    }

    /// Carries out each scroll request not yet carried out; true when a scroll view moved. A
    /// request that leaves the screen is forgotten, so the same one later scrolls again.
    private func revealScrollTargets(in maps: [FocusMap]) -> Bool {
        var moved = false
        let targets = maps.flatMap(\.scrollTargets)
        for target in targets where !handledScrollRequests.contains(target.request) {
            for scroll in target.scrollViews.reversed() where scroll.scrollToShow(target.frame) { moved = true }
        }
        handledScrollRequests = Set(targets.map(\.request))
        return moved
    }

    /// Scrolls enclosing scroll views so the focused element is visible; true when any moved.
    private func revealFocus(in map: FocusMap) -> Bool {
        guard let entry = map.entry(for: graph.focusedIdentity) else { return false }
        var moved = false
        for scroll in entry.scrollViews.reversed() where scroll.scrollToShow(entry.frame) { moved = true }
        return moved
    }

    /// Says the terminal is smaller than the app's minimum, in as many centred lines as the width
    /// needs: what it needs, what it has, and how to leave.
    private func drawTooSmall(needed: CellSize, into buffer: inout CellBuffer) {
        let paragraphs = [
            ("Terminal too small", CellStyle(attributes: .bold)),
            ("need \(needed.width)×\(needed.height), have \(buffer.columns)×\(buffer.rows)", CellStyle.plain),
            ("q quits", CellStyle(attributes: .dim)),
        ].map { text, style in (environment.asciiOnly ? ASCIIFallback.text(text) : text, style) }
        var lines: [(String, CellStyle)] = []
        for (text, style) in paragraphs {
            var paragraph: [String] = []
            for word in text.split(separator: " ") {
                if let last = paragraph.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(word) <= buffer.columns {
                    paragraph[paragraph.count - 1] = last + " " + word
                } else {
                    paragraph.append(String(word))
                }
            }
            lines += paragraph.map { ($0, style) }
        }
        let top = max(0, (buffer.rows - lines.count) / 2)
        for (index, (line, style)) in lines.enumerated() {
            let x = max(0, (buffer.columns - DisplayWidth.of(line)) / 2)
            buffer.write(line, at: Point(x: x, y: top + index), style: style)
        }
    }

    // MARK: Input

    /// Routes an input event to the views. Returns whether anything handled it.
    @discardableResult
    package func handle(_ event: InputEvent) -> Bool {
        pushesBeforeInput = dirtyQueue.pushes
        switch event {
        case .key(let press): return handleKey(press)
        case .mouse(let mouse): return handleMouse(mouse)
        case .focus(let isFocused):
            guard environment.terminalIsFocused != isFocused else { return false }
            environment.terminalIsFocused = isFocused
            return true
        case .paste(let text):
            guard let focused = focusMap?.entry(for: graph.focusedIdentity)?.interaction,
                focused.handlePaste?(text) == true
            else { return false }
            return interacted(with: focused)
        case .resize:
            // A resize redraws everything (it is also how a terminal asks for a full redraw).
            graph.invalidateAll()
            invalidation.signal()
            return true
        }
    }

    private func handleKey(_ press: KeyPress) -> Bool {
        if isShowingTooSmall, press == KeyPress(.character("q")) {
            quitSignal.request()
            return true
        }
        guard let map = focusMap else { return false }
        if let target = map.shortcutTarget(for: press), let activate = target.interaction.activate,
            !KeyboardShortcut.isTyping(press) || map.entry(for: graph.focusedIdentity)?.interaction.handleKey == nil
        {
            activate()
            return interacted(with: target.interaction)
        }
        if let focused = map.entry(for: graph.focusedIdentity) {
            if focused.interaction.handleKey?(press) == true { return interacted(with: focused.interaction) }
            if press.key == .enter || press.key == .character(" "), let activate = focused.interaction.activate {
                activate()
                return interacted(with: focused.interaction)
            }
            for handler in focused.keyHandlers.reversed() where handler(press) { return changed() }
        } else {
            for handler in map.screenKeyHandlers where handler(press) { return changed() }
        }
        if press.key == .escape, let modal = topModal {
            modal.dismiss()
            return changed()
        }
        if press.key == .escape, graph.focusedIdentity != nil {
            // Nothing to dismiss: leave the focused control (a text field, say).
            graph.focusedIdentity = nil
            return changed()
        }
        if let scroll = pageScrollTarget(in: map) {
            let page = max(1, scroll.frame.height - 1)
            switch press.key {
            case .pageDown: return scroll.scroll(by: page) ? changed() : false
            case .pageUp: return scroll.scroll(by: -page) ? changed() : false
            case .home: return scroll.scroll(by: -ProposedSize.unbounded) ? changed() : false
            case .end: return scroll.scroll(by: ProposedSize.unbounded) ? changed() : false
            default: break
            }
        }
        switch press.key {
        case .tab: return focus(map.tabTarget(from: graph.focusedIdentity, step: 1, remembered: sectionFocus))
        case .backTab: return focus(map.tabTarget(from: graph.focusedIdentity, step: -1, remembered: sectionFocus))
        case .down, .right: return focus(map.arrowTarget(from: graph.focusedIdentity, step: 1, remembered: sectionFocus))
        case .up, .left: return focus(map.arrowTarget(from: graph.focusedIdentity, step: -1, remembered: sectionFocus))
        default: return false
        }
    }

    /// The control of a popover under `point`, if any (the topmost popover first).
    private func popoverHit(_ point: Point) -> FocusMap.Entry? {
        guard let bounds = lastBuffer.map({ Rect(x: 0, y: 0, width: $0.columns, height: $0.rows) }) else { return nil }
        for presentation in graph.presentations.reversed()
        where !presentation.isModal
            && presentation.node.frame.contains(point)
            && presentation.isVisible(focused: graph.focusedIdentity, hover: hoverPoint)
        {
            if let hit = FocusMap(root: presentation.node, bounds: bounds).hit(point) { return hit }
        }
        return nil
    }

    /// The popover control a press went to, until its release.
    private var pressedInPopover: Interaction?

    private func handleMouse(_ mouse: MouseEvent) -> Bool {
        if mouse.kind == .move, hoverPoint != mouse.position {
            hoverPoint = mouse.position
            if graph.pressedIdentity == nil, !graph.presentations.isEmpty { invalidation.signal() }
        }
        guard let map = focusMap else { return false }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            // Shift turns the wheel sideways, as in browsers.
            let axis: Axis = mouse.modifiers.contains(.shift) ? .horizontal : .vertical
            return map.scrollView(at: mouse.position, preferring: axis)?.scroll(by: mouse.kind == .wheelUp ? -3 : 3) ?? false
        case .press(.left):
            // A press outside an open dropdown closes it, as Esc would.
            if let dropdown = topModal, dropdown.isDropdown, !dropdown.node.frame.contains(mouse.position) {
                dropdown.dismiss()
                return changed()
            }
            // A popover (a search field's suggestions) is over the page and takes no focus: a
            // press on a control in it is its own, and the release on that control presses it.
            if let target = popoverHit(mouse.position) {
                pressedInPopover = target.interaction
                _ = target.interaction.handleMouse?(mouse, target.frame)
                return changed()
            }
            // The press focuses the control and captures the pointer until the release.
            guard let target = map.hit(mouse.position) else { return false }
            if target.interaction.isFocusable { graph.focusedIdentity = target.interaction.identity }
            graph.pressedIdentity = target.interaction.identity
            _ = target.interaction.handleMouse?(mouse, target.frame)
            return interacted(with: target.interaction)
        case .release(.left):
            if let popoverPress = pressedInPopover {
                pressedInPopover = nil
                guard popoverHit(mouse.position)?.interaction.identity == popoverPress.identity,
                    let activate = popoverPress.activate
                else { return changed() }
                activate()
                return interacted(with: popoverPress)
            }
            // The capturing control sees the release wherever it happens (a drag may end outside
            // it); a release that is not handled activates the control when it is still on it.
            let pressed = map.entry(for: graph.pressedIdentity)
            graph.pressedIdentity = nil
            if let pressed, pressed.interaction.handleMouse?(mouse, pressed.frame) != true,
                map.hit(mouse.position)?.interaction.identity == pressed.interaction.identity
            {
                pressed.interaction.activate?()
            }
            if let pressed { return interacted(with: pressed.interaction) }
            return changed()
        case .move:
            guard let pressed = map.entry(for: graph.pressedIdentity) else { return false }
            return pressed.interaction.handleMouse?(mouse, pressed.frame) == true ? interacted(with: pressed.interaction) : false
        default:
            return false
        }
    }

    /// The scroll view PgUp/PgDn/Home/End move: the innermost one around the focused element that
    /// scrolls down (a sideways one only when none does), else the largest on screen.
    private func pageScrollTarget(in map: FocusMap) -> ScrollNode? {
        if let focused = map.entry(for: graph.focusedIdentity),
            let inner = focused.scrollViews.last(where: { $0.axis == .vertical }) ?? focused.scrollViews.last
        {
            return inner
        }
        return map.scrollViews.max { $0.visibleFrame.width * $0.visibleFrame.height < $1.visibleFrame.width * $1.visibleFrame.height }?.node
    }

    /// Focuses `entry` (from a key or the accessible mode); false when there is nowhere to go.
    func focus(_ entry: FocusMap.Entry?) -> Bool {
        guard let entry else { return false }
        graph.focusedIdentity = entry.interaction.identity
        return changed()
    }

    private func changed() -> Bool {
        invalidation.signal()
        return true
    }

    /// Records made dirty before the input being handled: an action that made none dirty changed
    /// nothing that is tracked.
    private var pushesBeforeInput = 0

    /// A control took the input: it resolves again, and so does the view that made it when the
    /// action changed nothing that is tracked, so that it shows what the action did even to a
    /// value nothing observes (a binding into a plain class). A `@State` or `@Observable` change
    /// makes its own readers dirty, and only them.
    private func interacted(with interaction: Interaction) -> Bool {
        graph.markInputTaken(by: interaction.identity, includingMaker: dirtyQueue.pushes == pushesBeforeInput)
        return changed()
    }

    // MARK: Inspection

    /// The accessibility label of the focused element.
    package var focusedLabel: String? { focusMap?.entry(for: graph.focusedIdentity)?.interaction.label }

    /// Interactive elements with no accessibility label, by their position on screen.
    package var unlabeledElements: [Rect] {
        (focusMap?.entries ?? []).filter { ($0.interaction.label ?? "").isEmpty }.map(\.frame)
    }

    /// How many `@State` values the tree keeps alive.
    package var stateCount: Int { graph.store.count }
    /// How many reader entries the `@State` values hold, and how many of them still matter.
    var stateReaderCounts: (held: Int, live: Int) { graph.store.readerCounts }

    /// How many views the host keeps records of, and how many observation watches they hold.
    var recordCount: Int { graph.recordCount }
    var liveObservationWatches: Int { graph.watches.count.load(ordering: .relaxed) }

    /// Where each interactive element whose accessibility label is `label` was drawn.
    package func elementFrames(labelled label: String) -> [Rect] {
        (focusMap?.entries ?? []).filter { $0.interaction.label == label }.map(\.frame)
    }

    /// Labels of the focusable elements in focus order.
    package var focusOrderLabels: [String] {
        (focusMap?.focusOrder ?? []).map { $0.interaction.label ?? "" }
    }
}
