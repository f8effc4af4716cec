/// One view's place in the tree, kept from frame to frame so that a view whose inputs did not
/// change keeps the nodes it made instead of evaluating its body again. Every user-written view
/// (one with a body) has a record, and so does each row a lazy stack builds; a few of Tessera's
/// own views with bodies resolve inside the record around them (``ResolvesInline``).
///
/// What invalidates what — the invariants the renderer keeps:
/// - A record is reused as it is (a *hit*) when its view value has the same inputs as the last one
///   (``ValueBytes``: its bytes outside `@State` and `@Environment` wrappers at any depth and
///   padding, builder branches by case and payload, ``InputLayout``), its environment has the same
///   fingerprint, and it is not dirty. A hit evaluates nothing below it. Modifiers keep what they
///   change as data (``EnvironmentWrite``, ``StyleWrite``), so the same modifier written again by a
///   parent's body leaves the child's value equal.
/// - A built-in control (a button, a toggle) resolves in a record of its own, so a focus move or a
///   press resolves only that control. When a control takes input and nothing the app observes
///   changed (its action wrote a binding into a plain class, say), the view that made it is dirty
///   too, so it shows what the action did (``ViewGraph/markInputTaken(by:includingMaker:)``).
/// - It is *dirty* when a `@State` value its body read changed — its own, or another view's
///   through a binding; a view that only passed `$value` on is not, since the binding is the same
///   argument frame after frame (``StateStorage``) — or a built-in view's state it owns changed; an
///   `@Observable` property that its body, its bindings, its `ForEach` content or its styles read
///   changed (``RecordObservation``); the focused or pressed control it resolved changed; a
///   `TimelineView` in it reached a new tick; or the host was invalidated.
/// - Resolving a record evaluates its body and its built-in views, but not the user views in it:
///   those are records of their own, resolved after it (so each record observes only what it read
///   itself). A dirty record resolves again on its own and puts its new nodes in its ``RecordNode``;
///   the nodes above are laid out again, never resolved. Once every record of the frame has
///   resolved, new nodes that measure as the ones they replace (``RecordNode/settleReplacedContent(pass:)``)
///   leave the measurements above as they were: the nodes above only place their children again.
/// - The focus map skips a subtree in which it found nothing (``LayoutNode/focusMapSkips``) until
///   a record below puts in new content; focus observers hear of the focused element when it, or
///   what they see of it, changed (``FocusedElement/Summary``), or when they were made anew.
/// - What resolving did besides making nodes — presentations, focus observers, `onAppear`,
///   `onDisappear` and `task`, a minimum screen size, a requested depth — is kept in ``items``, in
///   tree order with the child records, and gathered from the whole record tree in each frame in
///   which a record that asked or asks for any of it resolved, or a lazy row came or went; in
///   another frame the last gathering stands. `@State` lives as long as the record that claimed it.
final class ViewRecord {
    /// What a record remembers besides its children.
    enum Item {
        case child(ViewRecord)
        case presentation(Presentation)
        case focusObserver((FocusedElement?) -> Void)
        case shortcutObserver(([KeyboardShortcutEntry]) -> Void)
        case appearance(ViewIdentity, () -> Void)
        case disappearance(ViewIdentity, () -> Void)
        case task(ViewIdentity, MainActorWork)
        case minimumScreenSize(CellSize)
        case colorDepth(ColorDepth)

        /// Whether this is a child record rather than something asked of the frame.
        var isChild: Bool {
            if case .child = self { true } else { false }
        }
    }

    let identity: ViewIdentity
    /// The record whose resolution made this one (nil for the root).
    private(set) weak var parent: ViewRecord?
    /// How far below the root: dirty records resolve outermost first.
    private(set) var depth: Int
    /// Where the view's nodes go.
    let node = RecordNode()
    /// The view and the context it resolves in.
    private(set) var view: RecordedView
    private(set) var context: ResolveContext
    /// Children and side effects of the last resolution, in tree order.
    var items: [Item] = []
    /// Rows built by lazy stacks of this record, by identity.
    var lazyRows: [ViewIdentity: ViewRecord] = [:]
    /// Set by the frame's gathering of effects (``ViewGraph``) when neither this record nor any
    /// below it (children, lazy rows) asked anything of the frame; the next gathering skips the
    /// subtree. A record marked has every record below it marked, so a record not marked has no
    /// marked ancestor: ``effectsMayHaveChanged()`` keeps that true.
    var gathersNothing = false

