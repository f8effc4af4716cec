/// The one-row layout the house toggle, checkbox and radio styles share: two cells kept free on
/// each side for the focus ring's character and a space (`▸ ● Label ◂`), the indicator, a space,
/// and the label in its on/off colour.
///
/// Focus shows as the theme's ring characters (`▸ … ◂`) plus the ring's attributes on the label,
/// so it is visible in monochrome; a press reverses the indicator; disabled is the one
/// ``DisabledLook`` (the indicators draw no fill while disabled).
///
/// It resolves inside its control's record (``ResolvesInline``): its inputs change whenever the
/// control's do.
struct ControlRow<Indicator: View>: View, ResolvesInline {
    let indicator: Indicator
    let label: StyleLabel
    let labelInk: Color
    /// Attributes that tell a variant apart where the depth shows no colour (a switch's
    /// ``ToggleVariant/colorlessMarks``).
    var labelMarks: TextAttributes = []
    let isFocused: Bool
    let isPressed: Bool

    @Environment(\.resolvedTheme) private var theme
    @Environment(\.colorDepth) private var depth
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let focused = isFocused && isEnabled
        return HStack(spacing: 1) {
            indicator
                .addingTextAttributes(isPressed ? .reverse : [])
            label
                .addingTextAttributes(focused ? theme.focus.attributes.union(labelMarks) : labelMarks)
                .ink(labelInk)
        }
        .padding(.horizontal, focusRingInset)
        .focusMarkers(focused, ring: theme.focus, color: theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]))
        .controlSurface(.unfilled(isEnabled: isEnabled, theme: theme, depth: depth))
        .fixedSize(horizontal: false, vertical: true)
    }
}
