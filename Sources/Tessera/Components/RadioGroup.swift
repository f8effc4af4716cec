/// One choice out of several, as a column (or row) of radio items. Each item is a focusable
/// control labelled with its title. The group is one stop of Tab, entered at the selected item;
/// the arrow keys move focus between items and stop at the group's ends, and Space, Enter or a
/// click selects.
///
/// ```swift
/// RadioGroup(selection: $settings.speed, options: [(.slow, "Slow"), (.normal, "Normal"), (.fast, "Fast")])
/// ```
///
/// A radio group is a view of its own (there is no system radio control to style); its items are
/// buttons drawn in the house radio look, so `.disabled(true)` and the focus ring work as on any
/// control.
public struct RadioGroup<Value: Hashable>: View {
    private let selection: Binding<Value>
    private let options: [RadioOption<Value>]
    private let axis: Axis

    /// - Parameters:
    ///   - selection: the chosen value.
    ///   - options: each value with the title shown beside its circle (also its accessibility label).
    ///   - axis: `.vertical` for a column (the default), `.horizontal` for a row.
    public init(selection: Binding<Value>, options: [(Value, String)], axis: Axis = .vertical) {
        self.selection = selection
        self.options = options.map { RadioOption(value: $0.0, title: $0.1) }
        self.axis = axis
    }

    /// The items in a column, or in a row one cell apart.
    public var body: some View {
        Group {
            if axis == .vertical {
                VStack(alignment: .leading) { items }
            } else {
                HStack(spacing: 1) { items }
            }
        }
        .focusSection()
    }

    private var items: some View {
        let selection = self.selection
        return ForEach(options, id: \.value) { option in
            Button(option.title) { selection.wrappedValue = option.value }
                .buttonStyle(RadioItemStyle(isSelected: selection.wrappedValue == option.value))
                .accessibilityValue(selection.wrappedValue == option.value ? "selected" : "not selected")
                .accessibilityRole("radio button")
                .prefersDefaultFocus(selection.wrappedValue == option.value)
        }
    }
}

/// One value of a ``RadioGroup`` and its title.
struct RadioOption<Value: Hashable> {
    let value: Value
    let title: String
}
