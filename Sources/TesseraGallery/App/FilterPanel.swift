import Tessera

/// A filter field over a list, for search (`/`) and the command palette (`:`): type to narrow the
/// list, best match first (``SearchRank``). While the field has focus the first result is
/// highlighted, with a focused row's fill and marker, and Enter picks it; ↓ moves on to the
/// second, and from then the focused row is the highlighted one. The panel hangs at a fixed row
/// so it never moves as the results change; the list scrolls, and a count says when more are below.
struct FilterPanel<Item: Identifiable>: View {
    let title: String
    /// The field's label and its prompt.
    let field: String
    let prompt: String
    let query: Binding<String>
    /// What the list is of, singular and plural ("page", "pages").
    let noun: (one: String, many: String)
    /// How many entries there are with nothing typed.
    let total: Int
    let width: Int
    /// Whether the field has focus (``FilterFieldKey``): then the first result is highlighted.
    let fieldHasFocus: Bool
    /// The results for the query as it is now, best first: read again when Enter picks one, so a
    /// key typed just before Enter counts.
    let results: () -> [Item]
    let choose: (Item) -> Void
    let row: (Item) -> FilterRow
    @Environment(\.screenSize) private var screen

    /// The row the panel's top edge sits on, the same whatever the results.
    static func top(rows: Int) -> Int { max(1, rows / 8) }

    /// The rows the result list gets: what is left under the field and above the footer, at most ten
    /// (the panel's border and padding take 4, the title 1, the field and its label 4, the count 1,
    /// the gaps between them 3), so the panel itself never needs to scroll.
    private var listRows: Int { max(1, min(10, screen.rows - Self.top(rows: screen.rows) - 1 - 13)) }

    var body: some View {
        let results = results()
        VStack(alignment: .leading, spacing: 1) {
            Text(title).textRole(.headline)
            TextField(field, text: query, prompt: prompt).environment(\.isFilterField, true)
            if results.isEmpty {
                Text("No \(noun.one) matches").foregroundColor(.fgMuted)
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(Array(results.enumerated()), id: \.element.id) { index, item in
                            let shown = row(item)
                            Button(shown.title) { choose(item) }
                                .buttonStyle(FilterRowStyle(row: shown, isHighlighted: index == 0 && fieldHasFocus))
                                // ↓ from the field moves the highlight on by one: to the second result.
                                .prefersDefaultFocus(index == min(1, results.count - 1))
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .focusSection()
                }
                .frame(height: min(results.count, listRows))
            }
            Text(countLine(results.count)).textRole(.legal)
        }
        .onSubmit { [results = self.results, choose] in
            if let first = results().first { choose(first) }
        }
        .frame(width: width)
        .galleryPanel()
        // Under the header's row, which ``GalleryModal`` keeps.
        .padding(.top, Self.top(rows: screen.rows) - 1)
    }

    private func countLine(_ count: Int) -> String {
        if count > listRows { return "\(listRows) of \(count) shown: type to narrow, or scroll" }
        if count == total { return "All \(total) \(noun.many)" }
        return "\(count) of \(total) \(noun.many)"
    }
}

/// Marks a filter panel's field, so the gallery can tell from the focused element's environment
/// that the field has focus (and the first result is highlighted).
struct FilterFieldKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var isFilterField: Bool {
        get { self[FilterFieldKey.self] }
        set { self[FilterFieldKey.self] = newValue }
    }
}
