import Testing

@testable import Tessera

/// A paste (`InputEvent.paste`) goes whole to the focused text field or editor, in one edit.
@Suite struct PasteTests {
    struct Form: View {
        @State private var name = "ab"
        @State private var notes = ""
        @State private var quits = 0
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                TextEditor(text: $notes).frame(width: 20, height: 3)
                Button("Quit") { quits += 1 }.keyboardShortcut("q", modifiers: [])
                Text("count=\(notes.count)|quits=\(quits)|name=\(name)|notes=\(notes.prefix(16).replacingOccurrences(of: "\n", with: "/"))")
            }
        }
    }

    private let size = TerminalSize(columns: 60, rows: 12)

    private func status(_ host: ViewHost) -> String {
        rowsOf(host.renderSettled(size: size)).first { $0.hasPrefix("count=") } ?? ""
    }

    @Test func aTextFieldTakesAPasteWholeAtItsCursorWithLineBreaksAsSpaces() {
        let host = ViewHost(ThemeProvider(.default) { Form() })
        _ = status(host)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.left)))
        #expect(host.handle(.paste("X\r\nY\u{1B}[31mZ\tq")))
        #expect(status(host).contains("|name=aX Y[31mZ qb|"), "CR LF and the tab become spaces, ESC is dropped, q is text: \(status(host))")
        host.handle(.key(KeyPress(.character("!"))))
        #expect(status(host).contains("|name=aX Y[31mZ q!b|"), "the cursor is after the pasted text")
    }

    @Test func anEditorTakesTenThousandCharactersInOneEdit() {
        let host = ViewHost(ThemeProvider(.default) { Form() })
        _ = status(host)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.tab)))
        let frames = host.frameCount
        let text = String(repeating: "line q\r\n", count: 1250)
        #expect(host.handle(.paste(text)))
        let line = status(host)
        #expect(
            line.hasPrefix("count=\(1250 * 7)|quits=0|"), "CR LF is one line break; a q in a paste never presses the q shortcut: \(line)")
        #expect(line.hasSuffix("|notes=line q/line q/li"), "\(line)")
        #expect(host.frameCount - frames <= 2, "one edit, one frame (and its settling)")
    }

    @Test func aPasteWhereNoFieldHasFocusIsIgnored() {
        let host = ViewHost(ThemeProvider(.default) { Form() })
        _ = status(host)
        #expect(!host.handle(.paste("q")))
        #expect(status(host).hasPrefix("count=0|quits=0|"))
    }
}
