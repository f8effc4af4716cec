import Tessera

/// Tabs and a segmented control; ← → move between them.
struct TabsPage: View {
    @State private var tab = "Overview"
    @State private var range = "1W"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Tabs", code: "Tabs(selection: $tab, tabs: [\"Overview\", …])", wide: true) {
                    Tabs(selection: $tab, tabs: ["Overview", "Activity", "Settings"])
                }
                Example("Selected", code: "Text(tab)") { Text(tab).foregroundColor(.fgMuted) }
            }
            ExampleSection("Segmented control") {
                Example("Segments", code: "SegmentedControl(selection: $range, segments: …)", wide: true) {
                    SegmentedControl(selection: $range, segments: ["1D", "1W", "1M", "1Y", "All"])
                }
                Example("Disabled", code: "SegmentedControl(selection: $range, segments: [\"1D\", \"1W\"]).disabled(true)") {
                    SegmentedControl(selection: .constant("1D"), segments: ["1D", "1W"]).disabled(true)
                }
            }
        }
    }
}
