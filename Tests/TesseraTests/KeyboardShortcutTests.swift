import Testing

@testable import Tessera

/// `keyboardShortcut`: a key that presses a button wherever focus is, shown after its label.
@Suite struct KeyboardShortcutTests {
    private let size = TerminalSize(columns: 40, rows: 8)

    struct Screen: View {
        @State private var opened = 0
        @State private var created = 0
        @State private var notes = ""
        let detailsEnabled: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text("opened \(opened), created \(created)")
                TextField("Notes", text: $notes)
                Button("Details") { opened += 1 }
                    .keyboardShortcut("d", modifiers: .control)
                    .disabled(!detailsEnabled)
                Button("New") { created += 1 }.keyboardShortcut("n", modifiers: [])
                Text("notes: \(notes)")
            }
        }
    }

    @Test func aShortcutPressesItsButtonWhereverFocusIs() {
        let host = ViewHost(ThemeProvider(.default) { Screen(detailsEnabled: true) })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Details ^D"), "\(frame.screenText)")
        host.handle(.key(KeyPress(.tab)))   // into the text field
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Notes")
        host.handle(.key(KeyPress(.character("d"), modifiers: .control)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("opened 1"), "\(frame.screenText)")
        #expect(host.focusedLabel == "Notes", "focus stays where it was")
        // A plain key is typing while a text field has focus...
        host.handle(.key(KeyPress(.character("n"))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("created 0"))
        #expect(frame.screenText.contains("notes: n"))
        // ...and a shortcut anywhere else.
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Details")
        host.handle(.key(KeyPress(.character("n"))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("created 1"))
        #expect(host.verifyLastFrame() == nil)
    }

    @Test func aDisabledButtonsShortcutDoesNothing() {
        let host = ViewHost(ThemeProvider(.default) { Screen(detailsEnabled: false) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.character("d"), modifiers: .control)))
        let frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("opened 0"))
    }

    @Test func shortcutsAreShownInTheTerminalsNotation() {
        #expect(KeyboardShortcut("d").description == "^D")
        #expect(KeyboardShortcut("x", modifiers: .alt).description == "M-x")
        #expect(KeyboardShortcut(KeyEquivalent(.function(5)), modifiers: []).description == "F5")
        #expect(KeyboardShortcut("D").matches(KeyPress(.character("d"), modifiers: .control)), "Control ignores case")
        #expect(!KeyboardShortcut("d").matches(KeyPress(.character("d"))))
    }
}
