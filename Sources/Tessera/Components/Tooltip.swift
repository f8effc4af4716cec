extension View {
    /// Shows `text` in a small inverted bubble next to this view — above it, or below when there is
    /// no room — while keyboard focus is inside the view or the pointer is over it.
    ///
    /// ```swift
    /// Button("ⓘ") { }.tooltip("Network fees go to miners, not to us")
    /// ```
    ///
    /// - Parameters:
    ///   - text: the tip.
    ///   - isPresented: `true` to show the tip always (for galleries and snapshots), `false` to
    ///     never show it; `nil` (the default) shows it on focus or hover.
    public consuming func tooltip(_ text: String, isPresented: Bool? = nil) -> some View {
        popover(isPresented: isPresented) { TooltipBubble(text: text) }
    }
}

/// The bubble of a tooltip: the scheme inverted (TOKENS.md, Tooltip).
@usableFromInline
struct TooltipBubble: View {
    let text: String

    @Environment(\.colorDepth) private var depth

    @usableFromInline var body: some View {
        let colors = tooltipColors()
        Text(text)
            .textRole(colors.role)
            .foregroundColor(colors.text)
            .padding(.horizontal, 1)
            .background(colors.fill)
            .surface(attributes: depth.showsFills ? [] : .reverse)
    }
}

/// A tooltip's fill, text colour and text role.
struct TooltipColors: Hashable {
    var fill: ColorToken
    var text: ColorToken
    var role: TextRole
}

/// TOKENS.md, Tooltip: inverts the scheme (`bgInverse` behind `fgInverse`), label2 text.
func tooltipColors() -> TooltipColors {
    TooltipColors(fill: .bgInverse, text: .fgInverse, role: .label2)
}
