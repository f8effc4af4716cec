/// A picker as its label over a list of its options, each a ``ListCell`` with the selected one
/// checked: Tab enters at the selection, the arrows move, Enter or a click chooses.
public struct InlinePickerStyle: PickerStyle, CustomStringConvertible {
    /// The inline picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label.textRole(.headline)
            ForEach(configuration.options) { option in
                ListCell(title: option.title, isSelected: option.isSelected, action: option.select)
                    .prefersDefaultFocus(option.isSelected)
            }
        }
        // As wide as the widest option: a row's trailing focus mark stays by its title.
        .fixedSize(horizontal: true, vertical: false)
        .focusSection()
    }

    public var description: String { ".inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options listed in place, the selected one checked.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
