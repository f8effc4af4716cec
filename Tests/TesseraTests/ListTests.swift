import Testing

@testable import Tessera

/// `List`: lazy rows, a keyboard cursor kept in view, single and multiple selection.
@Suite struct ListTests {
    struct Item: Identifiable { let id: Int; let name: String }
    static let items = (1...500).map { Item(id: $0, name: "item \($0)") }

    struct Single: View {
        var count = 500
        @State private var selection: Int? = nil
        @State private var submitted = 0
        var body: some View {
            VStack(alignment: .leading) {
                List(ListTests.items.prefix(count), selection: $selection) { item in Text(item.name) }
                    .frame(height: 5)
                    .onSubmit { submitted += 1 }
                Text("selected \(selection.map(String.init) ?? "none") submitted \(submitted)")
            }
        }
    }

    struct Multiple: View {
        @State private var selection: Set<Int> = []
        var body: some View {
            VStack(alignment: .leading) {
                List(ListTests.items, selection: $selection) { item in Text(item.name) }
                    .frame(height: 5)
                Text("selected \(selection.sorted().map(String.init).joined(separator: ","))")
            }
        }
    }

    private let size = TerminalSize(columns: 30, rows: 8)

    private func lines(_ host: ViewHost) -> [String] { rowsOf(host.renderSettled(size: size)) }

    @Test func keysMoveTheCursorAndTheSelectionAndKeepItInView() {
        let host = ViewHost(ThemeProvider(.default) { Single() })
        var rows = lines(host)
        #expect(rows[0].hasPrefix("  item 1"))
        #expect(rows[5] == "selected none submitted 0")
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.down)))
        rows = lines(host)
        #expect(rows[0].hasPrefix("▸ item 1"), "the cursor's row is marked while the list has focus")
        #expect(rows[5].hasPrefix("selected 1"))
        for _ in 0..<6 { host.handle(.key(KeyPress(.down))) }   // several keys before one frame
        rows = lines(host)
        #expect(rows[5].hasPrefix("selected 7"))
        #expect(rows[4].hasPrefix("▸ item 7"), "scrolled just enough to show it: \(rows)")
        host.handle(.key(KeyPress(.end)))
        rows = lines(host)
        #expect(rows[4].hasPrefix("▸ item 500"))
        host.handle(.key(KeyPress(.pageUp)))
        rows = lines(host)
        #expect(rows[5].hasPrefix("selected 496"), "a page is the rows showing, less one")
        host.handle(.key(KeyPress(.home)))
        rows = lines(host)
        #expect(rows[0].hasPrefix("▸ item 1"))
        host.handle(.key(KeyPress(.enter)))
        rows = lines(host)
        #expect(rows[5] == "selected 1 submitted 1", "Enter runs onSubmit: the row action")
    }

    @Test func typingJumpsToAMatchingRow() {
        let host = ViewHost(ThemeProvider(.default) { Single() })
        _ = lines(host)
        host.handle(.key(KeyPress(.tab)))
        for character in "item 42" { host.handle(.key(KeyPress(.character(character)))) }
        let rows = lines(host)
        #expect(rows[5].hasPrefix("selected 42"), "\(rows)")
    }

    @Test func aClickSelectsTheRowUnderIt() {
        let host = ViewHost(ThemeProvider(.default) { Single() })
        _ = lines(host)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 2))))
        var rows = lines(host)
        #expect(rows[5].hasPrefix("selected 3"))
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 4, y: 2))))
        rows = lines(host)
        #expect(rows[0].hasPrefix("  item 4"), "the wheel scrolls: \(rows)")
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 0))))
        rows = lines(host)
        #expect(rows[5].hasPrefix("selected 4"), "a click after scrolling picks the row shown there")
    }

    @Test func aMultipleSelectionTogglesWithSpaceAndExtendsWithShift() {
        let host = ViewHost(ThemeProvider(.default) { Multiple() })
        var rows = lines(host)
        host.handle(.key(KeyPress(.tab)))
        rows = lines(host)
        #expect(rows[0].hasPrefix("▸   item 1"), "focus marks the first row: \(rows)")
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.up)))
        rows = lines(host)
        #expect(rows[5] == "selected", "moving does not select in a multiple selection")
        host.handle(.key(KeyPress(.character(" "))))
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.character(" "))))
        rows = lines(host)
        #expect(rows[5] == "selected 1,3")
        #expect(rows[0].hasPrefix("  ✓ item 1"), "a check column shows the selection: \(rows)")
        host.handle(.key(KeyPress(.down, modifiers: .shift)))
        host.handle(.key(KeyPress(.down, modifiers: .shift)))
        rows = lines(host)
        #expect(rows[5] == "selected 3,4,5", "Shift extends from where the selection started")
    }

    @Test func aListOfAMillionRowsBuildsOnlyWhatShows() {
        struct Huge: View {
            @State private var selection: Int? = nil
            var body: some View {
                List(0..<1_000_000, id: \.self, selection: $selection) { Text("row \($0)") }.frame(height: 5)
            }
        }
        let host = ViewHost(ThemeProvider(.default) { Huge() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.end)))
        let rows = rowsOf(host.render(size: size))
        #expect(rows[4].hasPrefix("▸ row 999999"))
        #expect(host.lastFrameTrace.bodies < 60, "a few rows' bodies, not a million: \(host.lastFrameTrace.bodies)")
    }

    @Test func aListBodyLeftAndReenteredKeepsItsRows() {
        // A row kept from an earlier frame hangs from the new frame's stack before it resolves
        // again (it once walked up through the stack of the frame before, freed by then).
        let host = ViewHost(ThemeProvider(.default) { Single(count: 20) })
        _ = lines(host)
        for _ in 0..<3 {
            host.handle(.key(KeyPress(.tab)))
            host.handle(.key(KeyPress(.down)))
            _ = lines(host)
            host.handle(.key(KeyPress(.escape)))
            _ = lines(host)
        }
        #expect(lines(host)[5].hasPrefix("selected 3"))
    }
}

