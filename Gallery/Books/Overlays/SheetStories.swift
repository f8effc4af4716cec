import Tessera
import TesseraStories

extension TesseraBooks {
    /// Sheets: a tray on narrow screens, a card on wide ones.
    static var sheet: StorySection {
        StorySection("Sheet",
                     notes: "Presented over a dimmed screen: a tray along the bottom under 100 columns, a centred card on wider screens. Focus stays inside; Esc dismisses and focus returns.") {
            StorySection("Inherited default") {
                Story("Details",
                      code: "Button(\"Details\") { showsDetails = true }\n    .sheet(isPresented: $showsDetails) {\n        VStack(alignment: .leading, spacing: 1) {\n            Text(\"Transfer to Ada Lovelace\").textRole(.title3)\n            Text(\"Sent on 28 November; it arrives within a day.\").foregroundColor(.fgMuted)\n            Button(\"Done\") { showsDetails = false }\n        }\n    }") {
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
        }
    }
}
