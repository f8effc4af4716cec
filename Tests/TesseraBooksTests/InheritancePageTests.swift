import Tessera
import TesseraBooks
import TesseraStories
import Testing

/// Issue #17, the inheritance page: each scope says in words what it overrides (not its code
/// twice), and the dark card stands apart from the dark page around it.
@Suite struct InheritancePageTests {
    private func rows(scheme: ColorScheme) throws -> (rows: [String], buffer: CellBuffer) {
        let entry = try #require(TesseraBooks.all.flatMap(\.stories).first { $0.id.hasSuffix("inheritance") })
        let host = ViewHost(StoryCanvas(entry.story).background(.bg).theme(.default, scheme: scheme))
        let buffer = host.renderSettled(size: TerminalSize(columns: 100, rows: 40))
        let rows = (0..<buffer.rows).map { y in String(buffer.row(y).map(\.grapheme)) }
        return (rows, buffer)
    }

    @Test func noScopeLabelRepeatsItsCode() throws {
        for row in try rows(scheme: .light).rows {
            for code in [".theme(accentTheme)", ".colorScheme(.dark)", ".disabled(true)"] {
                #expect(row.components(separatedBy: code).count <= 2, "\(row)")
            }
        }
    }

    @Test func theDarkCardShowsOnADarkPage() throws {
        let (rows, buffer) = try rows(scheme: .dark)
        let card = try #require(rows.firstIndex { $0.contains("Card") })
        let subtree = try #require(rows.firstIndex { $0.contains("Subtree") })
        func ground(_ y: Int, after text: String) throws -> Color {
            let column = try #require(rows[y].range(of: text).map { rows[y].distance(from: rows[y].startIndex, to: $0.lowerBound) })
            return buffer[column, y].style.background
        }
        #expect(try ground(card, after: "Card") != ground(subtree, after: "Subtree"))
    }

    @Test func theDisabledControlsKeepARowFromTheGroupsBorder() throws {
        let (rows, _) = try rows(scheme: .light)
        let label = try #require(rows.firstIndex { $0.contains("  Disabled  ") })
        // A disabled button has no fill: its box (``DisabledLook``) ends on the row under the label.
        let box = label + 1
        #expect(rows[box].filter { $0 == "╰" }.count > rows[label - 1].filter { $0 == "╰" }.count, "\(rows[box])")
        // The toggle under it, then a blank row before the group's border.
        let toggle = try #require(rows.firstIndex { $0.contains("Also disabled") })
        #expect(toggle > box)
        let border = try #require(rows.indices.first { $0 > toggle && rows[$0].contains("╰") })
        #expect(border - toggle >= 2, "a blank row between the last control and the group's border")
    }
}
