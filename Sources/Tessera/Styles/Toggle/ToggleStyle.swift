/// How every toggle in a subtree looks: a switch, a checkbox, or your own.
public protocol ToggleStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What the style is told about the toggle it draws.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's whole look, built from `configuration`; called every frame it is drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style knows about the toggle it draws.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: StyleLabel
    /// The label's text, when the toggle was made from a string.
    public let title: String?
    /// Whether the toggle is on; write to it (or pass `$isOn`) to change it.
    @Binding public var isOn: Bool
    /// Whether the toggle has keyboard focus.
    public let isFocused: Bool
    /// Whether the mouse is holding the toggle down.
    public let isPressed: Bool

    init(label: StyleLabel, title: String?, isOn: Binding<Bool>, isFocused: Bool, isPressed: Bool) {
        self.label = label
        self.title = title
        self._isOn = isOn
        self.isFocused = isFocused
        self.isPressed = isPressed
    }
}

/// A control that turns something on or off with Enter, Space or a click.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.notifications)
/// ```
public struct Toggle<Label: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let title: String?

    /// A toggle bound to `isOn`, labelled by any view; give it an `accessibilityLabel` too.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        self.title = nil
    }
}

extension Toggle where Label == Text {
    /// A toggle bound to `isOn` with a text label (also its accessibility label).
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
        self.title = title
    }
}

extension Toggle: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    /// The toggle resolves in a record of its own (``ControlRecord``): what it reads — its binding,
    /// whether it is focused or pressed — makes only that record resolve again, not the view around it.
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.graph.appendControl(ControlRecord(nodes: ToggleNodes(toggle: self)), context, into: &nodes)
    }
}

/// A toggle's styled nodes and interaction, made inside its ``ControlRecord``.
struct ToggleNodes<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let toggle: Toggle<Label>

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let isOn = toggle.isOn, label = toggle.label, title = toggle.title
        let identity = context.identity
        let isFocused = context.graph.isFocused(identity) || context.environment.previewState == .focused
        let configuration = ToggleStyleConfiguration(
            label: StyleLabel(label), title: title, isOn: isOn, isFocused: isFocused,
            isPressed: context.graph.isPressed(identity) || context.environment.previewState == .pressed)
        var inner = context
        inner.environment.isFocused = isFocused
        let style = context.environment.toggleStyle
        let binding = isOn
        let enabled = context.environment.isEnabled
        let interaction = Interaction(
            identity: identity, kind: .toggle, label: title, isEnabled: enabled,
            activate: enabled ? { binding.wrappedValue.toggle() } : nil,
            environment: inner.environment)
        interaction.value = isOn.wrappedValue ? "on" : "off"
        let content = context.claimingOverrides(for: interaction, content: inner)
        let node = ProxyNode(child: context.graph.single { style.append(configuration, content, &$0) })
        node.interaction = interaction
        nodes.append(node)
    }
}

/// The unadorned toggle: `[x] Label` / `[ ] Label`. The environment's default when no theme
/// provider installed one.
public struct PlainToggleStyle: ToggleStyle, CustomStringConvertible {
    /// The plain toggle style.
    public init() {}

    /// The box, then the label; both bold and underlined while focused.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text(configuration.isOn ? "[x]" : "[ ]")
            configuration.label
        }
        .environment(.plainFocus(.toggle, isFocused: configuration.isFocused))
    }

    /// How the style is written at a call site: `.plain`.
    public var description: String { ".plain" }
}

extension ToggleStyle where Self == PlainToggleStyle {
    /// The unadorned toggle: `[x] Label`.
    public static var plain: PlainToggleStyle { PlainToggleStyle() }
}

struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: StyleSlot<ToggleStyleConfiguration> {
        ToggleStyleKind.slot(of: PlainToggleStyle())
    }
}

/// Toggle styles as the environment keeps them.
@usableFromInline
enum ToggleStyleKind<Style: ToggleStyle>: StyleKind {
    @usableFromInline static func install(_ slot: StyleSlot<ToggleStyleConfiguration>, in environment: inout EnvironmentValues) {
        environment.toggleStyle = slot
    }
    @usableFromInline static func slot(of style: Style) -> StyleSlot<ToggleStyleConfiguration> {
        StyleSlot(style) { $0.makeBody(configuration: $1) }
    }
}

extension EnvironmentValues {
    var toggleStyle: StyleSlot<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { set(ToggleStyleKey.self, newValue, fingerprint: newValue.fingerprint) }
    }

    /// How the toggle style in effect was written.
    public var toggleStyleDescription: String { toggleStyle.description }
}

extension View {
    /// Sets the style of every toggle inside that does not set its own.
    public consuming func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
        modifier(EnvironmentModifier(StyleWrite<ToggleStyleKind<Style>>(style: style, modifierName: ".toggleStyle")))
    }
}
