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
/// (the colours every selectable pill shares).
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

/// Draws a chip: a pill, with the focus cue on its label.
struct ChipStyle: ButtonStyle {
    let isSelected: Bool

    @Environment(\.resolvedTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        let colors = selectablePillColors(isSelected: isSelected, isPressed: configuration.isPressed)
        Pill(label: configuration.label.textRole(.label1).focusCue(configuration.isFocused),
             fill: theme.rgb(colors.fill), text: theme.ink(colors.text, on: colors.fill), strong: isSelected)
    }
}
