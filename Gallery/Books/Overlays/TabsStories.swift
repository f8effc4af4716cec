import Tessera
import TesseraStories

extension TesseraBooks {
    /// Tabs and a segmented control; ← → move between them.
    static var tabs: StorySection {
        StorySection("Tabs & segmented", id: "tabs", notes: "Tabs and a segmented control; ← → move between them.") {
            StorySection("Inherited default") {
                Story("Tabs", code: "Tabs(selection: $tab, tabs: [\"Overview\", \"Activity\", \"Settings\"])") {
                    StoryState("Overview") { $tab in Tabs(selection: $tab, tabs: ["Overview", "Activity", "Settings"]) }
                }
                Story(
                    "Selected",
                    code:
                        "VStack(alignment: .leading, spacing: 1) {\n    Tabs(selection: $tab, tabs: [\"Overview\", \"Activity\", \"Settings\"])\n    Text(tab).foregroundColor(.fgMuted)\n}",
                    notes: "Activity selected, not the first tab; the selection read back through the binding."
                ) {
                    StoryState("Activity") { $tab in
                        VStack(alignment: .leading, spacing: 1) {
                            Tabs(selection: $tab, tabs: ["Overview", "Activity", "Settings"])
                            Text(tab).foregroundColor(.fgMuted)
                        }
                    }
                }
            }
            StorySection("Segmented control") {
                Story("Segments", code: "SegmentedControl(selection: $range, segments: [\"1D\", \"1W\", \"1M\", \"1Y\", \"All\"])") {
                    StoryState("1W") { $range in SegmentedControl(selection: $range, segments: ["1D", "1W", "1M", "1Y", "All"]) }
                }
                Story("Disabled", code: "SegmentedControl(selection: .constant(\"1D\"), segments: [\"1D\", \"1W\"]).disabled(true)") {
                    SegmentedControl(selection: .constant("1D"), segments: ["1D", "1W"]).disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
            }
        }
    }
}
