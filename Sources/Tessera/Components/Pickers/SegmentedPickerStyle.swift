/// A picker as its label and a ``SegmentedControl`` of the options: the arrows select the
/// neighbouring option at once.
public struct SegmentedPickerStyle: PickerStyle, CustomStringConvertible {
    /// The segmented picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let options = configuration.options
        HStack(spacing: 1) {
            configuration.label
            SegmentedControl(selection: indexSelection(of: options), segments: options.map(\.id)) { options[$0].title }
        }
        .fixedSize()
    }

    public var description: String { ".segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side on one track, the selected one filled.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The selected option's position (-1 for none), choosing an option when set.
func indexSelection(of options: [PickerOption]) -> Binding<Int> {
    Binding(
        get: { options.first(where: \.isSelected)?.id ?? -1 },
        set: { index in if options.indices.contains(index) { options[index].select() } })
}
