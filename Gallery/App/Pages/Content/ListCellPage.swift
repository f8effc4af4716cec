import Tessera

/// Rows with a title, description, detail and a selection check.
struct ListCellPage: View {
    @State private var selected = "Bitcoin"
    private let assets = [("Bitcoin", "BTC · 0.52", "$43,201.10"), ("Ethereum", "ETH · 4.1", "$9,812.44"),
                          ("Solana", "SOL · 120", "$2,040.00")]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Title only", code: "ListCell(title: \"Settings\")", wide: true) { ListCell(title: "Settings") }
            }
            ExampleSection("Selectable list") {
                Example("Enter selects", code: "ListCell(title:description:detail:isSelected:action:)", wide: true) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(assets, id: \.0) { asset in
                            ListCell(title: asset.0, description: asset.1, detail: asset.2,
                                     isSelected: selected == asset.0) { selected = asset.0 }
                        }
                    }
                }
                Example("Disabled", code: "ListCell(title: \"Dogecoin\", description: \"Not available\", detail: \"—\").disabled(true)", wide: true) {
                    ListCell(title: "Dogecoin", description: "Not available", detail: "—").disabled(true)
                }
            }
        }
    }
}
