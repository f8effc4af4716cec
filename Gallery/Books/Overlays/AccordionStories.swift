import Tessera
import TesseraStories

extension TesseraBooks {
    /// Accordions: one open at a time by default.
    static var accordion: StorySection {
        StorySection("Accordion", notes: "Headers with a caret; one item open at a time.") {
            StorySection("Inherited default") {
                Story(
                    "One open at a time",
                    code:
                        "Accordion([\n    (\"How long does shipping take?\", \"Orders ship within two working days.\"),\n    (\"Can I return an item?\", \"Yes, within 30 days, in its original packaging.\"),\n    (\"Do you ship abroad?\", \"To most countries; duties are shown at checkout.\"),\n], id: \\.0, initiallyExpanded: [\"How long does shipping take?\"], title: { $0.0 }) { item in\n    Text(item.1).foregroundColor(.fgMuted)\n}"
                ) {
                    Accordion(
                        [
                            ("How long does shipping take?", "Orders ship within two working days."),
                            ("Can I return an item?", "Yes, within 30 days, in its original packaging."),
                            ("Do you ship abroad?", "To most countries; duties are shown at checkout."),
                        ], id: \.0, initiallyExpanded: ["How long does shipping take?"], title: { $0.0 }
                    ) { item in
                        Text(item.1).foregroundColor(.fgMuted)
                    }
                }
            }
            StorySection("Variants") {
                Story(
                    "Many open",
                    code:
                        "Accordion([\n    (\"How long does shipping take?\", \"Orders ship within two working days.\"),\n    (\"Can I return an item?\", \"Yes, within 30 days, in its original packaging.\"),\n    (\"Do you ship abroad?\", \"To most countries; duties are shown at checkout.\"),\n], id: \\.0, allowsMultipleExpanded: true, initiallyExpanded: [\"How long does shipping take?\", \"Do you ship abroad?\"], title: { $0.0 }) { item in\n    Text(item.1).foregroundColor(.fgMuted)\n}",
                    notes: "Two items open at once; opening a third keeps them open."
                ) {
                    Accordion(
                        [
                            ("How long does shipping take?", "Orders ship within two working days."),
                            ("Can I return an item?", "Yes, within 30 days, in its original packaging."),
                            ("Do you ship abroad?", "To most countries; duties are shown at checkout."),
                        ], id: \.0, allowsMultipleExpanded: true,
                        initiallyExpanded: ["How long does shipping take?", "Do you ship abroad?"], title: { $0.0 }
                    ) { item in
                        Text(item.1).foregroundColor(.fgMuted)
                    }
                }
            }
        }
    }
}
