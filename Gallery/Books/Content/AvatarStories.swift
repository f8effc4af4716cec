import Tessera
import TesseraStories

extension TesseraBooks {
    /// Initials on a hue chosen from the name.
    static var avatar: StorySection {
        StorySection("Avatar", notes: "Initials on a hue chosen from the name.") {
            StorySection("Inherited default") {
                Story("Medium", code: "Avatar(name: \"Ada Lovelace\")") { Avatar(name: "Ada Lovelace") }
            }
            StorySection("Sizes") {
                Story("Small", code: "Avatar(name: \"Grace Hopper\", size: .small)") {
                    Avatar(name: "Grace Hopper", size: .small)
                }
                Story("Medium", code: "Avatar(name: \"Grace Hopper\", size: .medium)") {
                    Avatar(name: "Grace Hopper", size: .medium)
                }
                Story("Large", code: "Avatar(name: \"Grace Hopper\", size: .large)") {
                    Avatar(name: "Grace Hopper", size: .large)
                }
            }
            StorySection("Hues from names") {
                Story(
                    "Stable per name",
                    // One name a line, as the source writes a list it means to read down: beside the
                    // samples at 120 columns the list broke inside `ForEach(`, two brackets deep.
                    code:
                        "VStack(alignment: .leading, spacing: 0) {\n    ForEach([\n        \"Ada Lovelace\",\n        \"Grace Hopper\",\n        \"Alan Turing\",\n        \"Katherine Johnson\",\n        \"Linus\",\n        \"林 美\",\n    ], id: \\.self) { name in\n        HStack(spacing: 1) {\n            Avatar(name: name, size: .small)\n            Text(name)\n        }\n    }\n}"
                ) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(
                            [
                                "Ada Lovelace",
                                "Grace Hopper",
                                "Alan Turing",
                                "Katherine Johnson",
                                "Linus",
                                "林 美",
                            ], id: \.self
                        ) { name in
                            HStack(spacing: 1) {
                                Avatar(name: name, size: .small)
                                Text(name)
                            }
                        }
                    }
                }
            }
        }
    }
}
