import Tessera
import TesseraStories

extension TesseraBooks {
    /// The inherited default next to every explicit variant, state and size.
    static var button: StorySection {
        StorySection("Button", notes: "Button(\"Save\") {} under a ThemeProvider is the plain house style; variants opt in.") {
            StorySection("Inherited default") {
                Story("Plain house style", code: "Button(\"Save\") { }") { Button("Save") { } }
            }
            StorySection("Variants") {
                Story(".primary", code: "Button(\"Primary\") { }.buttonStyle(.tessera(.primary))") {
                    Button("Primary") { }.buttonStyle(.tessera(.primary))
                }
                Story(".secondary", code: "Button(\"Secondary\") { }.buttonStyle(.tessera(.secondary))") {
                    Button("Secondary") { }.buttonStyle(.tessera(.secondary))
                }
            }
            StorySection("States") {
                Story("Focused", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).previewState(.focused)") {
                    Button("Save") { }.buttonStyle(.tessera(.primary)).previewState(.focused)
                }
                Story("Disabled", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).disabled(true)") {
                    Button("Save") { }.buttonStyle(.tessera(.primary)).disabled(true)
                }
            }
        }
    }
}
