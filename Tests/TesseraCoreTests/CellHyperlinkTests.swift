import Testing

@testable import TesseraCore

/// A buffer's hyperlinks follow its cells: filled cells leave a link, copied cells bring theirs.
@Suite struct CellHyperlinkTests {
    @Test func fillingCutsALinkAndCopyingCarriesIt() {
        var buffer = CellBuffer(size: TerminalSize(columns: 10, rows: 3))
        buffer.addHyperlink("https://a", in: Rect(x: 1, y: 0, width: 8, height: 2))
        #expect(buffer.hyperlinks.count == 2)
        buffer.fill(Rect(x: 4, y: 0, width: 2, height: 1), with: .blank())
        #expect(
            buffer.hyperlinks == [
                CellHyperlink(row: 0, columns: 1..<4, destination: "https://a"),
                CellHyperlink(row: 0, columns: 6..<9, destination: "https://a"),
                CellHyperlink(row: 1, columns: 1..<9, destination: "https://a"),
            ])
        var other = CellBuffer(size: buffer.size)
        other.addHyperlink("https://b", in: Rect(x: 0, y: 2, width: 3, height: 1))
        other.copyRows(0..<1, from: buffer)
        #expect(Set(other.hyperlinks.map(\.destination)) == ["https://a", "https://b"])
        #expect(other.hyperlinks.filter { $0.row == 1 }.isEmpty, "row 1 was not copied")
        other.copyCells(from: buffer)
        #expect(other.hyperlinks == buffer.hyperlinks)
        other.addHyperlink("https://c", in: Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(other.hyperlinks.filter { $0.row == 0 }.map(\.destination) == ["https://c"], "a new link replaces what it covers")
    }

    /// Two buffers with the same links are equal whatever order they were drawn in, as a whole
    /// frame and the damaged rows of one drawn over the last are.
    @Test func linksAreKeptInReadingOrder() {
        var drawnDown = CellBuffer(size: TerminalSize(columns: 10, rows: 3))
        drawnDown.addHyperlink("https://a", in: Rect(x: 0, y: 0, width: 3, height: 1))
        drawnDown.addHyperlink("https://b", in: Rect(x: 0, y: 2, width: 3, height: 1))
        var drawnUp = CellBuffer(size: drawnDown.size)
        drawnUp.addHyperlink("https://b", in: Rect(x: 0, y: 2, width: 3, height: 1))
        drawnUp.addHyperlink("https://a", in: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(drawnUp == drawnDown)
        var copied = drawnDown
        copied.fill(Rect(x: 0, y: 0, width: 10, height: 1), with: .blank())
        copied.copyRows(0..<1, from: drawnDown)
        #expect(copied == drawnDown)
    }
}
