import Testing

@testable import Tessera

/// What fuzz-layout found (Fuzz/Corpus/layout keeps each input), kept as tests.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
    /// Seed `wrap-limit`: the last kept line of a cut text ended with spaces; they were taken off
    /// its width twice, so the ellipsis fell one cell outside the text and was clipped away.
    @Test func aCutLineKeepsItsEllipsis() {
        let text = Text("a long sentence that will not fit in two lines of ten").lineLimit(2)
        #expect(renderText(text.frame(width: 10), columns: 10, rows: 2) == ["a long", "sentence…"])
        let glyphs = "one two three".map { StyledGlyph(character: $0, width: 1, style: 0) }
        let cut = TextLayout.truncated(TextLayout.lines(glyphs, width: 4), maxLines: 1, width: 4)
        #expect(cut.map(\.width) == [4])
        #expect(cut.first.map { String($0.glyphs.map(\.glyph.character)) } == "one")
    }

    /// Seed `wrap-spaces`: a text was drawn wrapped again at its measured width, which breaks
    /// differently when lines end in spaces, so it drew other lines than it measured and lost `b`.
    @Test func aTextDrawsTheLinesItMeasured() {
        let rows = renderText(Text("    a    b    ").frame(width: 4, alignment: .leading), columns: 4, rows: 4)
        #expect(rows == ["", "a", "b", ""])
    }

    /// Found with `wrap-spaces`: spaces past the limit started a line of their own, so trailing
    /// spaces added an empty row.
    @Test func trailingSpacesAddNoLine() {
        #expect(
            renderText(Text("abc  ").frame(width: 4).border(.square), columns: 6, rows: 4)
                == ["┌────┐", "│abc │", "└────┘", ""])
        let glyphs = "abc     ".map { StyledGlyph(character: $0, width: 1, style: 0) }
        #expect(TextLayout.lines(glyphs, width: 4).map(\.width) == [3])
    }

    /// `found-tag-flag-vs15`: a tag-sequence flag followed by VS15 was stored as the flag with VS15,
    /// which measures one column in a two-column cell; drawn again it became U+FFFD, one cell short.
    @Test func aStoredGraphemeIsStoredUnchangedAgain() {
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}\u{FE0E}"
        let stored = england.map(TerminalGlyph.cellContent)
        #expect(stored.map(\.grapheme) == ["🏴"])
        #expect(stored.map(\.width) == [2])
        for (grapheme, width) in stored {
            #expect(TerminalGlyph.cellContent(for: grapheme) == (grapheme, width))
        }
        #expect(renderText(Text(england + "x"), columns: 4, rows: 1) == ["🏴x"])
    }
}
