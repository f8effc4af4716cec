import Testing
@testable import Tessera

/// A scroll view says when its content does not fit and where it is: a bar in its last column
/// (last row sideways) whose thumb is the visible share, placed at the scroll position.
@Suite("Scroll indicator")
struct ScrollIndicatorTests {
    private static func lines(_ count: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) { ForEach(0..<count) { Text("line \($0)") } }
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The last column of each row.
    private static func bar(_ rows: [String], columns: Int) -> String {
        String(rows.map { row in row.count >= columns ? row[row.index(row.startIndex, offsetBy: columns - 1)] : " " })
    }

    @Test("content taller than the view shows a bar whose thumb is the visible share, at the top")
    func overflowShowsBar() {
        let rows = renderText(ScrollView { Self.lines(40) }.theme(.default), columns: 12, rows: 10)
        // 10 of 40 rows visible: a thumb of 10 × 10 / 40 ≈ 3 cells, at the top.
        #expect(Self.bar(rows, columns: 12) == "┃┃┃│││││││")
        #expect(rows[0] == "line 0     ┃", "the content keeps its place and the bar its own column")
    }

    @Test("the thumb moves with the offset, and reaches the bottom at the end")
    func thumbFollowsOffset() {
        let host = ViewHost(ScrollView { Self.lines(40) }.theme(.default))
        let size = TerminalSize(columns: 12, rows: 10)
        var thumbStarts: [Int] = []
        for _ in 0..<12 {
            let bar = Self.bar(rowsOf(host.render(size: size)), columns: 12)
            thumbStarts.append(bar.distance(from: bar.startIndex, to: bar.firstIndex(of: "┃") ?? bar.endIndex))
            for _ in 0..<3 { host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0)))) }
        }
        #expect(thumbStarts.first == 0)
        #expect(thumbStarts == thumbStarts.sorted(), "never moves back: \(thumbStarts)")
        #expect(Set(thumbStarts).count >= 4, "moves through the track: \(thumbStarts)")
        let last = Self.bar(rowsOf(host.render(size: size)), columns: 12)
        #expect(last.hasSuffix("┃") && last.hasPrefix("│"), "at the end the thumb sits at the bottom: \(last)")
    }

    @Test("in the middle the thumb touches neither end, so both directions read as 'more'")
    func middleShowsBothWays() {
        for offset in 1..<30 {
            let thumb = ScrollIndicator.thumb(length: 10, viewport: 10, content: 40, offset: offset)
            #expect(thumb.start > 0 && thumb.start + thumb.length < 10, "offset \(offset): \(thumb)")
        }
        #expect(ScrollIndicator.thumb(length: 10, viewport: 10, content: 40, offset: 30).start == 7)
    }

    @Test("no bar when the content fits, or when indicators are off")
    func noBarWhenFits() {
        #expect(renderText(ScrollView { Self.lines(5) }.theme(.default), columns: 12, rows: 10)
            == ["line 0", "line 1", "line 2", "line 3", "line 4", "", "", "", "", ""])
        let off = renderText(ScrollView(showsIndicators: false) { Self.lines(40) }.theme(.default), columns: 12, rows: 4)
        #expect(off == ["line 0", "line 1", "line 2", "line 3"])
    }

    @Test("the bar takes its column from the content rather than covering it")
    func barDoesNotCoverContent() {
        let wide = Text(String(repeating: "x", count: 30))
        let rows = renderText(ScrollView { VStack(spacing: 0) { wide; Self.lines(20) } }.theme(.default), columns: 10, rows: 5)
        // The 30 x's wrap at 9 columns, not 10: no x sits under the bar.
        #expect(rows[0] == "xxxxxxxxx┃")
    }

    @Test("sideways, the bar is the last row")
    func horizontalBar() {
        let rows = renderText(ScrollView(.horizontal) { Text(String(repeating: "ab", count: 20)) }.theme(.default),
                              columns: 10, rows: 2)
        #expect(rows == ["ababababab", "━━━───────"])
    }

    @Test("ASCII only: # on a | track")
    func asciiBar() {
        let rows = renderText(ScrollView { Self.lines(8) }.theme(.default).environment(\.asciiOnly, true), columns: 10, rows: 4)
        #expect(Self.bar(rows, columns: 10) == "##||")
    }

    @Test("inside a border the bar is the border's right edge: the thumb runs on it, no second rule beside it")
    func barOnTheBorder() {
        let bordered = ScrollView { Self.lines(40) }.background(.bgElevation2).border(.rounded).theme(.default)
        let rows = renderText(bordered, columns: 12, rows: 10)
        #expect(rows[0] == "╭──────────╮" && rows[9] == "╰──────────╯", "\(rows)")
        // 8 of 40 rows visible inside the border: a thumb of 8 × 8 / 40 ≈ 2 cells, at the top.
        #expect(Self.bar(Array(rows[1...8]), columns: 12) == "┃┃││││││", "\(rows)")
        #expect(rows[1] == "│line 0    ┃", "the content has the whole inside: no column of its own for the bar")
        let host = ViewHost(bordered)
        let size = TerminalSize(columns: 12, rows: 10)
        _ = host.render(size: size)
        for _ in 0..<40 { host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 3)))) }
        let end = rowsOf(host.render(size: size))
        #expect(Self.bar(Array(end[1...8]), columns: 12) == "││││││┃┃", "at the end the thumb sits at the bottom: \(end)")
        #expect(end[8].hasPrefix("│line 39"))
        let fits = renderText(ScrollView { Self.lines(3) }.border(.rounded).theme(.default), columns: 12, rows: 10)
        #expect(fits.prefix(5) == ["╭──────────╮", "│line 0    │", "│line 1    │", "│line 2    │", "╰──────────╯"],
                "content that fits: a plain border: \(fits)")
    }

    @Test("a scroll view inset from the border (padding) keeps its own bar")
    func paddedScrollViewKeepsItsBar() {
        let rows = renderText(ScrollView { Self.lines(40) }.padding(1).border(.rounded).theme(.default), columns: 14, rows: 10)
        #expect(rows[2] == "│ line 0   ┃ │", "\(rows)")
    }
}
