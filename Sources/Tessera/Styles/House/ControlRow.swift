/// The one-row layout the house toggle, checkbox and radio styles share: two cells kept free on
/// each side for the focus ring's character and a space (`▸ ● Label ◂`), the indicator, a space,
/// and the label in its on/off colour.
///
/// Focus shows as the theme's ring characters (`▸ … ◂`) plus the ring's attributes on the label,
/// so it is visible in monochrome; a press reverses the indicator; disabled is the one
/// ``DisabledLook`` (the indicators draw no fill while disabled).
///
/// Built in: it makes the nodes of the view below directly, where its control's record resolves
/// (its inputs change whenever the control's do), in the identity and provenance scope a body
/// would have (``ResolvesInline``). Every toggle, checkbox and radio has one, made anew at each
/// focus move; as a body it instantiated and resolved nine generic wrapper types each time.
///
/// ```swift
/// HStack(spacing: 1) {
///     indicator.addingTextAttributes(isPressed ? .reverse : [])
///     label.addingTextAttributes(focused ? theme.focus.attributes.union(labelMarks) : labelMarks).ink(labelInk)
/// }
/// .padding(.horizontal, focusRingInset)
/// .focusMarkers(focused, ring: theme.focus, color: theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]))
/// .controlSurface(.unfilled(isEnabled: isEnabled, theme: theme, depth: depth))
/// .fixedSize(horizontal: false, vertical: true)
/// ```
struct ControlRow<Indicator: View>: View, PrimitiveView {
    typealias Body = Never
    let indicator: Indicator
    let label: StyleLabel
    let labelInk: Color
    /// Attributes that tell a variant apart where the depth shows no colour (a switch's
    /// ``ToggleVariant/colorlessMarks``).
    var labelMarks: TextAttributes = []
    let isFocused: Bool
    let isPressed: Bool

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var row = context.child(ObjectIdentifier(Self.self))
        row.scope = "ControlRow"
        let environment = context.environment
        let theme = environment.resolvedTheme, depth = environment.colorDepth, isEnabled = environment.isEnabled
        let focused = isFocused && isEnabled
        var stack = row
        stack.stackAxis = .horizontal
        var children: [LayoutNode] = []
        let pressed = EnvironmentSetting.houseControlAttributes(isPressed ? .reverse : [])
        context.graph.append(indicator, stack.child(0).applying(pressed), into: &children)
        let attributes = EnvironmentSetting.houseControlAttributes(
            focused ? theme.focus.attributes.union(labelMarks) : labelMarks)
        let label = context.graph.node(for: label, stack.child(1).applying(attributes))
        children.append(CellRestyleModifier(ink: labelInk).node(around: label))
        let padded = PaddingNode(
            insets: EdgeInsets(top: 0, leading: focusRingInset, bottom: 0, trailing: focusRingInset),
            child: StackNode(axis: .horizontal, alignment: AlignmentPosition(VerticalAlignment.center), spacing: 1, children: children))
        let marked = EndMarkersNode.around(
            padded, isShown: focused, leading: theme.focus.leading, trailing: theme.focus.trailing,
            color: theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]), row)
        let surface = CellRestyleModifier.surface(.unfilled(isEnabled: isEnabled, theme: theme, depth: depth), around: marked)
        nodes.append(FixedSizeNode(horizontal: false, vertical: true, child: surface))
    }
}
