import Tessera
import TesseraStories

extension TesseraBooks {
    /// Tooltips: on focus or hover, above or below to stay on screen.
    static var tooltip: StorySection {
        StorySection("Tooltip", notes: "Shown on focus or hover, above or below to stay on screen, in the inverse scheme.") {
            StorySection("Inherited default") {
                Story("On focus", code: "Button(\"Copy address\") { }.tooltip(\"Copies to the clipboard\")") {
                    Button("Copy address") { }.tooltip("Copies to the clipboard")
                }
            }
            StorySection("States") {
                Story("Always shown",
                      code: "Text(\"Network fee\").tooltip(\"Paid to miners, not to us\", isPresented: true)",
                      notes: "Presented above its text; the gallery keeps the rows a sample draws above itself free.") {
                    Text("Network fee").tooltip("Paid to miners, not to us", isPresented: true)
                }
            }
        }
    }
}
