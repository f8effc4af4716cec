import Testing

@testable import TesseraCore

@Suite struct ASCIIFallbackTests {
    private func isPrintableASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    @Test func glyphsTheDesignSystemDrawsHaveReadableStandIns() {
        let expected: [(Character, String)] = [
            ("\u{256D}", "+"), ("\u{2500}", "-"), ("\u{2502}", "|"), ("\u{2550}", "="), ("\u{254B}", "+"),
            ("\u{2588}", "#"), ("\u{2591}", "."), ("\u{258C}", "|"), ("\u{203A}", ">"), ("\u{25B8}", ">"),
            ("\u{25C2}", "<"), ("\u{2192}", ">"), ("\u{2191}", "^"), ("\u{25BE}", "v"), ("\u{00B7}", "-"),
            ("\u{2022}", "*"), ("\u{25CF}", "*"), ("\u{25CB}", "o"), ("\u{2713}", "v"), ("\u{2717}", "x"),
            ("\u{2014}", "-"), ("\u{201C}", "\""), ("\u{2019}", "'"), ("\u{2026}", "~"), ("\u{00A0}", " "),
            ("\u{2261}", "="),
        ]
        for (glyph, ascii) in expected {
            #expect(ASCIIFallback.cell(glyph, width: 1) == ascii, "U+\(String(glyph.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
    }

    @Test func everyOtherGlyphIsAQuestionMarkPerColumn() {
        #expect(ASCIIFallback.cell("\u{E9}", width: 1) == "?")
        #expect(ASCIIFallback.cell("e\u{301}", width: 1) == "e", "a base letter keeps its letter")
        #expect(ASCIIFallback.cell("\u{6F22}", width: 2) == "??")
        #expect(ASCIIFallback.cell("\u{1F44D}\u{1F3FD}", width: 2) == "??")
        #expect(ASCIIFallback.cell("\u{FF35}", width: 2) == "U ", "fullwidth U")
        #expect(ASCIIFallback.cell("\u{3000}", width: 2) == "  ")
        #expect(ASCIIFallback.cell("\u{241B}", width: 1) == "?", "a control picture")
        #expect(ASCIIFallback.cell("a", width: 1) == "a")
    }

    @Test func anyGraphemeBecomesExactlyItsWidthInPrintableASCII() {
        var generator = SplitMix(state: 0x7E55E7A)
        for _ in 0..<5_000 {
            let scalars = (0..<Int.random(in: 1...3, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x1FFFF, using: &generator))
            }
            for character in String(String.UnicodeScalarView(scalars)) {
                let (grapheme, width) = TerminalGlyph.cellContent(for: character)
                guard width > 0 else { continue }
                let cell = ASCIIFallback.cell(grapheme, width: width)
                #expect(cell.utf8.count == width && isPrintableASCII(cell), "\(character.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test func proseKeepsNewlinesAndSpellsTheEllipsis() {
        #expect(ASCIIFallback.text("Delete wallet\u{2026}") == "Delete wallet...")
        #expect(ASCIIFallback.text("Tessera \u{203A} Button\n\u{6F22}\u{5B57} \u{1B}[31m") == "Tessera > Button\n???? ?[31m")
        #expect(ASCIIFallback.text("a\u{301}") == "a")
        #expect(isPrintableASCII(ASCIIFallback.text("\u{7}\t\u{7F}\u{85}")))
    }
}
