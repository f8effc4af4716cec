import Tessera

/// Tags in every hue and emphasis, and selectable chips.
struct TagPage: View {
    @State private var bitcoin = true
    @State private var ether = false

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Low emphasis, blue", code: "Tag(\"New\")") { Tag("New") }
            }
            ExampleSection("Hues") {
                ForEach(TagEmphasis.allCases, id: \.self) { emphasis in
                    Example(".\(emphasis.rawValue) emphasis", code: "Tag(\"…\", hue: …, emphasis: .\(emphasis.rawValue))", wide: true) {
                        HStack(spacing: 1) {
                            ForEach(Hue.allCases, id: \.self) { hue in Tag(hue.rawValue, hue: hue, emphasis: emphasis) }
                        }
                    }
                }
            }
            ExampleSection("Chips") {
                Example("Selectable", code: "Chip(\"Bitcoin\", isSelected: $on)", wide: true) {
                    HStack(spacing: 1) { Chip("Bitcoin", isSelected: $bitcoin); Chip("Ether", isSelected: $ether) }
                }
                Example("Disabled", code: "Chip(\"Solana\", isSelected: $on).disabled(true)") { Chip("Solana", isSelected: .constant(false)).disabled(true) }
            }
        }
    }
}
