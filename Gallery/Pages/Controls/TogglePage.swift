import Tessera

/// Switches and their states; the inherited default first.
struct TogglePage: View {
    @State private var notifications = true
    @State private var marketing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("House switch", code: "Toggle(\"Notifications\", isOn: $on)") {
                    Toggle("Notifications", isOn: $notifications)
                }
            }
            ExampleSection("States") {
                Example("Off", code: "Toggle(\"Marketing\", isOn: $off)") { Toggle("Marketing", isOn: $marketing) }
                Example("Focused", code: ".previewState(.focused)") {
                    Toggle("Focused", isOn: .constant(true)).previewState(.focused)
                }
                Example("Disabled", code: ".disabled(true)") { Toggle("Disabled", isOn: .constant(true)).disabled(true) }
            }
        }
    }
}
