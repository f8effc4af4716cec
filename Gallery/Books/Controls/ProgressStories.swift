import Tessera
import TesseraStories

extension TesseraBooks {
    /// Determinate bars, thickness variants, the circular form and spinners; the inherited default first.
    static var progress: StorySection {
        StorySection(
            "Progress & spinner", id: "progress",
            notes: "Determinate bars with eighth-cell precision, spinners, and the circular form."
        ) {
            StorySection("Inherited default") {
                Story("House bar", code: "ProgressView(value: 0.4)") { ProgressView(value: 0.4) }
                Story("Indeterminate", code: "ProgressView(\"Syncing\", value: nil)") { ProgressView("Syncing", value: nil) }
            }
            StorySection("Sizes") {
                Story("S", code: "ProgressView(value: 0.62).progressViewStyle(.tessera(.s))") {
                    ProgressView(value: 0.62).progressViewStyle(.tessera(.s))
                }
                Story("M", code: "ProgressView(value: 0.62).progressViewStyle(.tessera(.m))") {
                    ProgressView(value: 0.62).progressViewStyle(.tessera(.m))
                }
                Story("L", code: "ProgressView(value: 0.62).progressViewStyle(.tessera(.l))") {
                    ProgressView(value: 0.62).progressViewStyle(.tessera(.l))
                }
                Story("Circular", code: "ProgressView(\"Uploading\", value: 0.5).progressViewStyle(.tesseraCircular)") {
                    ProgressView("Uploading", value: 0.5).progressViewStyle(.tesseraCircular)
                }
                Story("Spinner", code: "Spinner(\"Loading\")") { Spinner("Loading") }
            }
            StorySection("Values and states") {
                Story("0%", id: "empty", code: "ProgressView(value: 0.0)") { ProgressView(value: 0.0) }
                Story("5%", id: "one-twentieth", code: "ProgressView(value: 0.05)") { ProgressView(value: 0.05) }
                Story("50%", id: "half", code: "ProgressView(value: 0.5)") { ProgressView(value: 0.5) }
                Story("100%", id: "full", code: "ProgressView(value: 1.0)") { ProgressView(value: 1.0) }
                Story("Labelled", code: "ProgressView(\"Syncing\", value: 0.7)") { ProgressView("Syncing", value: 0.7) }
                Story("Disabled", code: "ProgressView(value: 0.6).disabled(true)") { ProgressView(value: 0.6).disabled(true) }
                    .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
            }
        }
    }
}
