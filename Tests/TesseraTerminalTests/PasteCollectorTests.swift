import Testing

@testable import TesseraTerminal

/// `PasteCollector`: the text of a bracketed paste up to `ESC [201~`.
@Suite struct PasteCollectorTests {
    private func collect(_ input: String) -> (text: String, closed: Bool) {
        var collector = PasteCollector()
        for scalar in input.unicodeScalars where collector.take(scalar.value) { return (collector.text, true) }
        return (collector.text, false)
    }

    @Test func theClosingSequenceEndsThePasteAndIsNotText() {
        let result = collect("hello\nworld 漢\u{1B}[201~after")
        #expect(result.closed)
        #expect(result.text == "hello\nworld 漢")
    }

    @Test func aSequenceThatOnlyStartsLikeTheClosingOneIsText() {
        let result = collect("a\u{1B}[20b\u{1B}\u{1B}[201~")
        #expect(result.closed)
        #expect(result.text == "a\u{1B}[20b\u{1B}", "held-back characters come back as text, and a second ESC restarts the match")
    }

    @Test func anUnclosedPasteKeepsEverythingItRead() {
        let result = collect("tail\u{1B}[20")
        #expect(!result.closed)
        #expect(result.text == "tail\u{1B}[20")
    }

    @Test func aPasteStopsGrowingAtItsLimit() {
        var collector = PasteCollector()
        for _ in 0..<(BracketedPaste.limit + 10) { _ = collector.take(0x61) }
        #expect(collector.text.unicodeScalars.count == BracketedPaste.limit)
        var closed: [Bool] = []
        for code in "\u{1B}[201~".unicodeScalars { closed.append(collector.take(code.value)) }
        #expect(closed == [false, false, false, false, false, true], "the closing sequence is still seen past the limit")
    }
}
