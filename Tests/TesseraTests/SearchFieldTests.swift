import Testing

@testable import Tessera

/// `SearchField`: clear, submit, and suggestions under the field while it has focus.
@Suite struct SearchFieldTests {
    final class Submitted { var queries: [String] = [] }

    struct Screen: View {
        let submitted: Submitted
        @State private var query = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("query [\(query)]")
                SearchField("Search", text: $query, suggestions: ["Bitcoin", "Ethereum", "Bitcoin Cash", "Solana"]) {
                    submitted.queries.append($0)
                }
                .frame(width: 30)
            }
        }
    }

    private let size = TerminalSize(columns: 40, rows: 12)

    @Test func suggestionsNarrowAndEnterTakesTheHighlightedOne() {
        #expect(searchSuggestions(["Bitcoin", "Ethereum", "bitcoin cash", "Bitcoin"], matching: "BIT") == ["Bitcoin", "bitcoin cash"])
        #expect(searchSuggestions(Array(repeating: "a", count: 3) + (0..<20).map { "a\($0)" }, matching: "").count == 8)
        #expect(searchSuggestions(["Bitcoin", "Ethereum"], matching: "Bitcoin").isEmpty, "the text itself is no suggestion")
        let submitted = Submitted()
        let host = ViewHost(ThemeProvider(.default) { Screen(submitted: submitted) })
        var text = host.renderSettled(size: size).screenText
        #expect(text.contains("╭─ ⌕ Search ─"), "\(text)")
        #expect(!text.contains("Ethereum"), "no suggestions before the field has focus")
        host.handle(.key(KeyPress(.tab)))
        for character in "bit" { host.handle(.key(KeyPress(.character(character)))) }
        text = host.renderSettled(size: size).screenText
        #expect(text.contains("Bitcoin Cash") && !text.contains("Ethereum"), "\(text)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let field = lines.firstIndex { $0.contains("bit") } ?? 0
        #expect(lines.firstIndex { $0.contains("Bitcoin Cash") } ?? 0 > field, "the suggestions are under the field")
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.enter)))
        text = host.renderSettled(size: size).screenText
        #expect(text.contains("query [Bitcoin Cash]"))
        #expect(submitted.queries == ["Bitcoin Cash"])
    }

    @Test func escClearsThenLeaves() {
        let host = ViewHost(ThemeProvider(.default) { Screen(submitted: Submitted()) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        for character in "sol" { host.handle(.key(KeyPress(.character(character)))) }
        var text = host.renderSettled(size: size).screenText
        #expect(text.contains("×"), "a clear button while there is text")
        host.handle(.key(KeyPress(.escape)))
        text = host.renderSettled(size: size).screenText
        #expect(text.contains("query []") && !text.contains("×"))
        #expect(host.focusedLabel == "Search", "the first Esc only clears")
        host.handle(.key(KeyPress(.escape)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == nil)
    }
}

extension SearchFieldTests {
    @Test func aClickOnTheClearButtonEmptiesTheField() throws {
        let host = ViewHost(ThemeProvider(.default) { Screen(submitted: Submitted()) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        for character in "sol" { host.handle(.key(KeyPress(.character(character)))) }
        host.handle(.key(KeyPress(.tab)))
        let text = host.renderSettled(size: size).screenText
        #expect(host.focusedLabel != "Clear", "Tab passes the clear button by")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("×") })
        let column = lines[row].distance(from: lines[row].startIndex, to: try #require(lines[row].firstIndex(of: "×")))
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: row))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: column, y: row))))
        #expect(host.renderSettled(size: size).screenText.contains("query []"))
    }
}

extension SearchFieldTests {
    @Test func aClickOnASuggestionTakesItAndTheFieldKeepsFocus() throws {
        let submitted = Submitted()
        let host = ViewHost(ThemeProvider(.default) { Screen(submitted: submitted) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        for character in "bit" { host.handle(.key(KeyPress(.character(character)))) }
        let lines = host.renderSettled(size: size).screenText.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("Bitcoin Cash") })
        let line = lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "Bitcoin Cash")).lowerBound)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column + 2, y: row))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: column + 2, y: row))))
        let text = host.renderSettled(size: size).screenText
        #expect(text.contains("query [Bitcoin Cash]"), "\(text)")
        #expect(host.focusedLabel == "Search", "the suggestions take no focus")
        #expect(submitted.queries.isEmpty, "a click fills the field; Enter submits")
    }

    @Test func aPressOnASuggestionReleasedElsewhereTakesNothing() throws {
        let host = ViewHost(ThemeProvider(.default) { Screen(submitted: Submitted()) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        for character in "bit" { host.handle(.key(KeyPress(.character(character)))) }
        let lines = host.renderSettled(size: size).screenText.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains("Bitcoin Cash") })
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: row))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 38, y: 11))))
        #expect(host.renderSettled(size: size).screenText.contains("query [bit]"))
    }
}
