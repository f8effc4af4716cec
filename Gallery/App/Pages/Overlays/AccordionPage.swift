import Tessera

/// Accordions: one open at a time by default.
struct AccordionPage: View {
    private let questions = [
        ("How long does shipping take?", "Orders ship within two working days."),
        ("Can I return an item?", "Yes, within 30 days, in its original packaging."),
        ("Do you ship abroad?", "To most countries; duties are shown at checkout."),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("One open at a time", code: "Accordion(items, id: \\.0, title: { $0.0 }) { Text($0.1) }", wide: true) {
                    Accordion(questions, id: \.0, initiallyExpanded: [questions[0].0], title: { $0.0 }) { item in
                        Text(item.1).foregroundColor(.fgMuted)
                    }
                }
            }
            ExampleSection("Variants") {
                Example("Many open", code: "Accordion(…, allowsMultipleExpanded: true)", wide: true) {
                    Accordion(questions, id: \.0, allowsMultipleExpanded: true, title: { $0.0 }) { item in
                        Text(item.1).foregroundColor(.fgMuted)
                    }
                }
            }
        }
    }
}
