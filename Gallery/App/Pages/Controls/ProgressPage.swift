import Tessera

/// Determinate bars, thickness variants, the circular form and spinners; the inherited default first.
struct ProgressPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("House bar", code: "ProgressView(value: 0.4)") { ProgressView(value: 0.4) }
                Example("Indeterminate", code: "ProgressView(\"Syncing\", value: nil)") { ProgressView("Syncing", value: nil) }
            }
            ExampleSection("Sizes") {
                ForEach(ProgressBarSize.allCases, id: \.self) { size in
                    Example(".\(size.rawValue)", code: "ProgressView(value: 0.62).progressViewStyle(.tessera(.\(size.rawValue)))") {
                        ProgressView(value: 0.62).progressViewStyle(.tessera(size))
                    }
                }
                Example("Circular", code: "ProgressView(\"Uploading\", value: 0.5).progressViewStyle(.tesseraCircular)") {
                    ProgressView("Uploading", value: 0.5).progressViewStyle(.tesseraCircular)
                }
                Example("Spinner", code: "Spinner(\"Loading\")") { Spinner("Loading") }
            }
            ExampleSection("Values and states") {
                ForEach([0.0, 0.0625, 0.5, 1.0], id: \.self) { value in
                    Example("\(value * 100 == (value * 100).rounded(.down) ? String(Int(value * 100)) : String(value * 100))%",
                            code: "ProgressView(value: \(value))") { ProgressView(value: value) }
                }
                Example("Labelled", code: "ProgressView(\"Syncing\", value: 0.7)") { ProgressView("Syncing", value: 0.7) }
                Example("Disabled", code: "ProgressView(value: 0.6).disabled(true)") { ProgressView(value: 0.6).disabled(true) }
            }
        }
    }
}
