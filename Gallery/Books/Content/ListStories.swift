import Tessera
import TesseraStories

extension TesseraBooks {
    /// Lists: lazy rows, a keyboard cursor and a selection.
    static var list: StorySection {
        StorySection(
            "List",
            notes:
                "Rows from a collection, built only as they come on screen. ↑↓ PgUp PgDn Home End move the cursor (and a single selection with it), Shift extends, Space toggles a row of a multiple selection, typing jumps to a row, Enter runs onSubmit."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Single selection",
                    code:
                        "List(Transfer.recent, selection: $selected) { transfer in\n    HStack {\n        Text(transfer.name)\n        Spacer()\n        Text(transfer.amount).foregroundColor(.fgMuted).layoutPriority(1)\n    }\n}\n.frame(height: 6)"
                ) {
                    StoryState(Int?(2)) { $selected in
                        List(Transfer.recent, selection: $selected) { transfer in
                            HStack {
                                Text(transfer.name)
                                Spacer()
                                Text(transfer.amount).foregroundColor(.fgMuted).layoutPriority(1)
                            }
                        }
                        .frame(height: 6)
                    }
                }
                .play(.press(.tab), .press(.down), .press(.down))
            }
            StorySection("Variants") {
                Story(
                    "Multiple selection",
                    code: "List(Transfer.recent, selection: $chosen) { Text($0.name) }.frame(height: 6)",
                    notes: "A check column shows the selection."
                ) {
                    StoryState(Set([1, 3])) { $chosen in
                        List(Transfer.recent, selection: $chosen) { Text($0.name) }.frame(height: 6)
                    }
                }
                .play(.press(.tab), .press(.down), .press(.down), .press(.character(" ")))
                Story(
                    "Sections",
                    code:
                        "List(selection: $mailbox) {\n    Section(\"Favourites\") {\n        Text(\"Inbox\").tag(\"inbox\")\n        Text(\"Sent\").tag(\"sent\")\n    }\n    Section(\"Folders\") {\n        Text(\"Work\").tag(\"work\")\n        Text(\"Trips\").tag(\"trips\")\n    }\n}\n.frame(height: 6)",
                    notes: "Static rows under headers the cursor passes over."
                ) {
                    StoryState(String?("inbox")) { $mailbox in
                        List(selection: $mailbox) {
                            Section("Favourites") {
                                Text("Inbox").tag("inbox")
                                Text("Sent").tag("sent")
                            }
                            Section("Folders") {
                                Text("Work").tag("work")
                                Text("Trips").tag("trips")
                            }
                        }
                        .frame(height: 6)
                    }
                }
                .play(.press(.tab), .press(.down), .press(.down))
                Story(
                    "Row separators",
                    code:
                        "List(Transfer.recent, selection: $selected) { Text($0.name) }\n    .listRowSeparator(.visible)\n    .frame(height: 6)",
                    notes: "A line under each row; each row takes two lines."
                ) {
                    StoryState(Int?(2)) { $selected in
                        List(Transfer.recent, selection: $selected) { Text($0.name) }
                            .listRowSeparator(.visible)
                            .frame(height: 6)
                    }
                }
                Story(
                    "Ten thousand rows",
                    code: "List(0..<10_000, id: \\.self, selection: $row) { Text(\"Row \\($0)\") }.frame(height: 6)",
                    notes: "Lazy: a frame costs what a screenful does."
                ) {
                    StoryState(Int?.none) { $row in
                        List(0..<10_000, id: \.self, selection: $row) { Text("Row \($0)") }.frame(height: 6)
                    }
                }
                .play(.press(.tab), .press(.end))
            }
            StorySection("States") {
                Story(
                    "Focused",
                    code: "List(Transfer.recent, selection: .constant(2)) { Text($0.name) }.frame(height: 4).previewState(.focused)"
                ) {
                    List(Transfer.recent, selection: .constant(2)) { Text($0.name) }.frame(height: 4).previewState(.focused)
                }
            }
        }
    }
}
