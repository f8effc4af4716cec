import Tessera
import TesseraStories

extension TesseraBooks {
    /// Tags in every hue and emphasis, and selectable chips.
    static var tag: StorySection {
        StorySection("Tag & chip", id: "tag", notes: "Low and high emphasis tags in six hues, and selectable chips.") {
            StorySection("Inherited default") {
                Story("Low emphasis, blue", code: "Tag(\"New\")") { Tag("New") }
            }
            StorySection("Hues") {
                Story(
                    "Low emphasis",
                    code:
                        "HStack(spacing: 1) {\n    Tag(\"blue\", hue: .blue, emphasis: .low)\n    Tag(\"purple\", hue: .purple, emphasis: .low)\n    Tag(\"green\", hue: .green, emphasis: .low)\n    Tag(\"orange\", hue: .orange, emphasis: .low)\n    Tag(\"red\", hue: .red, emphasis: .low)\n    Tag(\"gray\", hue: .gray, emphasis: .low)\n}"
                ) {
                    HStack(spacing: 1) {
                        Tag("blue", hue: .blue, emphasis: .low)
                        Tag("purple", hue: .purple, emphasis: .low)
                        Tag("green", hue: .green, emphasis: .low)
                        Tag("orange", hue: .orange, emphasis: .low)
                        Tag("red", hue: .red, emphasis: .low)
                        Tag("gray", hue: .gray, emphasis: .low)
                    }
                }
                Story(
                    "High emphasis",
                    code:
                        "HStack(spacing: 1) {\n    Tag(\"blue\", hue: .blue, emphasis: .high)\n    Tag(\"purple\", hue: .purple, emphasis: .high)\n    Tag(\"green\", hue: .green, emphasis: .high)\n    Tag(\"orange\", hue: .orange, emphasis: .high)\n    Tag(\"red\", hue: .red, emphasis: .high)\n    Tag(\"gray\", hue: .gray, emphasis: .high)\n}"
                ) {
                    HStack(spacing: 1) {
                        Tag("blue", hue: .blue, emphasis: .high)
                        Tag("purple", hue: .purple, emphasis: .high)
                        Tag("green", hue: .green, emphasis: .high)
                        Tag("orange", hue: .orange, emphasis: .high)
                        Tag("red", hue: .red, emphasis: .high)
                        Tag("gray", hue: .gray, emphasis: .high)
                    }
                }
            }
            StorySection("Chips") {
                Story(
                    "Selectable",
                    code: "HStack(spacing: 1) { Chip(\"Bitcoin\", isSelected: $bitcoin); Chip(\"Ether\", isSelected: $ether) }"
                ) {
                    StoryState(true) { $bitcoin in
                        StoryState(false) { $ether in
                            HStack(spacing: 1) {
                                Chip("Bitcoin", isSelected: $bitcoin); Chip("Ether", isSelected: $ether)
                            }
                        }
                    }
                }
                Story("Disabled", code: "Chip(\"Solana\", isSelected: .constant(false)).disabled(true)") {
                    Chip("Solana", isSelected: .constant(false)).disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
            }
        }
    }
}
