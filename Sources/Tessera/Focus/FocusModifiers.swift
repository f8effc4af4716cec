/// Makes the content focusable with Tab and the mouse.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocusable: Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let identity = context.identity.child("focusable")
        var inner = context
        inner.environment.isFocused = isFocusable && context.graph.focusedIdentity == identity
        let node = ProxyNode(child: context.graph.node(for: content, inner))
        node.interaction = Interaction(identity: identity, label: nil, isEnabled: context.environment.isEnabled,
                                       isFocusable: isFocusable, environment: inner.environment)
        nodes.append(node)
    }
}

/// Handles keys that the focused view inside leaves unhandled.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let handler: (KeyPress) -> Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(KeyHandlerNode(child: context.graph.node(for: content, context), handler: handler))
    }
}

/// Labels the controls inside for accessibility.
struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: String

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var produced: [LayoutNode] = []
        context.graph.append(content, context, into: &produced)
        for node in produced { node.forEachOutermostInteraction { $0.label = label } }
        nodes += produced
    }
}

/// Gives the controls inside mouse handling beyond a click: dragging.
struct PointerModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let handler: (MouseEvent, Rect) -> Bool

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var produced: [LayoutNode] = []
        context.graph.append(content, context, into: &produced)
        for node in produced { node.forEachOutermostInteraction { $0.handleMouse = handler } }
        nodes += produced
    }
}

extension LayoutNode {
    /// Visits the outermost interactive node on each branch below (and including) this one.
    func forEachOutermostInteraction(_ body: (Interaction) -> Void) {
        if let interaction {
            body(interaction)
            return
        }
        for child in children { child.forEachOutermostInteraction(body) }
    }
}

/// Runs an action the first frame a view is in the tree.
struct AppearModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: () -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.noteAppearance(of: context.identity.child("appear"), action: action)
        context.graph.append(content, context, into: &nodes)
    }
}

struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What text fields inside do when the user presses Enter.
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// Lets the view take keyboard focus (controls are focusable already).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }

    /// Handles keys the focused view inside did not use. Return `true` when the key was handled.
    public func onKeyPress(_ handler: @escaping (KeyPress) -> Bool) -> some View {
        modifier(KeyPressModifier(handler: handler))
    }

    /// Runs `action` when `key` is pressed and the focused view inside did not use it.
    public func onKeyPress(_ key: Key, action: @escaping () -> Void) -> some View {
        onKeyPress { press in
            guard press.key == key else { return false }
            action()
            return true
        }
    }

    /// The label assistive tools and the accessibility audit use for the control(s) inside.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(AccessibilityLabelModifier(label: label))
    }

    /// Handles the mouse on the control inside (make it `focusable()` first): `handler` gets the
    /// left-button press that lands on it (after the control took focus and captured the pointer),
    /// every pointer move while it is held, and the release wherever it happens, each with the
    /// control's frame. Return `true` when handled; an unhandled release on the control activates it.
    func onPointer(_ handler: @escaping (MouseEvent, Rect) -> Bool) -> some View {
        modifier(PointerModifier(handler: handler))
    }

    /// What text fields inside do when the user presses Enter.
    public func onSubmit(_ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentModifier(name: ".onSubmit") { $0.submitAction = action })
    }

    /// Runs `action` once when the view first appears in the tree (again after it left and came back).
    public func onAppear(perform action: @escaping () -> Void) -> some View {
        modifier(AppearModifier(action: action))
    }
}
