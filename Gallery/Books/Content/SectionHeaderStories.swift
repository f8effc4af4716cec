import Tessera
import TesseraStories

extension TesseraBooks {
    /// Section headers and content cards.
    static var sectionHeader: StorySection {
        StorySection(
            "Headers & cards", id: "section-header",
            notes:
                "A section header titles a part of a screen, with a description and an accessory; a content card presents one thing with its actions."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Section header",
                    code: "SectionHeader(\"Assets\", description: \"Balances update live\") {\n    Button(\"See all\") { }\n}"
                ) {
                    SectionHeader("Assets", description: "Balances update live") {
                        Button("See all") {}
                    }
                }
                Story(
                    "Content card",
                    code:
                        "ContentCard(title: \"Savings\", subtitle: \"4.1% APY\", description: \"Earn interest on cash you are not using.\") {\n    Button(\"Open account\") { }.buttonStyle(.tessera(.primary, size: .small))\n    Button(\"Learn more\") { }\n}"
                ) {
                    ContentCard(title: "Savings", subtitle: "4.1% APY", description: "Earn interest on cash you are not using.") {
                        Button("Open account") {}.buttonStyle(.tessera(.primary, size: .small))
                        Button("Learn more") {}
                    }
                }
            }
            StorySection("States") {
                Story(
                    "Header alone",
                    code: "SectionHeader(\"Recent activity\")"
                ) {
                    SectionHeader("Recent activity")
                }
                Story(
                    "Card without actions",
                    code: "ContentCard(title: \"Card ending 4242\", subtitle: \"Expires 08/29\")"
                ) {
                    ContentCard(title: "Card ending 4242", subtitle: "Expires 08/29")
                }
            }
        }
    }
}
