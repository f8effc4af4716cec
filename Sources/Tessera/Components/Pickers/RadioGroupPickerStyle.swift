/// A picker as its label and a ``RadioGroup`` of the options in a column beside it.
public struct RadioGroupPickerStyle: PickerStyle, CustomStringConvertible {
    /// The radio group picker style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 1) {
            configuration.label
            RadioGroup(
                selection: indexSelection(of: configuration.options),
                options: configuration.options.map { ($0.id, $0.title) })
        }
    }

    public var description: String { ".radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A column of radio items.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
