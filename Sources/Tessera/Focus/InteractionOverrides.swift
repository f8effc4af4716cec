/// What `.accessibilityLabel(_:)` and `.focusable(false)` ask of the outermost controls below
/// them: carried down the environment to the controls (rather than written into their nodes after
/// resolving), so that a control that resolves again on its own still gets them.
struct InteractionOverrides {
    var label: String?
    var value: String?
    var role: String?
    /// `false`: the control takes no focus (it still takes clicks).
    var isFocusable: Bool?

    var isEmpty: Bool { label == nil && value == nil && role == nil && isFocusable == nil }

    /// Gives `interaction` what was asked of it.
    func apply(to interaction: Interaction) {
        if let label { interaction.label = label }
        if let value { interaction.value = value }
        if let role { interaction.role = role }
        if let isFocusable { interaction.isFocusable = isFocusable }
    }
}

struct InteractionOverridesKey: EnvironmentKey {
    static var defaultValue: InteractionOverrides { InteractionOverrides() }
}

extension EnvironmentValues {
    /// What the nearest enclosing `.accessibilityLabel(_:)` and `.focusable(false)` ask of controls.
    var interactionOverrides: InteractionOverrides {
        get { self[InteractionOverridesKey.self] }
        set { self[InteractionOverridesKey.self] = newValue }
    }
}

extension ResolveContext {
    /// Applies the overrides to a control's `interaction`, and returns the context for the
    /// control's content, where they no longer apply (only the outermost control takes them).
    func claimingOverrides(for interaction: Interaction, content: ResolveContext) -> ResolveContext {
        let overrides = environment.interactionOverrides
        guard !overrides.isEmpty else { return content }
        overrides.apply(to: interaction)
        var inner = content
        inner.environment.interactionOverrides = InteractionOverrides()
        return inner
    }
}
