import Tessera
import TesseraStories

extension TesseraBooks {
    /// Switches, checkboxes and a radio group; the inherited default first.
    static var toggle: StorySection {
        StorySection(
            "Toggles & radios", id: "toggle",
            notes:
                "Switches, checkboxes and radio groups; toggles inherit the house switch. Each is one row at every density: z does not change them."
        ) {
            StorySection("Inherited default") {
                Story("House switch", code: "Toggle(\"Notifications\", isOn: $notifications)") {
                    StoryState(true) { $notifications in Toggle("Notifications", isOn: $notifications) }
                }
            }
            StorySection("Variants") {
                Story("Primary", code: "Toggle(\"Primary\", isOn: .constant(true)).toggleStyle(.tessera(.primary))") {
                    Toggle("Primary", isOn: .constant(true)).toggleStyle(.tessera(.primary))
                }
                Story("Positive", code: "Toggle(\"Positive\", isOn: .constant(true)).toggleStyle(.tessera(.positive))") {
                    Toggle("Positive", isOn: .constant(true)).toggleStyle(.tessera(.positive))
                }
                Story("Negative", code: "Toggle(\"Negative\", isOn: .constant(true)).toggleStyle(.tessera(.negative))") {
                    Toggle("Negative", isOn: .constant(true)).toggleStyle(.tessera(.negative))
                }
                Story("Checkbox", code: "Toggle(\"Remember me\", isOn: $remember).toggleStyle(.checkbox)") {
                    StoryState(true) { $remember in Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox) }
                }
                Story(
                    "Radio group",
                    code: "RadioGroup(selection: $speed, options: [(\"Slow\", \"Slow\"), (\"Normal\", \"Normal\"), (\"Fast\", \"Fast\")])"
                ) {
                    StoryState("Normal") { $speed in
                        RadioGroup(selection: $speed, options: [("Slow", "Slow"), ("Normal", "Normal"), ("Fast", "Fast")])
                    }
                }
                .play(.press(.tab), .press(.down), .press(.character(" ")))
            }
            StorySection("States") {
                Story("Off", code: "Toggle(\"Marketing\", isOn: $marketing)") {
                    StoryState(false) { $marketing in Toggle("Marketing", isOn: $marketing) }
                }
                Story("Focused", code: "Toggle(\"Focused\", isOn: .constant(true)).previewState(.focused)") {
                    Toggle("Focused", isOn: .constant(true)).previewState(.focused)
                }
                Story(
                    "Disabled",
                    code:
                        "VStack(alignment: .leading) {\n    Toggle(\"Disabled on\", isOn: .constant(true))\n    Toggle(\"Disabled off\", isOn: .constant(false)).toggleStyle(.checkbox)\n}\n.disabled(true)"
                ) {
                    VStack(alignment: .leading) {
                        Toggle("Disabled on", isOn: .constant(true))
                        Toggle("Disabled off", isOn: .constant(false)).toggleStyle(.checkbox)
                    }
                    .disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
            }
        }
    }
}
