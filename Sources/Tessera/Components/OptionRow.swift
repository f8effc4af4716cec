/// An arrow on an option of a row with one selected (a tab, a segment): select the neighbour on
/// that side (← and ↑ before, → and ↓ after). The key is left unhandled, so the row's focus
/// section then moves focus onto that neighbour, and focus and selection move together. At either
/// end the key is handled and nothing changes.
func selectNeighbour<Value: Hashable>(
    _ press: KeyPress, of value: Value, in options: [Value],
    selection: Binding<Value>
) -> Bool {
    let step: Int
    switch press.key {
    case .left, .up: step = -1
    case .right, .down: step = 1
    default: return false
    }
    guard let index = options.firstIndex(of: value) else { return false }
    let neighbour = index + step
    guard options.indices.contains(neighbour) else { return true }
    selection.wrappedValue = options[neighbour]
    return false
}

/// The options of a row, each a button that selects it and knows its neighbours: the shared
/// behaviour of ``Tabs`` and ``SegmentedControl``. The row's container makes it one focus section
/// (`.focusSection()`); the selected option is where Tab enters it.
struct OptionRow<Value: Hashable, Style: ButtonStyle>: View {
    let options: [Value]
    let selection: Binding<Value>
    let title: (Value) -> String
    let style: (Bool) -> Style

    var body: some View {
        let options = self.options, selection = self.selection
        ForEach(options, id: \.self) { option in
            Button(title(option)) { selection.wrappedValue = option }
                .buttonStyle(style(option == selection.wrappedValue))
                .prefersDefaultFocus(option == selection.wrappedValue)
                .onKeyPress { selectNeighbour($0, of: option, in: options, selection: selection) }
        }
    }
}