/// A selected row's fill is a ground the row's own colours were not chosen for: text on it keeps
/// the text ratio (``EnvironmentValues/textGround``), while the other rows keep their colours.
@Suite struct ListRowGroundTests {
    struct Ledger: View {
        var body: some View {
            List(ListTests.items.prefix(3), selection: .constant(2)) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("+1,250.00").foregroundColor(.fgMuted)
                }
            }
        }
    }

    @Test func mutedTextOnTheSelectionWashTakesLegibleInk() throws {
        let theme = try Theme.builtin(named: "nord")
        let resolved = theme.resolved(for: .dark)
        let buffer = ViewHost(ThemeProvider(theme, scheme: .dark) { Ledger() })
            .renderSettled(size: TerminalSize(columns: 30, rows: 3))
        func amount(inRow y: Int) throws -> CellStyle {
            let line = rowsOf(buffer)[y]
            let start = try #require(line.range(of: "+1,250.00")?.lowerBound, "row \(y): \(line)")
            return buffer[line.distance(from: line.startIndex, to: start), y].style
        }
        let plain = try amount(inRow: 0), selected = try amount(inRow: 1)
        #expect(plain.foreground == .rgb(resolved.rgb(.fgMuted)), "a row without a fill keeps its muted text")
        #expect(selected.background == .rgb(resolved.rgb(.bgPrimaryWash)))
        // Nord's muted grey is 4.23:1 on its selection wash: the amount takes the foreground.
        #expect(ContrastAudit.ratio(resolved.rgb(.fgMuted), resolved.rgb(.bgPrimaryWash)) < 4.5)
        guard case .rgb(let ink) = selected.foreground else {
            Issue.record("the selected amount has no colour: \(selected.foreground)")
            return
        }
        #expect(ContrastAudit.ratio(ink, resolved.rgb(.bgPrimaryWash)) >= 4.5)
        #expect(ink == resolved.rgb(.fg))
    }
}
