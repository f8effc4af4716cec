import Tessera
import TesseraStories

extension TesseraBooks {
    /// Text fields and their states; the inherited default first.
    static var textField: StorySection {
        StorySection(
            "Text & search", id: "text-field",
            notes: "Labels, placeholders, helper text, errors, and a cursor that handles wide characters."
        ) {
            StorySection("Inherited default") {
                Story("House field", code: "TextField(\"Name\", text: $name, prompt: \"Jane Appleseed\")") {
                    StoryState("") { $name in TextField("Name", text: $name, prompt: "Jane Appleseed") }
                }
                .play(.press(.tab), .type("Ada Lovelace"), .press(.backspace), .press(.home))
            }
            StorySection("Variants") {
                Story("Label inside", code: "TextField(\"Code\", text: $code).textFieldStyle(.tessera(label: .inside))") {
                    StoryState("ABC-123") { $code in TextField("Code", text: $code).textFieldStyle(.tessera(label: .inside)) }
                }
                Story(
                    "Positive",
                    code:
                        "TextField(\"Username\", text: .constant(\"ada\")).textFieldStyle(.tessera(variant: .positive)).helperText(\"Available\")"
                ) {
                    TextField("Username", text: .constant("ada")).textFieldStyle(.tessera(variant: .positive))
                        .helperText("Available")
                }
            }
            StorySection("States") {
                Story("Wide characters", code: "TextField(\"City\", text: $city)") {
                    StoryState("東京 Tokyo 🗼") { $city in TextField("City", text: $city) }
                }
                Story("Helper text", code: "TextField(\"Card name\", text: .constant(\"\")).helperText(\"As on your card\")") {
                    TextField("Card name", text: .constant("")).helperText("As on your card")
                }
                Story("Error", code: "TextField(\"Email\", text: $email).errorMessage(\"Enter a valid email\")") {
                    StoryState("not-an-email") { $email in TextField("Email", text: $email).errorMessage("Enter a valid email") }
                }
                Story("Focused", code: "TextField(\"Focused\", text: .constant(\"text\")).previewState(.focused)") {
                    TextField("Focused", text: .constant("text")).previewState(.focused)
                }
                Story("Disabled", code: "TextField(\"Disabled\", text: .constant(\"locked\")).disabled(true)") {
                    TextField("Disabled", text: .constant("locked")).disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
            }
            StorySection("Search field") {
                Story(
                    "With suggestions",
                    code:
                        "SearchField(\"Search\", text: $query, suggestions: [\"Bitcoin\", \"Bitcoin Cash\", \"Ethereum\", \"Solana\"])\n    .frame(width: 32)",
                    notes:
                        "Suggestions containing the text show under the field while it has focus; ↓ ↑ move through them, Enter takes one, Esc clears the text."
                ) {
                    StoryState("") { $query in
                        SearchField("Search", text: $query, suggestions: ["Bitcoin", "Bitcoin Cash", "Ethereum", "Solana"])
                            .frame(width: 32)
                    }
                }
                .play(.press(.tab), .type("bit"), .press(.down), .press(.down))
                Story(
                    "Holding text",
                    code: "SearchField(\"Search\", text: $query).frame(width: 32)",
                    notes: "A clear button (×) while it holds text."
                ) {
                    StoryState("fees") { $query in
                        SearchField("Search", text: $query).frame(width: 32)
                    }
                }
            }
        }
    }
}
