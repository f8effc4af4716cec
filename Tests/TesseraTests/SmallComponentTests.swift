import Testing

@testable import Tessera

/// Link, SectionHeader, StepIndicator, Pagination and ContentCard: their mappings and behaviour.
@Suite struct SmallComponentTests {
    @Test func aLinkHandsItsDestinationToTheAction() {
        final class Opened { var urls: [String] = [] }
        let opened = Opened()
        let host = ViewHost(
            ThemeProvider(.default) {
                Link("Notes", destination: "https://example.com/notes").onOpenLink { opened.urls.append($0) }
            })
        let size = TerminalSize(columns: 20, rows: 1)
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.hasPrefix("  Notes"))
        #expect(frame[2, 0].style.attributes.contains(.underline), "a link is underlined at every depth")
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        frame = host.renderSettled(size: size)
        #expect(opened.urls == ["https://example.com/notes"])
        #expect(frame.screenText.hasPrefix("▸ Notes ◂"))
        #expect(linkColor(theme: theme(.light), depth: .truecolor) == .fgPrimary)
    }

    @Test func stepsAreDoneCurrentOrToCome() {
        #expect((0..<4).map { stepState($0, current: 1) } == [.done, .current, .upcoming, .upcoming])
        #expect(stepMark(.done, asciiOnly: false) == "✓" && stepMark(.current, asciiOnly: true) == "*")
        #expect(stepIndicatorColors(.upcoming).title == .fgMuted)
        #expect(stepIndicatorColors(.current).mark == .fgPrimary)
        let rows = renderText(
            ThemeProvider(.default) { StepIndicator(["Cart", "Address", "Payment"], current: 1) },
            columns: 40, rows: 1)
        #expect(rows[0] == "✓ Cart ── ● Address ── ○ Payment")
    }

    @Test func paginationShowsAtMostSevenPlaces() {
        #expect(paginationItems(page: 2, count: 4) == [.page(1), .page(2), .page(3), .page(4)])
        #expect(paginationItems(page: 2, count: 12) == [.page(1), .page(2), .page(3), .page(4), .page(5), .gap, .page(12)])
        #expect(paginationItems(page: 6, count: 12) == [.page(1), .gap, .page(5), .page(6), .page(7), .gap, .page(12)])
        #expect(paginationItems(page: 11, count: 12) == [.page(1), .gap, .page(8), .page(9), .page(10), .page(11), .page(12)])
        #expect(paginatedPage(1, for: KeyPress(.left), count: 12) == 1)
        #expect(paginatedPage(5, for: KeyPress(.end), count: 12) == 12)
        #expect(paginationColors(isCurrent: true).fill == .bgPrimary)
        let targets = paginationTargets([.page(1), .page(2)], page: 1, count: 2)
        #expect(targets.map(\.page) == [1, 1, 2, 2])
        #expect(targets.map(\.columns) == [0..<1, 2..<5, 6..<7, 8..<9], "the current page is padded: ‹  1  2 ›")
    }

    @Test func paginationMovesByKeysAndClicks() throws {
        struct Screen: View {
            @State private var page = 5
            var body: some View {
                VStack(alignment: .leading) {
                    Pagination(page: $page, count: 12)
                    Text("page \(page)")
                }
            }
        }
        let size = TerminalSize(columns: 40, rows: 2)
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var frame = host.renderSettled(size: size)
        let row = String(frame.screenText.split(separator: "\n")[0])
        #expect(row.hasPrefix("  ‹ 1 … 4  5  6 … 12 ›"), "\(row)")
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.right)))
        host.handle(.key(KeyPress(.right)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("page 7"))
        let twelve = try #require(row.range(of: "12"))
        let x = row.distance(from: row.startIndex, to: twelve.lowerBound)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: 0))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("page 12"), "\(frame.screenText)")
    }

    @Test func sectionHeadersAndCardsComeFromTheTokens() {
        #expect(sectionHeaderRoles().title == .title4)
        let colors = contentCardColors(theme: theme(.light), depth: .truecolor)
        #expect(colors.fill == .bgElevation1)
        #expect(contentCardColors(theme: theme(.light), depth: .c16).border != .bgLine, "the edge keeps 3:1 at 16 colours")
        #expect(contentCardPadding(density: .regular) == EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        let rows = renderText(
            ThemeProvider(.default) {
                SectionHeader("Assets", description: "Live") { Text("3") }.frame(width: 20)
            }, columns: 20, rows: 2)
        #expect(rows == ["Assets             3", "Live"])
    }
}
