/// Turns a view tree into layout nodes: evaluates bodies with their environment and state
/// installed, and remembers `@State` across frames by view identity.
final class ViewGraph {
    let store = StateStore()
    /// The control that has keyboard focus, as of the last input.
    var focusedIdentity: ViewIdentity?
    /// The control the mouse is pressing, if any.
    var pressedIdentity: ViewIdentity?
    private var typeInfo: [ObjectIdentifier: TypeInfo] = [:]

    private struct TypeInfo {
        let name: String
        let hasDynamicProperties: Bool
    }

    /// Resolves `view` and everything below it, appending its nodes.
    func append<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // A failed cast to a protocol searches every conformance in the process, so remember per
        // type whether the cast can succeed and only try it when it can.
        if let primitive = primitiveViewType(V.self) {
            primitive.makeNodes(of: view, context, into: &nodes)
            return
        }
        let info = info(for: V.self, sample: view)
        bodiesEvaluated += 1
        var inner = context.child(ObjectIdentifier(V.self))
        inner.scope = info.name
        if info.hasDynamicProperties { installDynamicProperties(of: view, inner) }
        append(view.body, inner, into: &nodes)
    }

    /// Resolves `view` to exactly one node: several become a vertical stack, none an empty node.
    func node<V: View>(for view: V, _ context: ResolveContext) -> LayoutNode {
        var nodes: [LayoutNode] = []
        append(view, context, into: &nodes)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return LayoutNode() }
        return StackNode(axis: .vertical, alignment: .leading, spacing: 0, children: nodes)
    }

    /// Milliseconds on the animation clock for this frame (the host sets it; 0 in snapshots).
    var time = 0
    /// The shortest animation interval a view on screen asked for this frame.
    private(set) var animationInterval: Int?

    /// Asks for another frame in `interval` milliseconds (spinners, indeterminate progress).
    func requestAnimation(every interval: Int) {
        let interval = max(16, interval)
        animationInterval = min(animationInterval ?? interval, interval)
    }

    /// Observers of the focused element, registered this frame.
    private(set) var focusObservers: [(FocusedElement?) -> Void] = []
    /// The colour depth the tree asked the presenter for this frame, if any.
    var requestedColorDepth: ColorDepth?
    /// The smallest screen the tree said it can be used on this frame (`minimumScreenSize`).
    private(set) var minimumScreenSize: CellSize?

    /// Raises this frame's minimum screen size to at least `size` in each dimension.
    func requireScreenSize(_ size: CellSize) {
        let current = minimumScreenSize ?? .zero
        minimumScreenSize = CellSize(width: max(current.width, size.width), height: max(current.height, size.height))
    }

    func addFocusObserver(_ observer: @escaping (FocusedElement?) -> Void) { focusObservers.append(observer) }

    /// Modals and popovers requested this frame, in tree order.
    private(set) var presentations: [Presentation] = []

    func present(_ presentation: Presentation) { presentations.append(presentation) }

    private var appeared: Set<ViewIdentity> = []
    private var appearedThisFrame: Set<ViewIdentity> = []
    /// `onAppear` actions to run once the frame is drawn.
    private(set) var pendingAppearActions: [() -> Void] = []

    /// Records that a view with `onAppear` is in this frame; queues its action if it is new.
    func noteAppearance(of identity: ViewIdentity, action: @escaping () -> Void) {
        appearedThisFrame.insert(identity)
        if !appeared.contains(identity) { pendingAppearActions.append(action) }
    }

    /// User-written bodies evaluated this frame (for ``FrameTrace``).
    private(set) var bodiesEvaluated = 0

    func beginFrame() {
        bodiesEvaluated = 0
        store.beginFrame()
        presentations.removeAll()
        focusObservers.removeAll()
        requestedColorDepth = nil
        minimumScreenSize = nil
        animationInterval = nil
        appearedThisFrame.removeAll(keepingCapacity: true)
    }

    /// Ends the frame and hands back the `onAppear` actions to run.
    func endFrame() -> [() -> Void] {
        store.endFrame()
        appeared = appearedThisFrame
        defer { pendingAppearActions.removeAll() }
        return pendingAppearActions
    }

    /// Gives `@State` and `@Environment` properties of `value` their storage and environment.
    func installDynamicProperties<Value>(of value: Value, _ context: ResolveContext) {
        let makeContext = { (slot: Int) in
            DynamicPropertyContext(environment: context.environment, store: self.store, identity: context.identity, slot: slot)
        }
        let layout = self.layout(of: Value.self)
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

    private var layouts: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    private func layout<Value>(of type: Value.Type) -> DynamicPropertyLayout {
        let id = ObjectIdentifier(type)
        if let known = layouts[id] { return known }
        let layout = DynamicPropertyLayout(of: type)
        layouts[id] = layout
        return layout
    }

    private var primitiveViews: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]
    private var primitiveModifiers: [ObjectIdentifier: (any PrimitiveModifier.Type)?] = [:]

    /// `type` as a built-in view type, or nil (cached per type: a failed protocol cast searches
    /// every conformance in the process).
    func primitiveViewType<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        let id = ObjectIdentifier(type)
        if let known = primitiveViews[id] { return known }
        let primitive = BuiltinTypeFilter.mayBeBuiltinView(type) ? type as? any PrimitiveView.Type : nil
        primitiveViews[id] = .some(primitive)
        return primitive
    }

    /// `type` as a built-in modifier type, or nil (cached per type).
    func primitiveModifierType<M: ViewModifier>(_ type: M.Type) -> (any PrimitiveModifier.Type)? {
        let id = ObjectIdentifier(type)
        if let known = primitiveModifiers[id] { return known }
        let primitive = BuiltinTypeFilter.mayBeBuiltinModifier(type) ? type as? any PrimitiveModifier.Type : nil
        primitiveModifiers[id] = .some(primitive)
        return primitive
    }

    func hasDynamicProperties<V>(_ type: V.Type, sample: V) -> Bool {
        info(for: type, sample: sample).hasDynamicProperties
    }

    private func info<V>(for type: V.Type, sample: V) -> TypeInfo {
        let id = ObjectIdentifier(type)
        if let known = typeInfo[id] { return known }
        let layout = self.layout(of: type)
        let hasDynamic = layout.isKnown
            ? !layout.fields.isEmpty : Mirror(reflecting: sample).children.contains { $0.value is InstallableProperty }
        // `_typeName` reads the name from the metadata; `String(describing:)` first asks the type
        // for three printing protocols, and each failed cast scans every conformance in the process.
        var name = _typeName(type, qualified: false)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        let info = TypeInfo(name: name, hasDynamicProperties: hasDynamic)
        typeInfo[id] = info
        return info
    }
}
