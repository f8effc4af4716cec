import Testing

@testable import Tessera

/// `@FocusState` with `focused(_:)` and `focused(_:equals:)`: the state follows focus as keys
/// move it, and setting the state moves focus.
@Suite struct FocusStateTests {
    private let size = TerminalSize(columns: 40, rows: 8)

    struct Notes: View {
        @State private var notes = ""
        @FocusState private var notesFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text(notesFocused ? "state: editing" : "state: idle")
                Button("Edit") { notesFocused = true }
                TextField("Notes", text: $notes)
                    .focused($notesFocused)
                    .onSubmit { notesFocused = false }
                Button("Done") {}
            }
        }
    }

    @Test func theStateFollowsFocusAndMovesIt() {
        let host = ViewHost(ThemeProvider(.default) { Notes() })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("state: idle"))
        host.handle(.key(KeyPress(.tab)))   // focus Edit
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Edit")
        host.handle(.key(KeyPress(.enter)))   // notesFocused = true: focus moves to the field
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Notes")
        #expect(frame.screenText.contains("state: editing"), "\(frame.screenText)")
        host.handle(.key(KeyPress(.tab)))   // a key moves focus out: the state follows
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Done")
        #expect(frame.screenText.contains("state: idle"))
        host.handle(.key(KeyPress(.backTab)))
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Notes")
        #expect(frame.screenText.contains("state: editing"))
        host.handle(.key(KeyPress(.enter)))   // submit: notesFocused = false takes focus away
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == nil)
        #expect(frame.screenText.contains("state: idle"))
        #expect(host.verifyLastFrame() == nil)
    }

    struct Login: View {
        enum Field: Hashable { case name, password }
        @State private var name = ""
        @State private var password = ""
        @FocusState private var field: Field?
        var body: some View {
            VStack(alignment: .leading) {
                Text("field: \(field.map { "\($0)" } ?? "none")")
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Password", text: $password).focused($field, equals: .password)
                Button("To password") { field = .password }
            }
        }
    }

    @Test func tagsTellTheMarkedViewsApart() {
        let host = ViewHost(ThemeProvider(.default) { Login() })
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("field: none"))
        host.handle(.key(KeyPress(.tab)))
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Name")
        #expect(frame.screenText.contains("field: name"))
        host.handle(.key(KeyPress(.tab)))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("field: password"))
        host.handle(.key(KeyPress(.tab)))
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == "To password")
        #expect(frame.screenText.contains("field: none"))
        host.handle(.key(KeyPress(.enter)))   // field = .password moves focus there
        frame = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Password")
        #expect(frame.screenText.contains("field: password"))
        #expect(host.verifyLastFrame() == nil)
    }

    struct FocusOnAppear: View {
        @State private var notes = ""
        @FocusState private var focused: Bool
        var body: some View {
            VStack {
                Button("First") {}
                TextField("Notes", text: $notes).focused($focused)
            }
            .task { focused = true }
        }
    }

    @MainActor @Test func aTaskCanPutFocusWhereItWants() async {
        let host = ViewHost(ThemeProvider(.default) { FocusOnAppear() })
        _ = host.renderSettled(size: size)
        for _ in 0..<500 where !host.needsRender { try? await Task.sleep(for: .milliseconds(1)) }
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Notes")
    }
}
