import Tessera

/// A filter field over a list, for search (`/`) and the command palette (`:`): type to narrow the
/// list, best match first (``SearchRank``). The field keeps the keyboard focus the whole time the
/// panel is open, so every letter typed goes to it: ↑ and ↓ move the highlighted result (a focused
/// row's fill and marker) while the text stays in the field, and Enter picks the highlighted one.
/// The rows are never focus stops (a click picks one). Each new query starts at its first result.
/// The panel hangs at a fixed row so it never moves as the results change; the list scrolls to
/// keep the highlight in view, and a count says when more are below.
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
    /// The results for the query as it is now, best first: read again when Enter picks one, so a
    /// key typed just before Enter counts.
    let results: () -> [Item]
    let choose: (Item) -> Void
    let row: (Item) -> FilterRow
    @Environment(\.screenSize) private var screen
    /// No margin: the panel spans the screen (``PanelMarginKey``), and its content with it.
    @Environment(\.panelMargin) private var margin
    /// The highlighted result, and the query it was moved to under: another query starts again at
    /// its first result.
    @State private var selection = FilterSelection()

    /// The row the panel's top edge sits on, the same whatever the results.
    static func top(rows: Int) -> Int { max(1, rows / 8) }

    /// The rows the result list gets: what is left under the field and above the footer, at most ten
    /// (the panel's border and padding take 4, the title 1, the field and its label 4, the list's
    /// box 2, the count 1, the gaps between them 2), so the panel itself never needs to scroll.
    private var listRows: Int { max(1, min(10, screen.rows - Self.top(rows: screen.rows) - 1 - 14)) }

    var body: some View {
        let results = results()
        let selected = selection.index(under: query.wrappedValue, count: results.count)
        VStack(alignment: .leading, spacing: 1) {
            Text(title).textRole(.headline)
            TextField(field, text: query, prompt: prompt)
            VStack(alignment: .leading, spacing: 0) {
                resultList(results, selected: selected)
                Text(countLine(results.count)).textRole(.legal)
            }
        }
        // The field does not use ↑ and ↓: they move the highlight, and the field keeps the focus.
        .onKeyPress { [query, results = self.results, selection = $selection] press in
            let step: Int
            switch press.key {
            case .down: step = 1
            case .up: step = -1
            default: return false
            }
            selection.wrappedValue = selection.wrappedValue.moved(by: step, under: query.wrappedValue, count: results().count)
            return true
        }
        .onSubmit { [results = self.results, choose, query, selection = $selection] in
            let results = results()
            let index = selection.wrappedValue.index(under: query.wrappedValue, count: results.count)
            if results.indices.contains(index) { choose(results[index]) }
        }
        .frame(width: margin == 0 ? max(width, screen.columns - 4) : width)
        .galleryPanel()
        // Under the header's row, which ``GalleryModal`` keeps.
        .padding(.top, Self.top(rows: screen.rows) - 1)
    }

    /// The results in a box of their own, whose right edge carries the list's scroll bar: one rule,
    /// not a bar a column inside the panel's border.
    private func resultList(_ results: [Item], selected: Int) -> some View {
        Group {
            if results.isEmpty {
                Text("No \(noun.one) matches").foregroundColor(.fgMuted).padding(.horizontal, 1)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(Array(results.enumerated()), id: \.element.id) { index, item in
                            let shown = row(item)
                            Button(shown.title) { choose(item) }
                                .buttonStyle(FilterRowStyle(row: shown, isHighlighted: index == selected))
                                .focusable(false)
                                .scrollsIntoView(request: index == selected ? Self.scrollRequests + index : nil)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    // A column between the box's edges and the rows (the current page's `▌`).
                    .padding(.horizontal, 1)
                }
                .frame(height: min(results.count, listRows))
                // Each query's list starts scrolled to its top, where its first result is highlighted.
                .id(query.wrappedValue)
            }
        }
        .border(color: .bgLineHeavy)
    }

    /// The scroll requests of the highlighted row (``View/scrollsIntoView(request:)``): one per
    /// index, far from the small counts the page's own requests use.
    private static var scrollRequests: Int { 1 << 40 }

    private func countLine(_ count: Int) -> String {
        if count > listRows { return "\(listRows) of \(count) shown: type to narrow, or scroll" }
        if count == total { return "All \(total) \(noun.many)" }
        return "\(count) of \(total) \(noun.many)"
    }
}

/// The highlighted result of a ``FilterPanel``: an index into the results of `query`.
struct FilterSelection: Equatable {
    var query = ""
    var index = 0

    /// The highlighted index among `count` results of `query`: the first, under a query it was
    /// not moved under.
    func index(under query: String, count: Int) -> Int {
        self.query == query ? min(index, max(0, count - 1)) : 0
    }

    /// The selection moved `step` results on (back, when negative) among `count` results of
    /// `query`, staying on the first or the last.
    func moved(by step: Int, under query: String, count: Int) -> FilterSelection {
        FilterSelection(query: query, index: min(max(0, index(under: query, count: count) + step), max(0, count - 1)))
    }
}
