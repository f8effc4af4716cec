import Testing

@testable import Tessera

/// `TextEditor`: multi-line typing, soft wrap at the editor's width, scrolling to the cursor.
@Suite struct TextEditorTests {
    struct Screen: View {
        @State private var notes = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextEditor(text: $notes).frame(width: 16, height: 3)
                Text("\(notes.count) characters, \(notes.split(separator: "\n", omittingEmptySubsequences: false).count) lines")
            }
        }
    }

    private let size = TerminalSize(columns: 30, rows: 5)

    private func type(_ text: String, into host: ViewHost) {
        for character in text {
            host.handle(.key(character == "\n" ? KeyPress(.enter) : KeyPress(.character(character))))
        }
    }

    @Test func typingFillsTheEditorOverSeveralLines() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var rows = rowsOf(host.renderSettled(size: size))
        #expect(rows[0] == "│", "an empty editor still shows its rule: \(rows)")
        host.handle(.key(KeyPress(.tab)))
        type("the quick brown fox jumps", into: host)
        rows = rowsOf(host.renderSettled(size: size))
        #expect(rows[0] == "┃ the quick", "wrapped at a space within 13 cells: \(rows)")
        #expect(rows[1] == "┃ brown fox")
        #expect(rows[2] == "┃ jumps")
        #expect(rows[3] == "25 characters, 1 lines")
    }

    @Test func enterStartsALineAndTheViewScrollsToTheCursor() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        type("one\ntwo\nthree\nfour\nfive", into: host)
        var rows = rowsOf(host.renderSettled(size: size))
        #expect(Array(rows[0..<3]) == ["┃ three", "┃ four", "┃ five"], "\(rows)")
        #expect(rows[3] == "23 characters, 5 lines")
        host.handle(.key(KeyPress(.home, modifiers: .control)))
        rows = rowsOf(host.renderSettled(size: size))
        #expect(Array(rows[0..<3]) == ["┃ one", "┃ two", "┃ three"])
        host.handle(.key(KeyPress(.pageDown)))
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        rows = rowsOf(host.renderSettled(size: size))
        #expect(rows[2] == "┃ five", "\(rows)")
    }

    @Test func theCursorIsDrawnOnlyWhileFocused() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var frame = host.renderSettled(size: size)
        #expect(!frame[2, 0].style.attributes.contains(.reverse))
        host.handle(.key(KeyPress(.tab)))
        frame = host.renderSettled(size: size)
        #expect(frame[2, 0].style.attributes.contains(.reverse), "the cursor cell")
        host.handle(.key(KeyPress(.escape)))
        frame = host.renderSettled(size: size)
        #expect(!frame[2, 0].style.attributes.contains(.reverse), "Esc leaves the editor")
    }

    @Test func theRuleComesFromTheTokens() {
        #expect(textEditorRule(isFocused: false, asciiOnly: false) == ("│", .bgLineHeavy))
        #expect(textEditorRule(isFocused: true, asciiOnly: false) == ("┃", .bgLinePrimary))
        #expect(textEditorRule(isFocused: true, asciiOnly: true).glyph == "#")
    }
}
