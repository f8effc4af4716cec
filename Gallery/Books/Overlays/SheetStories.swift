import Tessera
import TesseraStories

extension TesseraBooks {
    /// Sheets: a tray on narrow screens, a card on wide ones.
    static var sheet: StorySection {
        StorySection(
            "Sheet",
            notes:
                "Presented over a dimmed screen: a tray along the bottom under 100 columns, a centred card on wider screens. Focus stays inside; Esc dismisses and focus returns. A split view's sidebar becomes a drawer from the leading edge on narrow screens."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Details",
                    code:
                        "Button(\"Details\") { showsDetails = true }\n    .sheet(isPresented: $showsDetails) {\n        VStack(alignment: .leading, spacing: 1) {\n            Text(\"Transfer to Ada Lovelace\").textRole(.title3)\n            Text(\"Sent on 28 November; it arrives within a day.\").foregroundColor(.fgMuted)\n            Button(\"Done\") { showsDetails = false }\n        }\n    }"
                ) {
                    StoryState(false) { $showsDetails in
                        Button("Details") { showsDetails = true }
                            .sheet(isPresented: $showsDetails) {
                                VStack(alignment: .leading, spacing: 1) {
                                    Text("Transfer to Ada Lovelace").textRole(.title3)
                                    Text("Sent on 28 November; it arrives within a day.").foregroundColor(.fgMuted)
                                    Button("Done") { showsDetails = false }
                                }
                            }
                    }
                }
                .play(.press(.tab), .press(.enter))
            }
            StorySection("Variants") {
                Story(
                    "Split view's drawer",
                    code:
                        "NavigationSplitView(\"Mailboxes\") {\n    List(selection: $mailbox) {\n        Text(\"Inbox\").tag(\"inbox\")\n        Text(\"Sent\").tag(\"sent\")\n    }\n} detail: {\n    Text(\"Showing \\(mailbox ?? \"nothing\")\")\n}\n.frame(height: 4)",
                    notes:
                        "The sidebar beside the detail; when the detail would keep under 64 columns, a drawer the ≡ button opens. Choosing a row closes it."
                ) {
                    StoryState(String?("inbox")) { $mailbox in
                        NavigationSplitView("Mailboxes") {
                            List(selection: $mailbox) {
                                Text("Inbox").tag("inbox")
                                Text("Sent").tag("sent")
                            }
                        } detail: {
                            Text("Showing \(mailbox ?? "nothing")")
                        }
                        .frame(height: 4)
                    }
                }
                .play(.press(.tab), .press(.enter))
            }
        }
    }
}
