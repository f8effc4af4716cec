import Tessera

/// Initials on a hue chosen from the name.
struct AvatarPage: View {
    private let people = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Linus", "林 美"]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Medium", code: "Avatar(name: \"Ada Lovelace\")") { Avatar(name: "Ada Lovelace") }
            }
            ExampleSection("Sizes") {
                ForEach(AvatarSize.allCases, id: \.self) { size in
                    Example(".\(size.rawValue)", code: "Avatar(name: …, size: .\(size.rawValue))") {
                        Avatar(name: "Grace Hopper", size: size)
                    }
                }
            }
            ExampleSection("Hues from names") {
                Example("Stable per name", code: "Avatar(name: name)", wide: true) {
                    HStack(spacing: 1) { ForEach(people, id: \.self) { Avatar(name: $0, size: .small) } }
                }
            }
        }
    }
}
