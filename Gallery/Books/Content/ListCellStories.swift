import Tessera
import TesseraStories

extension TesseraBooks {
    /// Rows with a title, description, detail and a selection check.
    static var listCell: StorySection {
        StorySection("List cell", notes: "Title, description, detail and a selection check.") {
            StorySection("Inherited default") {
                Story("Title only", code: "ListCell(title: \"Settings\")") { ListCell(title: "Settings") }
            }
            StorySection("Selectable list") {
                Story(
                    "Enter selects",
                    code:
                        "VStack(alignment: .leading, spacing: 0) {\n    ListCell(title: \"Bitcoin\", description: \"BTC · 0.52\", detail: \"$43,201.10\", isSelected: selected == \"Bitcoin\") { selected = \"Bitcoin\" }\n    ListCell(title: \"Ethereum\", description: \"ETH · 4.1\", detail: \"$9,812.44\", isSelected: selected == \"Ethereum\") { selected = \"Ethereum\" }\n    ListCell(title: \"Solana\", description: \"SOL · 120\", detail: \"$2,040.00\", isSelected: selected == \"Solana\") { selected = \"Solana\" }\n}"
                ) {
                    StoryState("Bitcoin") { $selected in
                        VStack(alignment: .leading, spacing: 0) {
                            ListCell(
                                title: "Bitcoin", description: "BTC · 0.52", detail: "$43,201.10",
                                isSelected: selected == "Bitcoin"
                            ) { selected = "Bitcoin" }
                            ListCell(
                                title: "Ethereum", description: "ETH · 4.1", detail: "$9,812.44",
                                isSelected: selected == "Ethereum"
                            ) { selected = "Ethereum" }
                            ListCell(
                                title: "Solana", description: "SOL · 120", detail: "$2,040.00",
                                isSelected: selected == "Solana"
                            ) { selected = "Solana" }
                        }
                    }
                }
                Story("Disabled", code: "ListCell(title: \"Dogecoin\", description: \"Not available\", detail: \"—\").disabled(true)") {
                    ListCell(title: "Dogecoin", description: "Not available", detail: "—").disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
            }
        }
    }
}