    /// Unmarks this record and those above it (``gathersNothing``): it resolves again, or its lazy
    /// rows changed.
    func effectsMayHaveChanged() {
        gathersNothing = false
        var record = parent
        while let current = record, current.gathersNothing {
            current.gathersNothing = false
            record = current.parent
        }
    }
    /// `@State` storage this record claimed in its last resolution.
    var stateKeys: [StateStore.Key] = []
    /// Controls whose focus or pressed state this record's last resolution read.
    var focusReads: [ViewIdentity] = []
    /// `TimelineView` intervals and the tick each showed in the last resolution.
    var ticks: [(interval: Int, tick: Int)] = []
    /// How state storage and watches name this record from any thread.
    let handle: RecordHandle
    let observation: RecordObservation

    var isDirty = false
    private(set) var isDisposed = false
    /// Set for a built-in control's own record (a button's, a toggle's): the view that made the
    /// control is this record's parent, not this record.
    var isControl = false
    /// The resolution (``ViewGraph`` counts them) that last claimed this record, to tell a second
    /// view with the same identity in one parent (a repeated `ForEach` id) from this one.
    var claimSerial = -1
    /// The frame in which this record last resolved.
    var resolvedPass = -1
    /// The frame in which a lazy stack last showed this record as a row.
    var shownPass = -1

    /// A record whose changes (state, observed properties, from any thread) go to `dirtyQueue`.
    init(
        identity: ViewIdentity, parent: ViewRecord?, view: RecordedView, context: ResolveContext,
        dirtyQueue: DirtyQueue, watches: WatchCount
    ) {
        self.identity = identity
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.context = context
        let handle = RecordHandle()
        self.handle = handle
        observation = RecordObservation(watches: watches, dirtyQueue: dirtyQueue, handle: handle)
        handle.record = self
    }

    /// Takes a new view value and context to resolve with.
    func update(view: RecordedView, context: ResolveContext) {
        self.view = view
        self.context = context
    }

    /// The child records of the last resolution.
    var children: [ViewRecord] {
        items.compactMap { if case .child(let child) = $0 { child } else { nil } }
    }

    /// Marks the record gone: its watches are retired and it never resolves again.
    func markDisposed() {
        isDisposed = true
        observation.retire()
    }
}

/// A view value kept by its record, and how to resolve it.
class RecordedView {
    /// The view's type, which the record's identity includes.
    let viewType: ObjectIdentifier

    init(viewType: ObjectIdentifier) {
        self.viewType = viewType
    }

    /// Resolves the view into `nodes` (its body, or its built-in nodes for a lazy row).
    func resolve(_ graph: ViewGraph, _ context: ResolveContext, into nodes: inout [LayoutNode]) {}
}

/// A view value of a known type.
final class TypedRecordedView<V: View>: RecordedView {
    let value: V
    let facts: TypeFacts

    init(_ value: V, facts: TypeFacts) {
        self.value = value
        self.facts = facts
        super.init(viewType: ObjectIdentifier(V.self))
    }

    /// Whether `other` is the same view as far as resolving it goes (see ``ValueBytes``).
    func isSame(as other: V) -> Bool {
        facts.layout.isKnown && ValueBytes.equal(value, other, in: facts.layout.inputs)
    }

    override func resolve(_ graph: ViewGraph, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        graph.evaluate(value, facts: facts, context, into: &nodes)
    }
}

/// The root of a host: whatever the host was made with.
final class RootRecordedView: RecordedView {
    private let appendRoot: (ResolveContext, inout [LayoutNode]) -> Void

    init(_ appendRoot: @escaping (ResolveContext, inout [LayoutNode]) -> Void) {
        self.appendRoot = appendRoot
        super.init(viewType: ObjectIdentifier(RootRecordedView.self))
    }

    override func resolve(_ graph: ViewGraph, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        appendRoot(context, &nodes)
    }
}
