/// A compact, selectable choice — a filter, a topic — that turns on and off with Enter, Space or
/// a click. Focusable, and labelled with its title for accessibility.
///
/// ```swift
/// HStack {
///     Chip("Crypto", isSelected: $filters.crypto)
///     Chip("Stocks", isSelected: $filters.stocks)
/// }
/// ```
///
/// Unselected it sits on `bgSecondary` (TOKENS.md, Chip); selected it fills with the primary
/// (the colours every selectable pill shares). Focused, the theme's ring characters stand at its
/// ends (`▸ Crypto ◂`).
public struct Chip: View {
    let title: String
    let isSelected: Binding<Bool>

    /// - Parameters:
    ///   - title: the chip's text and accessibility label.
    ///   - isSelected: whether the chip is on; activating the chip flips it.
    public init(_ title: String, isSelected: Binding<Bool>) {
        self.title = title
        self.isSelected = isSelected
    }

    /// A button that flips the selection, drawn as a pill.
    public var body: some View {
        let binding = isSelected
        Button(title) { binding.wrappedValue.toggle() }
            .buttonStyle(ChipStyle(isSelected: binding.wrappedValue))
    }
}

/// Draws a chip: a pill two columns wider than its label on each side, whose end columns take
/// the focus ring's characters while it is focused (`▸ Bitcoin ◂`, in place of the brackets
/// where the pill shows as `[ Bitcoin ]`), as on every one-row control.
struct ChipStyle: ButtonStyle {
    let isSelected: Bool

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var isEnabled: Bool { environment.isEnabled }

    func makeBody(configuration: Configuration) -> some View {
        let colors = selectablePillColors(isSelected: isSelected, isPressed: configuration.isPressed)
        let fill = theme.rgb(colors.fill)
        let focused = configuration.isFocused && isEnabled
        // The pill's end caps are the ring's outer column; one column of padding is its space.
        Pill(
            label: configuration.label.textRole(.label1).focusCue(focused).padding(.horizontal, focusRingInset - 1),
            fill: fill, text: theme.ink(colors.text, on: colors.fill), strong: isSelected
        )
        .focusMarkers(
            focused, ring: theme.focus,
            color: theme.focusRingColor(on: .rgb(fill), at: depth, ink: theme.inkToken(colors.text, on: colors.fill)))
    }
}
