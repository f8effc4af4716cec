import Tessera

// Issue 13's call site, verbatim: it compiles against the public API only (this file does not
// import Tessera as testable).

struct Message: Identifiable { let id: Int; let from: String; let subject: String }

struct Inbox: View {
    let messages = (1...500).map { Message(id: $0, from: "sender \($0)", subject: "subject \($0)") }
    @State private var selection: Int? = nil
    @State private var sort = "Date"
    @State private var notes = ""
    @State private var volume = 5
    @State private var showDetails = false
    @FocusState private var notesFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Picker("Sort", selection: $sort) {
                Text("Date").tag("Date")
                Text("Sender").tag("Sender")
            }
            Table(messages, selection: $selection) {
                TableColumn("From", value: \.from)
                TableColumn("Subject", value: \.subject)
            }
            .frame(height: 8)
            List(messages, selection: $selection) { message in Text(message.subject) }
                .frame(height: 6)
            Menu("Actions") {
                Button("Archive") {}
                Button("Delete", role: .destructive) {}
            }
            TextEditor(text: $notes).frame(height: 3).focused($notesFocused)
            Stepper("Volume", value: $volume, in: 0...10)
            Button("Details") { showDetails = true }.keyboardShortcut("d", modifiers: .control)
        }
        .sheet(isPresented: $showDetails) { Text("Message \(selection ?? 0)") }
        .onChange(of: selection) { showDetails = false }
        .task { notesFocused = false }
    }
}
