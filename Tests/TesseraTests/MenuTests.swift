import Testing

@testable import Tessera

/// `Menu`: a button opening a dropdown of buttons; choosing runs the action and closes it, Esc
/// closes it, and focus returns to the menu's button.
@Suite struct MenuTests {
    final class Log { var entries: [String] = [] }

    struct Screen: View {
        let log: Log
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Actions") {
                    Button("Archive") { log.entries.append("archive") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                    Divider()
                    Menu("Move to") {
                        Button("Inbox") { log.entries.append("inbox") }
                    }
                }
                Button("Other") {}
            }
        }
    }

    private let size = TerminalSize(columns: 40, rows: 12)

    @Test func choosingAnItemRunsItAndClosesTheMenu() {
        let log = Log()
        let host = ViewHost(ThemeProvider(.default) { Screen(log: log) })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Actions ▾"))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Actions ▴"), "\(frame.screenText)")
        #expect(frame.screenText.contains("Archive") && frame.screenText.contains("Delete"))
        #expect(host.focusedLabel == "Archive", "focus moves to the first item")
        host.handle(.key(KeyPress(.down)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.enter)))
        frame = host.renderSettled(size: size)
        #expect(log.entries == ["delete"])
        #expect(!frame.screenText.contains("Archive"), "the menu closed")
        #expect(host.focusedLabel == "Actions", "focus is back on the menu's button")
    }

    @Test func escClosesWithoutChoosing() {
        let log = Log()
        let host = ViewHost(ThemeProvider(.default) { Screen(log: log) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.escape)))
        let frame = host.renderSettled(size: size)
        #expect(log.entries.isEmpty)
        #expect(!frame.screenText.contains("Archive"))
        #expect(host.focusedLabel == "Actions")
    }

    @Test func aNestedMenuClosesEveryMenuWhenAnItemIsChosen() {
        let log = Log()
        let host = ViewHost(ThemeProvider(.default) { Screen(log: log) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.end)))
        for _ in 0..<2 { host.handle(.key(KeyPress(.down))); _ = host.renderSettled(size: size) }
        #expect(host.focusedLabel == "Move to")
        host.handle(.key(KeyPress(.enter)))
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Inbox"), "\(frame.screenText)")
        #expect(frame.screenText.contains("Archive"), "the outer menu stays open under the inner one")
        // Esc closes only the inner menu.
        host.handle(.key(KeyPress(.escape)))
        frame = host.renderSettled(size: size)
        #expect(!frame.screenText.contains("Inbox") && frame.screenText.contains("Archive"))
        #expect(host.focusedLabel == "Move to")
        host.handle(.key(KeyPress(.enter)))
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.enter)))
        frame = host.renderSettled(size: size)
        #expect(log.entries == ["inbox"])
        #expect(!frame.screenText.contains("Archive") && !frame.screenText.contains("Inbox"), "both menus closed")
        #expect(host.focusedLabel == "Actions")
    }

    @Test func menuColoursComeFromTheTokens() {
        let colors = menuColors(theme: theme(.light), depth: .truecolor)
        #expect(colors.fill == .bgElevation2)
        #expect(colors.focusedItem == .bgSecondary)
        #expect(colors.destructive == .fgNegative)
        #expect(colors.check == .fgPrimary)
        #expect([ColorToken.bgLineHeavy, .fgMuted, .fg].contains(colors.border))
        #expect(menuIndicator(isOpen: false, asciiOnly: false) == "▾")
        #expect(menuIndicator(isOpen: true, asciiOnly: true) == "^")
    }
}
