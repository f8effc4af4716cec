/// Labels the controls inside for accessibility.
struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: String

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.environment.interactionOverrides.label = label
        context.graph.append(content, inner, into: &nodes)
    }
}

extension View {
    /// The label assistive tools and the accessibility audit use for the control(s) inside.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(AccessibilityLabelModifier(label: label))
    }
}
