import Testing

@testable import Tessera

/// Soft wrapping and the multi-line editing model behind `TextEditor`.
@Suite struct TextEditingMultilineTests {
    private func wrap(_ text: String, _ width: Int) -> [String] {
        let characters = Array(text)
        let widths = characters.map { TerminalGlyph.cellContent(for: $0).width }
        return softWrap(characters, widths: widths, width: width).map { String(characters[$0.start..<$0.end]) }
    }

    @Test func wrapsAtSpacesByDisplayWidth() {
        #expect(wrap("hello world again", 11) == ["hello world ", "again"], "a full row's space hangs past the edge")
        #expect(wrap("hello world again", 10) == ["hello ", "world ", "again"])
        #expect(wrap("hello world", 5) == ["hello ", "world"], "a space may hang past the edge")
        #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"], "a word wider than the row is cut")
        #expect(wrap("one\ntwo\n", 10) == ["one", "two", ""], "line breaks end rows; a trailing one opens an empty row")
        #expect(wrap("", 10) == [""])
        #expect(wrap("日本語テキスト", 5) == ["日本", "語テ", "キス", "ト"], "wide glyphs are never split")
        #expect(wrap("日", 1) == ["日"], "a glyph wider than the row gets a row of its own")
        #expect(wrap("cafe\u{301} au lait", 6) == ["café ", "au ", "lait"], "a combining mark stays with its letter")
    }

    @Test func theCursorAtASoftWrapBelongsToTheNextRow() {
        let characters = Array("hello world")
        let rows = softWrap(characters, widths: characters.map { _ in 1 }, width: 6)
        #expect(wrappedRow(of: 0, in: rows) == 0)
        #expect(wrappedRow(of: 6, in: rows) == 1)
        #expect(wrappedRow(of: 11, in: rows) == 1)
    }

    private func edit(_ text: String, cursor: Int, keys: [KeyPress], width: Int = 20) -> MultilineEditing {
        var editing = MultilineEditing(text: text, cursor: cursor)
        for key in keys { _ = editing.apply(key, width: width, page: 3) }
        return editing
    }

    @Test func typingAndEnterBuildLines() {
        let editing = edit("", cursor: 0, keys: "ab".map { KeyPress(.character($0)) } + [KeyPress(.enter), KeyPress(.character("c"))])
        #expect(editing.text == "ab\nc")
        #expect(editing.cursor == 4)
    }

    @Test func upAndDownKeepTheColumn() {
        var editing = edit("first line\nab\nthird line", cursor: 8, keys: [KeyPress(.down)])
        #expect(editing.cursor == 13, "a shorter row puts the cursor at its end")
        editing = edit("first line\nab\nthird line", cursor: 8, keys: [KeyPress(.down), KeyPress(.down)])
        #expect(editing.cursor == 22, "the goal column is kept through the short row")
        editing = edit("first line\nab", cursor: 3, keys: [KeyPress(.up)])
        #expect(editing.cursor == 0, "↑ on the first row goes to the start")
        editing = edit("aaaa bbbb cccc", cursor: 1, keys: [KeyPress(.down)], width: 5)
        #expect(editing.cursor == 6, "↓ moves by the wrapped rows you see")
    }

    @Test func homeAndEndGoToTheRowsEndsAndCtrlToTheTexts() {
        #expect(edit("one\ntwo three", cursor: 6, keys: [KeyPress(.home)]).cursor == 4)
        #expect(edit("one\ntwo three", cursor: 6, keys: [KeyPress(.end)]).cursor == 13)
        #expect(edit("one\ntwo three", cursor: 6, keys: [KeyPress(.home, modifiers: .control)]).cursor == 0)
        #expect(
            edit("aaaa bbbb", cursor: 1, keys: [KeyPress(.end)], width: 5).cursor == 4,
            "the end of a soft-wrapped row is before its hanging space")
    }

    @Test func wordsMoveAndDelete() {
        #expect(edit("one two three", cursor: 13, keys: [KeyPress(.left, modifiers: .alt)]).cursor == 8)
        #expect(edit("one two three", cursor: 0, keys: [KeyPress(.right, modifiers: .control)]).cursor == 3)
        #expect(edit("one two three", cursor: 7, keys: [KeyPress(.backspace, modifiers: .alt)]).text == "one  three")
    }

    @Test func shiftSelectsAndTypingReplacesTheSelection() {
        var editing = edit("hello world", cursor: 0, keys: Array(repeating: KeyPress(.right, modifiers: .shift), count: 5))
        #expect(editing.selection == 0..<5)
        editing = edit(
            "hello world", cursor: 0,
            keys: Array(repeating: KeyPress(.right, modifiers: .shift), count: 5) + [KeyPress(.character("J"))])
        #expect(editing.text == "J world")
        #expect(editing.selection == nil)
        editing = edit("hello world", cursor: 11, keys: [KeyPress(.home, modifiers: [.shift, .control]), KeyPress(.backspace)])
        #expect(editing.text == "", "Backspace deletes the selection")
        editing = edit("hello", cursor: 1, keys: [KeyPress(.right, modifiers: .shift), KeyPress(.left)])
        #expect(editing.cursor == 1 && editing.selection == nil, "← without Shift goes to the selection's start")
    }

    @Test func graphemesAreEditedWhole() {
        #expect(edit("a👩‍👩‍👧b", cursor: 2, keys: [KeyPress(.backspace)]).text == "ab")
        #expect(edit("e", cursor: 1, keys: [KeyPress(.character("\u{301}"))]).text == "é")
        #expect(edit("e", cursor: 1, keys: [KeyPress(.character("\u{301}"))]).cursor == 1)
    }

    @Test func controlCharactersNeverReachTheText() {
        var editing = MultilineEditing(text: "", cursor: 0)
        editing.insert("a\u{1B}[31mb\tc\r\nd\u{7}")
        #expect(editing.text == "a[31mb c\nd", "escape and bell dropped, tab a space, CR LF one line break")
        #expect(edit("", cursor: 0, keys: [KeyPress(.character("\u{1B}"))]).text == "")
    }

    @Test func aLongPasteIsOneInsert() {
        var editing = MultilineEditing(text: "[]", cursor: 1)
        let paste = String(repeating: "lorem ipsum ", count: 1_000)
        editing.insert(paste)
        #expect(editing.text.count == 12_002)
        #expect(editing.cursor == 12_001)
    }
}
