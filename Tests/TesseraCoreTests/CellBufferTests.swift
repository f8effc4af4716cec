import Testing

@testable import TesseraCore

/// The text of one row, continuation cells skipped.
private func text(_ buffer: CellBuffer, row: Int) -> String {
    String(buffer.row(row).filter { !$0.isContinuation }.map(\.grapheme))
}

private let red = CellStyle(foreground: .hex(0xCF202F))
private let blue = CellStyle(background: .hex(0x0052FF), attributes: .bold)

@Suite struct CellBufferWriteTests {
    @Test func writesASCIIAndReturnsNextColumn() {
        var buffer = CellBuffer(size: TerminalSize(columns: 10, rows: 2))
        let end = buffer.write("Save", at: Point(x: 2, y: 1), style: red)
        #expect(end == 6)
        #expect(text(buffer, row: 1) == "  Save    ")
        #expect(buffer[2, 1].style == red)
        #expect(buffer[6, 1].style == .plain)
    }

    @Test func copyRowsCopiesOnlyThoseRows() {
        var source = CellBuffer(size: TerminalSize(columns: 4, rows: 4))
        for y in 0..<4 { source.write("row\(y)", at: Point(x: 0, y: y), style: red) }
        var target = CellBuffer(size: TerminalSize(columns: 4, rows: 4))
        let copied = target.copyRows(1..<3, from: source)
        #expect(copied)
        #expect((0..<4).map { text(target, row: $0) } == ["    ", "row1", "row2", "    "])
        #expect(target[0, 1].style == red)
        let clamped = target.copyRows(3..<9, from: source)
        #expect(clamped, "rows past the end are left out")
        #expect(text(target, row: 3) == "row3")
        let mismatched = target.copyRows(0..<1, from: CellBuffer(size: TerminalSize(columns: 3, rows: 4)))
        #expect(!mismatched)
        #expect(text(target, row: 0) == "    ", "a buffer of another size copies nothing")
    }

    @Test func clipsAtTheBufferEdge() {
        var buffer = CellBuffer(size: TerminalSize(columns: 5, rows: 1))
        let end = buffer.write("Tessera", at: Point(x: 1, y: 0), style: .plain)
        #expect(text(buffer, row: 0) == " Tess")
        #expect(end == 8, "the returned column ignores clipping")
    }

    @Test func clipsToARectangle() {
        var buffer = CellBuffer(size: TerminalSize(columns: 10, rows: 3))
        let clip = Rect(x: 2, y: 1, width: 4, height: 1)
        buffer.write("abcdefgh", at: Point(x: 0, y: 1), style: .plain, clip: clip)
        buffer.write("outside", at: Point(x: 2, y: 0), style: .plain, clip: clip)
        #expect(text(buffer, row: 0) == "          ")
        #expect(text(buffer, row: 1) == "  cdef    ")
    }

    @Test func wideGlyphTakesTwoCells() {
        var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
        let end = buffer.write("漢字", at: .zero, style: blue)
        #expect(end == 4)
        #expect(buffer[0, 0].grapheme == "漢" && buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation && buffer[1, 0].style == blue)
        #expect(buffer[2, 0].grapheme == "字")
        #expect(text(buffer, row: 0) == "漢字  ")
    }

    @Test func wideGlyphCutByTheRightEdgeBecomesASpaceOfTheSameStyle() {
        var buffer = CellBuffer(size: TerminalSize(columns: 5, rows: 1))
        buffer.write("ab漢字", at: Point(x: 1, y: 0), style: blue)
        // "ab" at 1–2, 漢 at 3–4, 字 would need 5–6: clipped entirely.
        #expect(text(buffer, row: 0) == " ab漢")
        var narrow = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
        narrow.write("ab漢", at: Point(x: 1, y: 0), style: blue)
        #expect(text(narrow, row: 0) == " ab ")
        #expect(narrow[3, 0].width == 1 && narrow[3, 0].style == blue)
    }

    @Test func wideGlyphCutByTheLeftClipEdgeBecomesASpace() {
        var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
        buffer.write("漢字x", at: Point(x: 0, y: 0), style: red, clip: Rect(x: 1, y: 0, width: 5, height: 1))
        #expect(buffer[0, 0] == .blank())
        #expect(buffer[1, 0] == .blank(red))
        #expect(buffer[2, 0].grapheme == "字" && buffer[3, 0].isContinuation)
        #expect(buffer[4, 0].grapheme == "x")
    }

