/// A control that performs an action on Enter, Space or a click. Its look comes from the
/// button style in the environment; under a ``ThemeProvider`` that is Tessera's plain house style.
///
/// ```swift
/// Button("Save") { model.save() }
/// Button("Delete", role: .destructive) { model.delete() }.buttonStyle(.tessera(.negative))
/// ```
public struct Button<Label: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    let title: String?

    /// A button labelled by any view, performing `action`; give it an `accessibilityLabel` too.
    public init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
        self.title = nil
    }
}

extension Button where Label == Text {
    /// A button with a text label (also its accessibility label).
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.role = role
        self.action = action
        self.label = Text(title)
        self.title = title
    }
}

extension Button: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    /// The button resolves in a record of its own (``ControlRecord``): a focus move or a press
    /// makes only that record resolve again, not the view around it (a sidebar of thirty buttons).
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.appendControl(ControlRecord(nodes: ButtonNodes(button: self)), context, into: &nodes)
    }
}

/// A button's styled nodes and interaction, made inside its ``ControlRecord``.
struct ButtonNodes<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let button: Button<Label>

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let label = button.label, title = button.title, role = button.role
        let identity = context.identity
        let environment = context.environment
        let isFocused = context.graph.isFocused(identity) || environment.previewState == .focused
        let configuration = ButtonStyleConfiguration(
            label: StyleLabel(label), title: title, role: role,
            isPressed: context.graph.isPressed(identity) || environment.previewState == .pressed,
            isFocused: isFocused,
            isLoading: environment.isLoading,
            keyboardShortcut: environment.keyboardShortcut)
        var inner = context
        inner.environment.isFocused = isFocused
        let own = button.action
        // In a menu, a chosen item also closes the menu.
        let action =
            environment.menuItemAction.map { close in
                {
                    own(); close()
                }
            } ?? own
        let enabled = environment.isEnabled && !environment.isLoading
        let interaction = Interaction(
            identity: identity, kind: .button, label: title, isEnabled: enabled,
            activate: enabled ? action : nil, environment: inner.environment)
        let content = context.claimingOverrides(for: interaction, content: inner)
        let node = ProxyNode(child: context.graph.single { environment.buttonStyle.append(configuration, content, &$0) })
        node.interaction = interaction
        nodes.append(node)
    }
}

extension ViewGraph {
    /// Collects nodes and returns exactly one (several become a column).
    func single(_ build: (inout [LayoutNode]) -> Void) -> LayoutNode {
        var nodes: [LayoutNode] = []
        build(&nodes)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .start, spacing: 0, children: nodes)
    }
}
