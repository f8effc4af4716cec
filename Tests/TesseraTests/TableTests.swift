import Testing

@testable import Tessera

/// `Table`: columns sharing the width under a header, the sort, lazy rows, a selection.
@Suite struct TableTests {
    struct Message: Identifiable { let id: Int; let from: String; let subject: String; let size: Int }
    static let messages = (1...500).map { Message(id: $0, from: "sender \($0)", subject: "subject \($0)", size: $0 * 3) }

    struct Screen: View {
        @State private var selection: Int? = nil
        @State private var sort: TableSort? = TableSort(column: "From")
        var body: some View {
            VStack(alignment: .leading) {
                Table(TableTests.messages, selection: $selection, sortOrder: $sort) {
                    TableColumn("From", value: \.from)
                    TableColumn("Subject", value: \.subject)
                    TableColumn("Size") { "\($0.size) KB" }.width(8).alignment(.trailing)
                }
                .frame(height: 6)
                List(TableTests.messages, selection: $selection) { Text($0.subject) }.frame(height: 3)
                Text(
                    "selected \(selection.map(String.init) ?? "none") sort \(sort?.column ?? "-") \(sort?.ascending == true ? "up" : "down")"
                )
            }
        }
    }

    private let size = TerminalSize(columns: 50, rows: 12)

    private func lines(_ host: ViewHost) -> [String] { rowsOf(host.renderSettled(size: size)) }

    @Test func cellsLineUpUnderTheirTitles() {
        let rows = lines(ViewHost(ThemeProvider(.default) { Screen() }))
        // 50 columns: the marker's two, the row's trailing cell and the bar's leave 46; two gaps
        // and the fixed 8 leave 36, shared 18 and 18.
        #expect(rows[0] == "  From ▲             Subject                Size", "\(rows)")
        #expect(rows[1].allSatisfy { $0 == "─" } && rows[1].count == 50)
        #expect(rows[2] == "  sender 1           subject 1              3 KB ┃", "right-aligned in its column: \(rows)")
        #expect(rows[5] == "  sender 4           subject 4             12 KB │")
    }

    @Test func theTableAndAListShareTheSelection() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = lines(host)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        var rows = lines(host)
        #expect(rows[3].hasPrefix("▸ sender 2"))
        #expect(rows[9].hasPrefix("selected 2"))
        host.handle(.key(KeyPress(.end)))
        rows = lines(host)
        #expect(rows[5].hasPrefix("▸ sender 500"))
        #expect(rows[8].hasPrefix("  subject 500"), "the list scrolled to the selection too: \(rows)")
    }

    @Test func theArrowsAndClicksOnTheHeaderSort() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = lines(host)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.right)))
        var rows = lines(host)
        #expect(rows[0].hasPrefix("  From ▼"))
        #expect(rows[9].hasSuffix("sort From down"))
        host.handle(.key(KeyPress(.right)))
        rows = lines(host)
        #expect(rows[0].contains("Subject ▲"))
        // A click on the Size title sorts by it; a second click reverses.
        let x = rows[0].distance(from: rows[0].startIndex, to: rows[0].range(of: "Size")!.lowerBound)
        for _ in 0..<2 {
            host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: 0))))
            host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: 0))))
            rows = lines(host)
        }
        #expect(rows[9].hasSuffix("sort Size down"), "\(rows)")
        #expect(rows[0].contains("Size ▼"))
    }

    @Test func aNarrowTableClipsCellsWithAnEllipsis() {
        struct Narrow: View {
            var body: some View {
                Table([Message(id: 1, from: "a very long sender name", subject: "日本語の件名です", size: 1)]) {
                    TableColumn("From", value: \.from)
                    TableColumn("Subject", value: \.subject)
                }
            }
        }
        let rows = renderText(ThemeProvider(.default) { Narrow() }, columns: 22, rows: 4)
        #expect(rows[2].contains("…"), "\(rows)")
        #expect(!rows[2].contains("a very long sender name"))
        // Each column is 8 cells: the wide glyphs fill whole cells, never half of one.
        let cells = Array(rows[2])
        #expect(cells.count <= 22)
    }
}
