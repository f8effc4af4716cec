import Testing

@testable import Tessera

@Suite struct ContainerTests {
    @Test func lazyStackBuildsOnlyVisibleRows() {
        final class Built { var rows: Set<Int> = [] }
        let built = Built()
        let view = ScrollView(showsIndicators: false) {
            LazyVStack {
                ForEach(0..<1_000_000) { index in
                    built.rows.insert(index)
                    return Text("row \(index)")
                }
            }
        }
        let host = ViewHost(view)
        let rows = rowsOf(host.render(size: TerminalSize(columns: 12, rows: 4)))
        #expect(rows == ["row 0", "row 1", "row 2", "row 3"])
        #expect(built.rows.count <= 5, "built \(built.rows.count) rows")
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0))))
        #expect(rowsOf(host.render(size: TerminalSize(columns: 12, rows: 4)))[0] == "row 3")
    }

    @Test func lazyStackWithSpacing() {
        let view = ScrollView { LazyVStack(spacing: 1) { ForEach(0..<10) { Text("r\($0)") } } }
        // 4 of 19 rows: the bar's thumb is one cell, at the top.
        #expect(renderText(view, columns: 5, rows: 4) == ["r0  ┃", "    │", "r1  │", "    │"])
    }

    @Test func gridAlignsColumns() {
        let view = Grid(horizontalSpacing: 2) {
            GridRow {
                Text("token"); Text("hex")
            }
            GridRow {
                Text("fg"); Text("#0A0B0D")
            }
            GridRow {
                Text("bgPrimary"); Text("#0052FF")
            }
        }
        #expect(
            renderText(view, columns: 30, rows: 3) == [
                "token      hex",
                "fg         #0A0B0D",
                "bgPrimary  #0052FF",
            ])
    }

    @Test func gridNarrowsTheWidestColumnToFit() {
        let view = Grid(horizontalSpacing: 1) {
            GridRow {
                Text("a"); Text("a long description").lineLimit(1)
            }
        }
        #expect(renderText(view, columns: 10, rows: 1) == ["a a long…"])
    }

    @Test func dividerFollowsTheStackAxis() {
        let view = VStack(spacing: 0) {
            Text("top")
            Divider()
            HStack(spacing: 0) {
                Text("l"); Divider(); Text("r")
            }
        }
        #expect(renderText(view, columns: 5, rows: 3) == [" top", "─────", " l│r"])
    }

    @Test func dividerInsets() {
        let view = VStack(alignment: .leading) {
            Text("12345678"); Divider(leadingInset: 2, trailingInset: 1)
        }
        #expect(renderText(view, columns: 8, rows: 2) == ["12345678", "  ─────"])
        let buffer = ViewHost(Divider()).render(size: TerminalSize(columns: 3, rows: 1))
        // Dividers draw in bgLineHeavy (TOKENS.md, departures): bgLine is 1.3:1 on the light page.
        #expect(buffer[0, 0].style.foreground == .rgb(Theme.default.resolved(for: .light).rgb(.bgLineHeavy)))
    }
}

@Suite struct TextStyleTests {
    @Test func concatenationKeepsEachRunsStyle() {
        let text = Text("Total ").textRole(.caption) + Text("$5").bold().foregroundColor(.fgPositive)
        let buffer = ViewHost(text).render(size: TerminalSize(columns: 12, rows: 1))
        let theme = Theme.default.resolved(for: .light)
        #expect(rowsOf(buffer) == ["TOTAL $5"], "caption uppercases its own run only")
        #expect(buffer[0, 0].style == CellStyle(foreground: theme.color(.fgMuted), attributes: .bold))
        #expect(buffer[6, 0].style == CellStyle(foreground: theme.color(.fgPositive), attributes: .bold))
    }

    @Test func roleFromTheEnvironmentAppliesToTextWithoutOne() {
        let view = VStack(alignment: .leading) {
            Text("inherits")
            Text("own").textRole(.legal)
        }.textRole(.title1)
        let buffer = ViewHost(view).render(size: TerminalSize(columns: 10, rows: 2))
        #expect(buffer[0, 0].style.attributes == [.bold, .underline])
        #expect(buffer[0, 1].style.attributes == .italic)
    }

    @Test func textDrawnOverAFillKeepsTheFill() {
        let buffer = ViewHost(Text("ab").padding(.horizontal, 1).background(.bgPrimary))
            .render(size: TerminalSize(columns: 6, rows: 1))
        let fill = Theme.default.resolved(for: .light).color(.bgPrimary)
        #expect((0..<4).allSatisfy { buffer[$0, 0].style.background == fill })
        #expect(buffer[4, 0].style.background == .default)
    }

    @Test func escapesInTextAreNeutralised() {
        let rows = renderText(Text("a\u{1B}[2Jb"), columns: 10, rows: 1)
        #expect(rows == ["a␛[2Jb"])
    }
}
