import Tessera

/// Switches, checkboxes and a radio group; the inherited default first.
struct TogglePage: View {
    @State private var notifications = true
    @State private var marketing = false
    @State private var remember = true
    @State private var speed = "Normal"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("House switch", code: "Toggle(\"Notifications\", isOn: $on)") {
                    Toggle("Notifications", isOn: $notifications)
                }
            }
            ExampleSection("Variants") {
                ForEach(ToggleVariant.allCases, id: \.self) { variant in
                    Example(".\(variant.rawValue)", code: "Toggle(\"\(variant.rawValue.capitalized)\", isOn: $on).toggleStyle(.tessera(.\(variant.rawValue)))") {
                        Toggle(variant.rawValue.capitalized, isOn: .constant(true)).toggleStyle(.tessera(variant))
                    }
                }
                Example("Checkbox", code: "Toggle(\"Remember me\", isOn: $remember).toggleStyle(.checkbox)") {
                    Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
                }
                Example("Radio group", code: "RadioGroup(selection: $speed, options: [(\"Slow\", \"Slow\"), (\"Normal\", \"Normal\"), (\"Fast\", \"Fast\")])") {
                    RadioGroup(selection: $speed, options: [("Slow", "Slow"), ("Normal", "Normal"), ("Fast", "Fast")])
                }
            }
            ExampleSection("States") {
                Example("Off", code: "Toggle(\"Marketing\", isOn: $off)") { Toggle("Marketing", isOn: $marketing) }
                Example("Focused", code: "Toggle(\"Focused\", isOn: $on).previewState(.focused)") {
                    Toggle("Focused", isOn: .constant(true)).previewState(.focused)
                }
                Example("Disabled", code: "VStack { Toggle(\"Disabled on\", isOn: $on); Toggle(\"Disabled off\", isOn: $off).toggleStyle(.checkbox) }.disabled(true)") {
                    VStack(alignment: .leading) {
                        Toggle("Disabled on", isOn: .constant(true))
                        Toggle("Disabled off", isOn: .constant(false)).toggleStyle(.checkbox)
                    }
                    .disabled(true)
                }
            }
        }
    }
}
