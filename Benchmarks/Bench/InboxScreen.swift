import Tessera

/// Issue 13's inbox: a picker, a table and a list of `count` messages sharing a selection, a menu,
/// an editor, a stepper and a button; what `inbox.*` measures with 5 rows and with 500.
struct InboxScreen: View {
    struct Message: Identifiable { let id: Int; let from: String; let subject: String }

    let messages: [Message]
    @State private var selection: Int? = nil
    @State private var sort = "Date"
    @State private var notes = ""
    @State private var volume = 5

    /// `count` messages, made once: the frames measure the screen, not building its data.
    static func messages(_ count: Int) -> [Message] {
        (1...count).map { Message(id: $0, from: "sender \($0)", subject: "subject \($0)") }
    }

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
            TextEditor(text: $notes).frame(height: 3)
            Stepper("Volume", value: $volume, in: 0...10)
        }
    }
}
