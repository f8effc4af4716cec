/// Labels the controls inside for accessibility, gives them a value, or names their role.
@usableFromInline
struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    var label: String?
    var value: String?
    var role: String?

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        if let label { inner.environment.interactionOverrides.label = label }
        if let value { inner.environment.interactionOverrides.value = value }
        if let role { inner.environment.interactionOverrides.role = role }
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// The label assistive tools and the accessibility audit use for the control(s) inside.
    public consuming func accessibilityLabel(_ label: String) -> some View {
        modifier(AccessibilityLabelModifier(label: label))
    }

    /// The value assistive tools read for the control inside, after its role and label (the
    /// accessible mode's "slider, Volume, 40%"). Toggles and text fields give their own.
    public consuming func accessibilityValue(_ value: String) -> some View {
        modifier(AccessibilityLabelModifier(value: value))
    }

    /// What the control inside is, in words, where its kind says too little ("slider").
    consuming func accessibilityRole(_ role: String) -> some View {
        modifier(AccessibilityLabelModifier(role: role))
    }
}
