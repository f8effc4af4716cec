import Testing

@testable import Tessera

/// Issue 13's call site behaves as a new user would try it: ↓ moves the table's selection and the
/// list's, the picker opens and picks, the menu opens and Esc returns focus, typing fills the
/// editor over several lines, the stepper stays in bounds, Ctrl-D opens the sheet and Esc closes it.
@Suite struct InboxCallSiteTests {
    private let size = TerminalSize(columns: 100, rows: 40)

    private func screen(_ host: ViewHost) -> String {
        let buffer = host.renderSettled(size: size)
        return (0..<buffer.rows).map { String(buffer.row($0).filter { !$0.isContinuation }.map(\.grapheme)) }
            .joined(separator: "\n")
    }

    private func focus(_ label: String, in host: ViewHost) {
        for _ in 0..<12 where host.focusedLabel != label {
            host.handle(.key(KeyPress(.tab)))
            _ = host.renderSettled(size: size)
        }
        #expect(host.focusedLabel == label)
    }

    @Test func theInboxWorksAsWritten() {
        let host = ViewHost(ThemeProvider(.default) { Inbox() })
        var text = screen(host)
        for expected in ["Sort", "Date ▾", "From", "Subject", "sender 1", "subject 6", "Actions ▾", "Volume − 5 +", "Details ^D"] {
            #expect(text.contains(expected), "missing \(expected)")
        }
        #expect(host.focusOrderLabels == ["Sort", "Table", "List", "Actions", "Text editor", "Volume", "Details"])

        // The picker opens and picks.
        focus("Sort", in: host)
        host.handle(.key(KeyPress(.enter)))
        _ = screen(host)
        host.handle(.key(KeyPress(.down)))
        _ = screen(host)
        host.handle(.key(KeyPress(.enter)))
        text = screen(host)
        #expect(text.contains("Sort ▸ Sender ▾ ◂"), "\(text)")

        // ↓ in the table moves its selection and the list's.
        focus("Table", in: host)
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        host.handle(.key(KeyPress(.down)))
        text = screen(host)
        #expect(text.contains("▸ sender 3"))
        host.handle(.key(KeyPress(.end)))
        text = screen(host)
        #expect(text.contains("▸ sender 500") && text.contains("subject 500\u{20}"), "the list follows the selection")
        focus("List", in: host)
        host.handle(.key(KeyPress(.up)))
        text = screen(host)
        #expect(text.contains("▸ subject 499") && text.contains("sender 499"))

        // The menu opens, and Esc closes it with focus back on its button.
        focus("Actions", in: host)
        host.handle(.key(KeyPress(.enter)))
        text = screen(host)
        #expect(text.contains("Archive") && text.contains("Delete"))
        host.handle(.key(KeyPress(.escape)))
        text = screen(host)
        #expect(!text.contains("Archive"))
        #expect(host.focusedLabel == "Actions")

        // Typing fills the editor over several lines.
        focus("Text editor", in: host)
        for character in String(repeating: "lorem ipsum dolor ", count: 8) {
            host.handle(.key(KeyPress(.character(character))))
        }
        text = screen(host)
        #expect(text.components(separatedBy: "lorem").count > 3, "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("┃ ") && $0.contains("ipsum") }.count >= 2)

        // The stepper stays in bounds.
        focus("Volume", in: host)
        for _ in 0..<8 { host.handle(.key(KeyPress(.right))) }
        text = screen(host)
        #expect(text.contains("Volume − 10 ·"))

        // Ctrl-D opens the sheet; Esc closes it and focus returns.
        host.handle(.key(KeyPress(.character("d"), modifiers: .control)))
        text = screen(host)
        #expect(text.contains("Message 499"), "\(text)")
        host.handle(.key(KeyPress(.escape)))
        text = screen(host)
        #expect(!text.contains("Message 499"))
        #expect(host.focusedLabel == "Volume")
    }
}
