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
        #expect(
            renderText(ScrollView { Self.lines(5) }.theme(.default), columns: 12, rows: 10)
                == ["line 0", "line 1", "line 2", "line 3", "line 4", "", "", "", "", ""])
        let off = renderText(ScrollView(showsIndicators: false) { Self.lines(40) }.theme(.default), columns: 12, rows: 4)
        #expect(off == ["line 0", "line 1", "line 2", "line 3"])
    }

    @Test("the bar takes its column from the content rather than covering it")
    func barDoesNotCoverContent() {
        let wide = Text(String(repeating: "x", count: 30))
        let rows = renderText(
            ScrollView {
                VStack(spacing: 0) {
                    wide; Self.lines(20)
                }
            }.theme(.default), columns: 10, rows: 5)
        // The 30 x's wrap at 9 columns, not 10: no x sits under the bar.
        #expect(rows[0] == "xxxxxxxxx┃")
    }

    @Test("sideways, the bar is the last row")
    func horizontalBar() {
        let rows = renderText(
            ScrollView(.horizontal) { Text(String(repeating: "ab", count: 20)) }.theme(.default),
            columns: 10, rows: 2)
        #expect(rows == ["ababababab", "━━━───────"])
    }

    @Test("sideways inside a page that scrolls down, a row too wide still shows its bar under it")
    func horizontalBarWithNoHeightLimit() {
        let page = ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("above")
                ScrollView(.horizontal) { Text(String(repeating: "ab", count: 20)) }
                Text("below")
                Self.lines(20)
            }
        }
        let rows = renderText(page.theme(.default), columns: 12, rows: 6)
        // The page's own bar takes the last column; the row and its bar the 11 before it.
        #expect(rows[1].hasPrefix("abababababa"), "the row keeps its width: \(rows)")
        #expect(rows[2].hasPrefix("━") && rows[2].contains("─"), "a bar under the row says there is more: \(rows)")
        #expect(rows[3].hasPrefix("below"), "the bar is a row of its own: \(rows)")
    }

    @Test("the wheel scrolls the page even over a sideways row; Shift turns it sideways")
    func wheelPrefersTheAxis() {
        let page = ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ScrollView(.horizontal) { Text("0123456789abcdefghijklmnopqrstuvwxyz") }
                Self.lines(20)
            }
        }
        let host = ViewHost(page.theme(.default))
        let size = TerminalSize(columns: 12, rows: 6)
        _ = host.render(size: size)
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 0))))
        var rows = rowsOf(host.render(size: size))
        #expect(!rows[0].hasPrefix("0123"), "a plain wheel over the row scrolled the page: \(rows)")
        host.handle(.mouse(MouseEvent(.wheelUp, at: Point(x: 2, y: 0))))
        rows = rowsOf(host.render(size: size))
        #expect(rows[0].hasPrefix("0123"), "\(rows)")
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 0), modifiers: .shift)))
        rows = rowsOf(host.render(size: size))
        #expect(rows[0].hasPrefix("3456"), "Shift and the wheel scrolled the row sideways by 3: \(rows)")
    }

    @Test("PgDn with focus in a sideways row scrolls the page it sits in")
    func pageDownPrefersThePage() {
        let page = ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Self.lines(3)
                ScrollView(.horizontal) { Button("0123456789abcdefghijklmnopqrstuvwxyz") {}.buttonStyle(.plain) }
                Self.lines(20)
            }
        }
        let host = ViewHost(page.theme(.default))
        let size = TerminalSize(columns: 12, rows: 6)
        _ = host.render(size: size)
        host.handle(.key(KeyPress(.tab)))
        let before = rowsOf(host.render(size: size))
        host.handle(.key(KeyPress(.pageDown)))
        let after = rowsOf(host.render(size: size))
        // The page moves as far as the focused button lets it (focus stays in view): to its row.
        #expect(after[0].hasPrefix("0123"), "the page moved, not the row: \(before) → \(after)")
    }

    @Test("ASCII only: # on a | track")
    func asciiBar() {
        let rows = renderText(ScrollView { Self.lines(8) }.theme(.default).environment(\.asciiOnly, true), columns: 10, rows: 4)
        #expect(Self.bar(rows, columns: 10) == "##||")
    }

    /// Review 17b, N9: at 16 colours gruvbox's light page and its `bgLine` are both xterm's
    /// #e5e5e5, so the track vanished (1.0:1) and the bar read as a lone thumb. In every built-in
    /// theme and scheme at 16 and 8 colours the track shows apart from the page it sits on, at
    /// 3:1 where the theme's line would have vanished.
    @Test("the track shows on the page at 16 and 8 colours", arguments: [ColorDepth.c16, .c8])
    func trackShowsOnThePage(depth: ColorDepth) throws {
        for name in Theme.builtinNames {
            let theme = try Theme.builtin(named: name)
            for scheme in ColorScheme.allCases {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let view = ThemeProvider(theme, scheme: scheme) { ScrollView { Self.lines(40) }.background(.bg) }
                    .environment(\.colorDepth, depth)
                let buffer = ViewHost(view).render(size: TerminalSize(columns: 12, rows: 10))
                let track = buffer[11, 9]
                #expect(track.grapheme == "│", "\(name) \(scheme)")
                let ground = resolved.shown(resolved.rgb(.bg))
                let line = track.style.foreground.degraded(to: depth).rgbValue(defaultColor: ground)
                let ratio = ContrastAudit.ratio(line, ground)
                let vanished = resolved.shown(resolved.rgb(.bgLine)) == ground
                #expect(ratio >= (vanished ? 3 : 1.1), "\(name) \(scheme) \(depth): the track is \(ratio):1")
            }
        }
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
        #expect(
            fits.prefix(5) == ["╭──────────╮", "│line 0    │", "│line 1    │", "│line 2    │", "╰──────────╯"],
            "content that fits: a plain border: \(fits)")
    }

    @Test("a scroll view inset from the border (padding) keeps its own bar")
    func paddedScrollViewKeepsItsBar() {
        let rows = renderText(ScrollView { Self.lines(40) }.padding(1).border(.rounded).theme(.default), columns: 14, rows: 10)
        #expect(rows[2] == "│ line 0   ┃ │", "\(rows)")
    }
}
