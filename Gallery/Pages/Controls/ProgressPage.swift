import Tessera

/// Determinate and indeterminate progress; the inherited default first.
struct ProgressPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("House progress", code: "ProgressView(value: 0.4)") { ProgressView(value: 0.4) }
                Example("Indeterminate", code: "ProgressView()") { ProgressView() }
            }
            ExampleSection("Values") {
                ForEach([0.0, 0.125, 0.5, 1.0], id: \.self) { value in
                    Example("\(Int(value * 100))%", code: "ProgressView(value: \(value))") { ProgressView(value: value) }
                }
                Example("Labelled", code: "ProgressView(\"Syncing\", value: 0.7)") { ProgressView("Syncing", value: 0.7) }
                Example("Disabled", code: ".disabled(true)") { ProgressView(value: 0.6).disabled(true) }
            }
        }
    }
}
