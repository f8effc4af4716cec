import Testing

@testable import Tessera

/// Typed or pasted text never puts a character a terminal acts on into a text field: a tab or a
/// line break becomes a space, every other control character is dropped.
@Suite struct TextFieldControlCharacterTests {
    private func typed(_ characters: [Character]) -> String {
        let text = EditedText()
        let events = [InputEvent.key(KeyPress(.tab))] + characters.map { .key(KeyPress(.character($0))) }
        _ = StyledScreen(ThemeProvider(.default) { TextField("Name", text: text.binding) }, columns: 40, rows: 5, events: events)
        return text.value
    }

    @Test func tabsAndLineBreaksBecomeSpaces() {
        #expect(typed(["a", "\t", "b", "\n", "c", "\r\n", "d", "\r", "e", "\u{2028}", "f", "\u{85}", "g"]) == "a b c d e f g")
    }

    @Test func escapeSequencesAndOtherControlsAreDropped() {
        // An OSC title change, a CSI colour, the C1 CSI, DEL, NUL, BEL and a right-to-left override.
        let pasted: [Character] = [
            "\u{1B}", "]", "0", ";", "x", "\u{07}", "\u{1B}", "[", "3", "1", "m", "\u{9B}", "\u{7F}",
            "\u{00}", "o", "k", "\u{202E}", "\u{2066}", "!",
        ]
        #expect(typed(pasted) == "]0;x[31mok!")
    }

    @Test func printableTextIsKeptAsTyped() {
        #expect(typed(["é", "漢", "👍🏽", "e\u{301}", " ", "\\"]) == "é漢👍🏽e\u{301} \\")
    }

    @Test func aDroppedControlNeitherEditsNorMovesTheCursor() {
        var editing = TextEditing(text: "ab", cursor: 1)
        let handled = editing.apply(KeyPress(.character("\u{1B}")))
        #expect(!handled)
        #expect(editing.text == "ab" && editing.cursor == 1)
    }
}
