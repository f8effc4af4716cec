import Testing

@testable import Tessera

/// `NavigationSplitView`: the sidebar beside the detail on wide screens, a drawer on narrow ones.
@Suite struct NavigationSplitViewTests {
    struct Mail: View {
        var visibility: Binding<NavigationSplitViewVisibility>? = nil
        var width: Int? = nil
        @State private var mailbox: String? = "inbox"
        var body: some View {
            NavigationSplitView("Mailboxes", columnVisibility: visibility) {
                if let width {
                    List(selection: $mailbox) { sidebarRows }.navigationSplitViewColumnWidth(width)
                } else {
                    List(selection: $mailbox) { sidebarRows }
                }
            } detail: {
                VStack(alignment: .leading) {
                    Text("Showing \(mailbox ?? "nothing")")
                    Button("Compose") {}
                }
            }
        }

        @ViewBuilder private var sidebarRows: some View {
            Text("Inbox").tag("inbox")
            Text("Sent").tag("sent")
            Text("Trash").tag("trash")
        }
    }

    private func lines(_ host: ViewHost, _ columns: Int, _ rows: Int = 8) -> [String] {
        rowsOf(host.renderSettled(size: TerminalSize(columns: columns, rows: rows)))
    }

    private func column(_ line: String, _ range: Range<Int>) -> String {
        let characters = Array(line.padding(toLength: range.upperBound, withPad: " ", startingAt: 0))
        return String(characters[range])
    }

    @Test func theDetailKeepsSixtyFourColumnsBesideTheSidebarOrTheSidebarCollapses() {
        #expect(!navigationSplitCollapses(columns: 89, sidebarWidth: 24))
        #expect(navigationSplitCollapses(columns: 88, sidebarWidth: 24))
        #expect(navigationSplitCollapses(columns: 95, sidebarWidth: 31))
    }

    @Test func wideTheSidebarSitsBesideTheDetailBehindARule() {
        let host = ViewHost(ThemeProvider(.default) { Mail() })
        let rows = lines(host, 100)
        #expect(column(rows[0], 0..<24).hasPrefix("  Inbox"), "\(rows)")
        #expect(column(rows[0], 24..<25) == "│", "a rule after the default 24 columns: \(rows)")
        #expect(column(rows[7], 24..<25) == "│", "full height")
        #expect(column(rows[0], 25..<40) == " Showing inbox ", "a column between the rule and the detail")
    }

    @Test func theSidebarContentSetsItsWidth() {
        let rows = lines(ViewHost(ThemeProvider(.default) { Mail(width: 30) }), 100)
        #expect(column(rows[0], 30..<31) == "│", "\(rows)")
    }

    @Test func detailOnlyHidesTheSidebarEvenWhereThereIsRoom() {
        let rows = lines(ViewHost(ThemeProvider(.default) { Mail(visibility: .constant(.detailOnly)) }), 100)
        #expect(rows[0].hasPrefix(" Showing inbox"), "\(rows)")
    }

    @Test func narrowTheSidebarIsADrawerThatChoosingCloses() {
        let host = ViewHost(ThemeProvider(.default) { Mail() })
        var rows = lines(host, 60)
        #expect(rows[0].hasPrefix("   ≡ Mailboxes"), "the drawer's button over the detail: \(rows)")
        #expect(rows[1].hasPrefix(" Showing inbox"))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        rows = lines(host, 60)
        #expect(column(rows[0], 0..<24).contains("Inbox"), "the drawer opens from the leading edge: \(rows)")
        #expect(column(rows[5], 24..<25) == "│", "full height, with its rule")
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.enter)))
        rows = lines(host, 60)
        #expect(rows[1].hasPrefix(" Showing sent"), "Enter on a row chose it and closed the drawer: \(rows)")
        #expect(rows[0].hasPrefix(" ▸ ≡ Mailboxes ◂"), "focus is back on the drawer's button: \(rows)")
    }

    @Test func escClosesTheDrawerAndFocusReturnsToItsButton() {
        let host = ViewHost(ThemeProvider(.default) { Mail() })
        _ = lines(host, 60)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        _ = lines(host, 60)
        host.handle(.key(KeyPress(.escape)))
        var rows = lines(host, 60)
        #expect(rows[1].hasPrefix(" Showing inbox"), "\(rows)")
        host.handle(.key(KeyPress(.enter)))
        rows = lines(host, 60)
        #expect(column(rows[0], 0..<24).contains("Inbox"), "Enter on the focused button opens it again: \(rows)")
    }

    @Test func aClickOnARowInTheDrawerChoosesAndCloses() {
        let host = ViewHost(ThemeProvider(.default) { Mail() })
        _ = lines(host, 60)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        _ = lines(host, 60)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 2))))
        let rows = lines(host, 60)
        #expect(rows[1].hasPrefix(" Showing trash"), "\(rows)")
    }

    @Test func theVisibilityBindingOpensTheDrawer() {
        let host = ViewHost(ThemeProvider(.default) { Mail(visibility: .constant(.all)) })
        let rows = lines(host, 60)
        #expect(column(rows[0], 0..<24).contains("Inbox"), "\(rows)")
    }
}
