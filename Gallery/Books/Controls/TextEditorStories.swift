import Tessera
import TesseraStories

extension TesseraBooks {
    /// Multi-line text: soft wrap by display width, scrolling, selection.
    static var textEditor: StorySection {
        StorySection(
            "Text editor", id: "text-editor",
            notes:
                "Multi-line text, soft-wrapped by display width at the editor's width and scrolled to the cursor. The rule down its edge shows an empty editor, and turns heavy in the focus colour while focused."
        ) {
            StorySection("Inherited default") {
                Story(
                    "House editor",
                    code: "TextEditor(text: $notes).frame(height: 4)"
                ) {
                    StoryState("") { $notes in
                        TextEditor(text: $notes).frame(height: 4)
                    }
                }
                .play(.press(.tab), .type("Call the bank about the card that expired, then renew the insurance before Friday."))
            }
            StorySection("States") {
                Story(
                    "Wrapped",
                    code: "TextEditor(text: $notes).frame(width: 40, height: 4)"
                ) {
                    StoryState(
                        "Soft wrap breaks at the last space that fits, by display width, and never splits a word that fits on a row of its own."
                    ) { $notes in
                        TextEditor(text: $notes).frame(width: 40, height: 4)
                    }
                }
                Story(
                    "Focused",
                    code: "TextEditor(text: .constant(\"Draft\")).frame(height: 2).previewState(.focused)"
                ) {
                    TextEditor(text: .constant("Draft")).frame(height: 2).previewState(.focused)
                }
                Story(
                    "Wide characters",
                    code: "TextEditor(text: $notes).frame(width: 30, height: 3)"
                ) {
                    StoryState("東京の天気は晴れ、気温は十八度です。🌤 Tomorrow: rain.") { $notes in
                        TextEditor(text: $notes).frame(width: 30, height: 3)
                    }
                }
            }
        }
    }
}
