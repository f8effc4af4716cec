import Testing

@testable import Tessera

/// `List` written as static content: rows, `Section` headers the cursor passes over, selection by
/// tag (and by `ForEach` id), and `Section` outside a list.
@Suite struct StaticListTests {
    struct Folder: Identifiable { let id: String }

    struct Mailboxes: View {
        @State private var mailbox: String? = nil
        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $mailbox) {
                    Section("Favourites") {
                        Text("Inbox").tag("inbox")
                        Text("Sent").tag("sent")
                    }
                    Text("Untagged note")
                    Section("Folders") {
                        ForEach([Folder(id: "work"), Folder(id: "trips")]) { folder in Text(folder.id.capitalized) }
                    }
                }
                .frame(height: 7)
                Text("mailbox \(mailbox ?? "none")")
            }
        }
    }

    struct Several: View {
        @State private var chosen: Set<Int> = []
        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $chosen) {
                    Section("Odd") {
                        Text("one").tag(1); Text("three").tag(3)
                    }
                    Section("Even") { Text("two").tag(2) }
                }
                .frame(height: 5)
                Text("chosen \(chosen.sorted().map(String.init).joined(separator: ","))")
            }
        }
    }

    private let size = TerminalSize(columns: 30, rows: 9)

    private func lines(_ host: ViewHost) -> [String] { rowsOf(host.renderSettled(size: size)) }

    private func press(_ host: ViewHost, _ keys: Key...) {
        for key in keys { host.handle(.key(KeyPress(key))) }
    }

    @Test func sectionsShowTheirHeadersAsCaptionRows() {
        let rows = lines(ViewHost(ThemeProvider(.default) { Mailboxes() }))
        #expect(rows[0].hasPrefix("  FAVOURITES"), "a header is a caption, level with the rows' text: \(rows)")
        #expect(rows[1].hasPrefix("  Inbox"))
        #expect(rows[2].hasPrefix("  Sent"))
        #expect(rows[3].hasPrefix("  Untagged note"))
        #expect(rows[4].hasPrefix("  FOLDERS"))
        #expect(rows[5].hasPrefix("  Work"))
        #expect(rows[6].hasPrefix("  Trips"))
        #expect(collectionHeaderStyle() == (.caption, .fgMuted))
    }

    @Test func theCursorStopsOnlyOnRowsTheSelectionCanHold() {
        let host = ViewHost(ThemeProvider(.default) { Mailboxes() })
        var rows = lines(host)
        press(host, .tab)
        rows = lines(host)
        #expect(rows[1].hasPrefix("▸ Inbox"), "focus marks the first row that can be chosen, not the header: \(rows)")
        press(host, .down)
        rows = lines(host)
        #expect(rows[7] == "mailbox inbox")
        press(host, .down, .down)
        rows = lines(host)
        #expect(rows[7] == "mailbox work", "the untagged row and the header are passed over; ForEach rows carry their ids: \(rows)")
        #expect(rows[5].hasPrefix("▸ Work"))
        press(host, .up)
        rows = lines(host)
        #expect(rows[7] == "mailbox sent")
        press(host, .home)
        rows = lines(host)
        #expect(rows[7] == "mailbox inbox", "Home lands on the first row, past the header")
        press(host, .end)
        rows = lines(host)
        #expect(rows[7] == "mailbox trips")
    }

    @Test func clicksOnHeadersAndUntaggedRowsChooseNothing() {
        let host = ViewHost(ThemeProvider(.default) { Mailboxes() })
        _ = lines(host)
        for row in [0, 3, 2] {
            host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: row))))
            host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: row))))
        }
        #expect(lines(host)[7] == "mailbox sent", "only the click on Sent chose")
    }

    @Test func typeAheadSkipsHeaders() {
        let host = ViewHost(ThemeProvider(.default) { Mailboxes() })
        _ = lines(host)
        press(host, .tab)
        press(host, .character("f"))
        #expect(lines(host)[7] == "mailbox none", "no row but a header starts with f")
        let fresh = ViewHost(ThemeProvider(.default) { Mailboxes() })
        _ = lines(fresh)
        press(fresh, .tab, .character("t"))
        #expect(lines(fresh)[7] == "mailbox trips")
        let third = ViewHost(ThemeProvider(.default) { Mailboxes() })
        _ = lines(third)
        press(third, .tab, .character("u"))
        #expect(lines(third)[7] == "mailbox none", "the untagged row cannot be chosen, so u finds nothing")
    }

    @Test func aMultipleSelectionExtendsOverRowsOnly() {
        let host = ViewHost(ThemeProvider(.default) { Several() })
        _ = lines(host)
        press(host, .tab, .character(" "))
        var rows = lines(host)
        #expect(rows[5] == "chosen 1", "Space chooses the marked first row: \(rows)")
        host.handle(.key(KeyPress(.end, modifiers: .shift)))
        rows = lines(host)
        #expect(rows[5] == "chosen 1,2,3", "Shift-End takes every row between, but no header: \(rows)")
        #expect(rows[3].hasPrefix("  EVEN"), "headers take no check: \(rows)")
    }

    @Test func aListWithoutSelectionStillMovesItsCursorPastHeaders() {
        let host = ViewHost(
            ThemeProvider(.default) {
                List {
                    Section("Fruit") {
                        Text("Apple"); Text("Pear")
                    }
                    Section("Veg") { Text("Leek") }
                }
            })
        _ = lines(host)
        press(host, .tab, .down, .down)
        let rows = lines(host)
        #expect(rows[4].hasPrefix("▸ Leek"), "\(rows)")
    }

    @Test func aSectionOutsideAListDrawsItsHeaderAbove() {
        let rows = lines(ViewHost(ThemeProvider(.default) { Section("Account") { Text("Name") } }))
        #expect(rows[0] == "ACCOUNT")
        #expect(rows[1] == "Name")
    }
}

extension StaticListTests {
    struct Separated: View {
        @State private var mailbox: String? = "inbox"
        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $mailbox) {
                    Section("Mail") {
                        Text("Inbox").tag("inbox")
                        Text("Sent").tag("sent")
                        Text("Trash").tag("trash")
                    }
                }
                .listRowSeparator(.visible)
                .frame(width: 20, height: 6)
                Text("mailbox \(mailbox ?? "none")")
            }
        }
    }

    @Test func rowSeparatorsAreALineUnderEachRowOnlyWhenAskedFor() {
        #expect(!listRowSeparatorShows(.automatic) && !listRowSeparatorShows(.hidden) && listRowSeparatorShows(.visible))
        let host = ViewHost(ThemeProvider(.default) { Separated() })
        var rows = lines(host)
        #expect(rows[0].hasPrefix("  MAIL"), "\(rows)")
        #expect(rows[1] == "  " + String(repeating: "─", count: 17) + "┃", "the line starts with the text, up to the scroll bar: \(rows)")
        #expect(rows[2].hasPrefix("  Inbox") && rows[4].hasPrefix("  Sent"), "\(rows)")
        press(host, .tab, .down, .down)
        rows = lines(host)
        #expect(rows[6] == "mailbox trash", "\(rows)")
        #expect(rows[4].hasPrefix("▸ Trash"), "the cursor's row is kept in view at two lines a row: \(rows)")
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 2))))
        #expect(lines(host)[6] == "mailbox sent", "a click maps through two-line rows")
    }
}
