/// A text field for searching: its title on the box's edge with the search mark (`╭─ ⌕ Search ─╮`),
/// a clear button (`×`, for the mouse) while it holds text, and suggestions under it while it has focus.
/// Esc clears the text (a second Esc leaves the field); ↓ and ↑ move through the suggestions that
/// contain what was typed and Enter takes the highlighted one; Enter runs `onSubmit` with the text.
///
/// ```swift
/// SearchField("Search", text: $query, suggestions: recentSearches) { query in
///     model.search(query)
/// }
/// ```
public struct SearchField: View {
    let title: String
    let text: Binding<String>
    let suggestions: [String]
    let onSubmit: ((String) -> Void)?

    @State private var highlighted: Int?
    @Environment(\.asciiOnly) private var asciiOnly

    /// - Parameters:
    ///   - title: shown on the box's edge and read as the field's label.
    ///   - text: the search text.
    ///   - suggestions: completions offered while the field has focus; those containing the text
    ///     (ignoring case) are listed, at most eight.
    ///   - onSubmit: what Enter does with the text.
    public init(
        _ title: String = "Search", text: Binding<String>, suggestions: [String] = [],
        onSubmit: ((String) -> Void)? = nil
    ) {
        self.title = title
        self.text = text
        self.suggestions = suggestions
        self.onSubmit = onSubmit
    }

    /// The field, its clear button, and the suggestions while focused.
    public var body: some View {
        let text = self.text, onSubmit = self.onSubmit
        let matches = searchSuggestions(suggestions, matching: text.wrappedValue)
        let live = self
        TextField((asciiOnly ? "/ " : "⌕ ") + title, text: text)
            .textFieldStyle(.tessera(label: .inside))
            .accessibilityLabel(title)
            .onSubmit {
                let matches = searchSuggestions(live.suggestions, matching: text.wrappedValue)
                if let index = live.highlighted, matches.indices.contains(index) { text.wrappedValue = matches[index] }
                live.highlighted = nil
                onSubmit?(text.wrappedValue)
            }
            .onKeyPress { press in
                let matches = searchSuggestions(live.suggestions, matching: text.wrappedValue)
                switch press.key {
                case .escape where !text.wrappedValue.isEmpty:
                    text.wrappedValue = ""
                    live.highlighted = nil
                    return true
                case .down where !matches.isEmpty:
                    live.highlighted = min((live.highlighted ?? -1) + 1, matches.count - 1)
                    return true
                case .up where live.highlighted != nil:
                    live.highlighted = (live.highlighted ?? 0) > 0 ? (live.highlighted ?? 0) - 1 : nil
                    return true
                default:
                    return false
                }
            }
            .overlay(alignment: .trailing) {
                if !text.wrappedValue.isEmpty {
                    // For the mouse: from the keyboard, Esc clears, so Tab passes it by.
                    Button(asciiOnly ? "x" : "×") { text.wrappedValue = "" }
                        .buttonStyle(.plain)
                        .focusable(false)
                        .accessibilityLabel("Clear")
                        .padding(.trailing, 1)
                }
            }
            .popover(below: matches.isEmpty ? false : nil) {
                SearchSuggestions(matches: matches, highlighted: highlighted) { index in
                    text.wrappedValue = matches[index]
                    live.highlighted = nil
                }
            }
    }
}

/// The suggestions a search field lists for `text`: those containing it, ignoring case (all of
/// them for no text), without repeats, at most eight; none when the one match is the text itself.
func searchSuggestions(_ suggestions: [String], matching text: String) -> [String] {
    let needle = text.lowercased()
    var seen = Set<String>()
    let matches = Array(suggestions.filter { (needle.isEmpty || $0.lowercased().contains(needle)) && seen.insert($0).inserted }.prefix(8))
    return matches == [text] ? [] : matches
}

/// The card of suggestions under a search field, the highlighted one marked as a menu's focused item.
struct SearchSuggestions: View {
    let matches: [String]
    let highlighted: Int?
    /// A click on suggestion `index`: it becomes the text.
    let choose: (Int) -> Void

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }

    var body: some View {
        let colors = menuColors(theme: theme, depth: depth)
        let choose = self.choose
        IdealWidth(
            content: VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<matches.count) { index in
                    let lit = index == highlighted
                    // A button for the mouse only: the keys move through the suggestions from the field.
                    Button(action: { choose(index) }) {
                        HStack(spacing: 1) {
                            Text(lit ? String(asciiOnly ? ">" : theme.focus.leading) : " ")
                                .foregroundColor(
                                    theme.contrasting(
                                        theme.focus.color, on: lit ? colors.focusedItem : colors.fill,
                                        at: depth, fallbacks: [.fg]))
                            Text(matches[index]).focusCue(lit)
                        }
                        .padding(.trailing, 1)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .surface(
                            fill: depth.showsFills ? theme.rgb(lit ? colors.focusedItem : colors.fill) : nil,
                            attributes: lit && !depth.showsFills ? .reverse : [])
                    }
                    .buttonStyle(.plain)
                    .focusable(false)
                    .accessibilityLabel(matches[index])
                }
            }
        )
        .border(nil, color: colors.border)
        .background(colors.fill)
    }
}
