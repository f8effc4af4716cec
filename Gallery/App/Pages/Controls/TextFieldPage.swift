import Tessera

/// Text fields and their states; the inherited default first.
struct TextFieldPage: View {
    @State private var name = ""
    @State private var city = "東京 Tokyo 🗼"
    @State private var email = "not-an-email"
    @State private var code = "ABC-123"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("House field", code: "TextField(\"Name\", text: $name, prompt: \"Jane Appleseed\")") {
                    TextField("Name", text: $name, prompt: "Jane Appleseed")
                }
            }
            ExampleSection("Variants") {
                Example("Label inside", code: "TextField(\"Code\", text: $code).textFieldStyle(.tessera(label: .inside))") {
                    TextField("Code", text: $code).textFieldStyle(.tessera(label: .inside))
                }
                Example("Positive", code: "TextField(\"Username\", text: $name).textFieldStyle(.tessera(variant: .positive)).helperText(\"Available\")") {
                    TextField("Username", text: .constant("ada")).textFieldStyle(.tessera(variant: .positive))
                        .helperText("Available")
                }
            }
            ExampleSection("States") {
                Example("Wide characters", code: "TextField(\"City\", text: $city)") { TextField("City", text: $city) }
                Example("Helper text", code: "TextField(\"Card name\", text: $name).helperText(\"As on your card\")") {
                    TextField("Card name", text: .constant("")).helperText("As on your card")
                }
                Example("Error", code: "TextField(\"Email\", text: $email).errorMessage(\"Enter a valid email\")") {
                    TextField("Email", text: $email).errorMessage("Enter a valid email")
                }
                Example("Focused", code: "TextField(\"Focused\", text: $text).previewState(.focused)") {
                    TextField("Focused", text: .constant("text")).previewState(.focused)
                }
                Example("Disabled", code: "TextField(\"Disabled\", text: $text).disabled(true)") { TextField("Disabled", text: .constant("locked")).disabled(true) }
            }
        }
    }
}
