import Testing

@testable import Tessera

/// The pure rules behind lists and tables: cursor keys, ranges, type-to-jump, column widths, sorts.
@Suite struct CollectionNavigationTests {
    @Test func cursorKeysMoveAndStopAtTheEnds() {
        func after(_ key: Key, _ cursor: Int?, shift: Bool = false) -> Int? {
            collectionCursor(after: KeyPress(key, modifiers: shift ? .shift : []), cursor: cursor, count: 100, page: 10)
        }
        #expect(after(.down, 5) == 6)
        #expect(after(.up, 5) == 4)
        #expect(after(.up, 0) == 0, "stops at the first row")
        #expect(after(.down, 99) == 99, "stops at the last row")
        #expect(after(.pageDown, 5) == 15)
        #expect(after(.pageUp, 5) == 0)
        #expect(after(.pageDown, 95) == 99)
        #expect(after(.home, 50) == 0)
        #expect(after(.end, 50) == 99)
        #expect(after(.down, nil) == 0, "with no cursor ↓ starts at the top")
        #expect(after(.up, nil) == 99, "and ↑ at the bottom")
        #expect(after(.down, 5, shift: true) == 6, "Shift moves too (it extends a selection)")
        #expect(after(.left, 5) == nil, "← is not a cursor key")
        #expect(collectionCursor(after: KeyPress(.down, modifiers: .control), cursor: 5, count: 100, page: 10) == nil)
        #expect(collectionCursor(after: KeyPress(.down), cursor: nil, count: 0, page: 10) == nil, "no rows, no cursor")
    }

    @Test func rowColoursComeFromTheTokens() {
        #expect(collectionRowColors(isCursor: false, isSelected: false).fill == nil)
        #expect(collectionRowColors(isCursor: true, isSelected: false).fill == .bgSecondary)
        #expect(collectionRowColors(isCursor: false, isSelected: true).fill == .bgPrimaryWash)
        #expect(collectionRowColors(isCursor: true, isSelected: true).fill == .bgPrimaryWash, "a selection always shows")
        #expect(collectionRowColors(isCursor: true, isSelected: true).text == .fg)
        #expect(collectionRowColors(isCursor: false, isSelected: true).check == .fgPrimary)
    }

    @Test func shiftSelectsTheRangeBetweenAnchorAndCursor() {
        #expect(rowRange(from: 3, to: 7) == 3...7)
        #expect(rowRange(from: 7, to: 3) == 3...7)
    }

    @Test func typeAheadJumpsToTheNextMatchingRow() {
        let names = ["Alpha", "beta", "Bravo", "charlie", "Beacon"]
        let text = { (row: Int) -> String? in names[row] }
        #expect(typeAheadMatch("b", cursor: 0, count: 5, text: text) == 1, "case is ignored")
        #expect(typeAheadMatch("b", cursor: 1, count: 5, text: text) == 2, "a new letter looks after the cursor")
        #expect(typeAheadMatch("bb", cursor: 2, count: 5, text: text) == 4, "a repeated letter steps through its rows")
        #expect(typeAheadMatch("b", cursor: 4, count: 5, text: text) == 1, "and wraps around")
        #expect(typeAheadMatch("br", cursor: 2, count: 5, text: text) == 2, "a longer prefix refines in place")
        #expect(typeAheadMatch("bea", cursor: 1, count: 5, text: text) == 4, "beta does not start with bea")
        #expect(typeAheadMatch("zz", cursor: 1, count: 5, text: text) == nil)
        #expect(typeAheadMatch("a", cursor: nil, count: 5, text: { _ in nil }) == nil, "rows without text never match")
    }

    @Test func aPauseStartsANewTypeAheadPrefix() {
        let typeAhead = TypeAhead()
        let start = ContinuousClock.now
        #expect(typeAhead.type("b", at: start) == "b")
        #expect(typeAhead.type("r", at: start + .milliseconds(300)) == "br")
        #expect(typeAhead.isTyping(at: start + .milliseconds(900)))
        #expect(!typeAhead.isTyping(at: start + .milliseconds(1_400)))
        #expect(typeAhead.type("c", at: start + .milliseconds(1_500)) == "c")
    }

    @Test func columnsTakeTheirWidthsAndShareTheRest() {
        let flexible = TableColumnWidth.flexible(min: nil, ideal: nil, max: nil)
        #expect(tableColumnWidths([flexible, flexible], titles: [4, 7], available: 41) == [20, 20], "equal shares")
        #expect(tableColumnWidths([.fixed(8), flexible], titles: [4, 7], available: 41) == [8, 32])
        #expect(
            tableColumnWidths([.flexible(min: nil, ideal: 10, max: nil), flexible], titles: [4, 7], available: 41)
                == [10, 30], "an ideal is reached first, then the rest is shared")
        #expect(
            tableColumnWidths([.flexible(min: nil, ideal: nil, max: 6), flexible], titles: [4, 7], available: 41)
                == [6, 34], "a maximum caps the share")
        #expect(
            tableColumnWidths([flexible, flexible], titles: [4, 7], available: 10) == [4, 5],
            "short of room the last column gives way first")
        #expect(tableColumnWidths([.fixed(8), .fixed(8)], titles: [1, 1], available: 5) == [4, 0], "clipped on the right")
        #expect(tableColumnWidths([], titles: [], available: 10) == [])
    }

    @Test func headerClicksAndArrowsStepTheSort() {
        #expect(tableSort(afterChoosing: "From", current: nil) == TableSort(column: "From"))
        #expect(tableSort(afterChoosing: "From", current: TableSort(column: "From")) == TableSort(column: "From", ascending: false))
        #expect(tableSort(afterChoosing: "Size", current: TableSort(column: "From", ascending: false)) == TableSort(column: "Size"))
        let columns = ["From", "Size"]
        #expect(tableSort(stepping: 1, current: nil, columns: columns) == TableSort(column: "From"))
        #expect(
            tableSort(stepping: 1, current: TableSort(column: "From"), columns: columns)
                == TableSort(column: "From", ascending: false))
        #expect(
            tableSort(stepping: 1, current: TableSort(column: "From", ascending: false), columns: columns)
                == TableSort(column: "Size"))
        #expect(
            tableSort(stepping: 1, current: TableSort(column: "Size", ascending: false), columns: columns)
                == TableSort(column: "Size", ascending: false), "stops at the last")
        #expect(
            tableSort(stepping: -1, current: TableSort(column: "Size"), columns: columns)
                == TableSort(column: "From", ascending: false))
        #expect(tableSortMark(ascending: true, asciiOnly: false) == "▲")
        #expect(tableSortMark(ascending: false, asciiOnly: true) == "v")
        #expect(TableSort(column: "n").orders(1, 2) && TableSort(column: "n", ascending: false).orders(2, 1))
    }
}
