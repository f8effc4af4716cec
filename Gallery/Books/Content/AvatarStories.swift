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
                Story("Stable per name",
                      code: "HStack(spacing: 1) {\n    Avatar(name: \"Ada Lovelace\", size: .small)\n    Avatar(name: \"Grace Hopper\", size: .small)\n    Avatar(name: \"Alan Turing\", size: .small)\n    Avatar(name: \"Katherine Johnson\", size: .small)\n    Avatar(name: \"Linus\", size: .small)\n    Avatar(name: \"林 美\", size: .small)\n}") {
                    HStack(spacing: 1) {
                        Avatar(name: "Ada Lovelace", size: .small)
                        Avatar(name: "Grace Hopper", size: .small)
                        Avatar(name: "Alan Turing", size: .small)
                        Avatar(name: "Katherine Johnson", size: .small)
                        Avatar(name: "Linus", size: .small)
                        Avatar(name: "林 美", size: .small)
                    }
                }
            }
        }
    }
}