    @Test func overwritingHalfOfAWideGlyphBlanksTheOtherHalf() {
        var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
        buffer.write("漢字", at: .zero, style: blue)
        buffer.write("x", at: Point(x: 1, y: 0), style: .plain)   // the trailing half of 漢
        buffer.write("y", at: Point(x: 2, y: 0), style: .plain)   // the leading half of 字
        #expect(buffer[0, 0] == .blank(blue))
        #expect(buffer[1, 0].grapheme == "x")
        #expect(buffer[2, 0].grapheme == "y")
        #expect(buffer[3, 0] == .blank(blue))
        #expect(!buffer.cells.contains { $0.isContinuation })
    }

    @Test func controlCharactersAndEscapesNeverReachACell() {
        var buffer = CellBuffer(size: TerminalSize(columns: 12, rows: 1))
        buffer.write("a\u{1B}[31mb\u{7}\u{7F}\u{9B}", at: .zero, style: .plain)
        let graphemes = buffer.cells.map(\.grapheme)
        #expect(!graphemes.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        #expect(text(buffer, row: 0) == "a␛[31mb␇␡\u{FFFD}  ")
    }

    @Test func writingOutsideTheRowsDoesNothing() {
        var buffer = CellBuffer(size: TerminalSize(columns: 4, rows: 2))
        let before = buffer
        buffer.write("xx", at: Point(x: 0, y: -1), style: red)
        buffer.write("xx", at: Point(x: 0, y: 2), style: red)
        buffer.write("xx", at: Point(x: -5, y: 0), style: red)
        #expect(buffer == before)
    }

    @Test func fillClipsAndRepairsWideGlyphs() {
        var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 2))
        buffer.write("漢字", at: .zero, style: red)
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 5), with: .blank(blue))
        #expect(buffer[0, 0] == .blank(red))
        #expect(buffer[1, 0] == .blank(blue) && buffer[2, 0] == .blank(blue) && buffer[1, 1] == .blank(blue))
        #expect(buffer[3, 0] == .blank(red))
    }

    @Test func readingOutsideGivesABlank() {
        let buffer = CellBuffer(size: TerminalSize(columns: 2, rows: 2), fill: .blank(red))
        #expect(buffer[5, 5] == .blank())
        #expect(buffer[1, 1] == .blank(red))
        #expect(buffer.row(7).isEmpty)
    }
}

@Suite struct CellBufferDiffTests {
    @Test func identicalBuffersHaveNoChangedRuns() {
        var buffer = CellBuffer(size: TerminalSize(columns: 8, rows: 3))
        buffer.write("hello", at: Point(x: 1, y: 1), style: red)
        #expect(buffer.changedRuns(since: buffer).isEmpty)
        #expect(buffer == buffer)
    }

    @Test func changedCellsFormRunsPerRow() {
        let old = CellBuffer(size: TerminalSize(columns: 10, rows: 3))
        var new = old
        new.write("ab", at: Point(x: 1, y: 0), style: .plain)
        new.write("c", at: Point(x: 5, y: 0), style: .plain)
        new.write("d", at: Point(x: 9, y: 2), style: red)
        #expect(
            new.changedRuns(since: old) == [
                CellRun(row: 0, columns: 1..<3), CellRun(row: 0, columns: 5..<6), CellRun(row: 2, columns: 9..<10),
            ])
    }

    @Test func aStyleOnlyChangeIsAChange() {
        var old = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
        old.write("ab", at: .zero, style: .plain)
        var new = old
        new.write("b", at: Point(x: 1, y: 0), style: red)
        #expect(new.changedRuns(since: old) == [CellRun(row: 0, columns: 1..<2)])
    }

    @Test func aRunNeverStartsOnAContinuation() {
        var old = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
        old.write("漢", at: .zero, style: red)
        var new = old
        new[1, 0] = .continuation(blue)
        #expect(new.changedRuns(since: old) == [CellRun(row: 0, columns: 0..<2)])
    }

    @Test func aResizedBufferChangesEveryRow() {
        let old = CellBuffer(size: TerminalSize(columns: 4, rows: 2))
        let new = CellBuffer(size: TerminalSize(columns: 5, rows: 3))
        #expect(new.changedRuns(since: old) == (0..<3).map { CellRun(row: $0, columns: 0..<5) })
    }
}

@Suite struct GeometryTests {
    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(a.intersection(Rect(x: 5, y: 2, width: 10, height: 10)) == Rect(x: 5, y: 2, width: 5, height: 3))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
        #expect(a.inset(top: 1, leading: 2, bottom: 1, trailing: 2) == Rect(x: 2, y: 1, width: 6, height: 3))
        #expect(a.inset(leading: 20).width == 0)
    }

    @Test func hexColours() {
        #expect(RGB(hexString: "#0052FF") == RGB(0x00, 0x52, 0xFF))
        #expect(RGB(hex: 0x578BFA).hexString == "#578bfa")
        #expect(RGB(hexString: "0052FF") == nil)
        #expect(RGB(hexString: "#0052F") == nil)
        #expect(RGB(hexString: "#0052FG") == nil)
    }
}
