/// ← and → on an option of a row with one selected (a tab, a segment): select the neighbour on
/// that side. The key is left unhandled, so the runtime's arrow handling then moves focus onto
/// that neighbour — the next control in focus order — and focus and selection move together. At
/// either end the key is handled and nothing changes, so focus stays in the row.
func selectNeighbour<Value: Hashable>(_ press: KeyPress, of value: Value, in options: [Value],
                                      selection: Binding<Value>) -> Bool {
    let step: Int
    switch press.key {
    case .left: step = -1
    case .right: step = 1
    default: return false
    }
    guard let index = options.firstIndex(of: value) else { return false }
    let neighbour = index + step
    guard options.indices.contains(neighbour) else { return true }
    selection.wrappedValue = options[neighbour]
    return false
}

/// The options of a row, each a button that selects it and knows its neighbours: the shared
/// behaviour of ``Tabs`` and ``SegmentedControl``.
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
                .onKeyPress { selectNeighbour($0, of: option, in: options, selection: selection) }
        }
    }
}
