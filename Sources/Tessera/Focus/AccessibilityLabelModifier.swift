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

extension View {
    /// The label assistive tools and the accessibility audit use for the control(s) inside.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(AccessibilityLabelModifier(label: label))
    }
}
