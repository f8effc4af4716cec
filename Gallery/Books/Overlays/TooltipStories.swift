import Tessera
import TesseraStories

extension TesseraBooks {
    /// Tooltips (on focus or hover, above or below to stay on screen) and toasts.
    static var tooltip: StorySection {
        StorySection(
            "Tips & toasts", id: "tooltip",
            notes:
                "Tooltips show on focus or hover, above or below to stay on screen, in the inverse scheme; coachmarks point a feature out until dismissed; toasts show queued messages for a few seconds."
        ) {
            StorySection("Inherited default") {
                Story("On focus", code: "Button(\"Copy address\") { }.tooltip(\"Copies to the clipboard\")") {
                    Button("Copy address") {}.tooltip("Copies to the clipboard")
                }
            }
            StorySection("States") {
                Story(
                    "Always shown",
                    code: "Text(\"Network fee\").tooltip(\"Paid to miners, not to us\", isPresented: true)",
                    notes: "Presented above its text; the gallery keeps the rows a sample draws above itself free."
                ) {
                    Text("Network fee").tooltip("Paid to miners, not to us", isPresented: true)
                }
            }
            StorySection("Toast") {
                Story(
                    "Queued, timed",
                    code:
                        "VStack(alignment: .leading) {\n    Button(\"Archive\") { toasts.show(\"Archived\", kind: .positive) }\n    Button(\"Undo\") { toasts.show(\"Nothing to undo\") }\n}\n.frame(width: 30, height: 4, alignment: .topLeading)\n.toasts(toasts)",
                    notes:
                        "Each toast shows for three seconds after the one before it, at the bottom of the view it is attached to; it never takes focus."
                ) {
                    StoryState(ToastQueue()) { $toasts in
                        VStack(alignment: .leading) {
                            Button("Archive") { toasts.show("Archived", kind: .positive) }
                            Button("Undo") { toasts.show("Nothing to undo") }
                        }
                        .frame(width: 30, height: 4, alignment: .topLeading)
                        .toasts(toasts)
                    }
                }
                .play(.press(.tab), .press(.enter))
            }
            StorySection("Coachmark") {
                Story(
                    "Pointing out a button",
                    code:
                        "Button(\"Export\") { showsTip = true }\n    .coachmark(isPresented: $showsTip, title: \"New: export\", message: \"Save any report as a CSV file.\")",
                    notes:
                        "Shown here by pressing Export: a callout under the view, its button focused; Enter, Esc or a click outside dismisses it."
                ) {
                    StoryState(false) { $showsTip in
                        Button("Export") { showsTip = true }
                            .coachmark(isPresented: $showsTip, title: "New: export", message: "Save any report as a CSV file.")
                    }
                }
                .play(.press(.tab), .press(.enter), .press(.escape))
            }
        }
    }
}
