import Tessera
import TesseraStories

extension TesseraBooks {
    /// Styled runs, wrapping, truncation and wide characters; links.
    static var text: StorySection {
        StorySection(
            "Text & links", id: "text",
            notes: "Styled runs, wrapping by display width, truncation, CJK and emoji; links that hand their destination to the app."
        ) {
            StorySection("Inherited default") {
                Story("Body text", code: "Text(\"$1,024.00\")") { Text("$1,024.00") }
            }
            StorySection("Runs and roles") {
                Story("Concatenation", code: "Text(\"Total \").textRole(.caption) + Text(\"$5\").bold().foregroundColor(.fgPositive)") {
                    Text("Total ").textRole(.caption) + Text("$5").bold().foregroundColor(.fgPositive)
                }
                Story(
                    "Role on a subtree",
                    code: "VStack(alignment: .leading) { Text(\"Inherits headline\"); Text(\"So do I\") }.textRole(.headline)"
                ) {
                    VStack(alignment: .leading) {
                        Text("Inherits headline"); Text("So do I")
                    }.textRole(.headline)
                }
                Story(
                    "Attributes",
                    code:
                        "Text(\"bold\").bold() + Text(\" italic\").italic() + Text(\" underline\").underline()\n    + Text(\" struck\").strikethrough()"
                ) {
                    Text("bold").bold() + Text(" italic").italic() + Text(" underline").underline()
                        + Text(" struck").strikethrough()
                }
            }
            StorySection("Layout") {
                Story(
                    "Wraps by display width",
                    code:
                        "Text(\"Tessera wraps text at word boundaries by display width, so columns stay aligned.\").frame(width: 30, alignment: .leading)"
                ) {
                    Text("Tessera wraps text at word boundaries by display width, so columns stay aligned.").frame(
                        width: 30, alignment: .leading)
                }
                Story(
                    "Truncates with …",
                    code: "Text(\"A line too long to fit in the space it is given\").lineLimit(1).frame(width: 30, alignment: .leading)"
                ) {
                    Text("A line too long to fit in the space it is given").lineLimit(1).frame(width: 30, alignment: .leading)
                }
                Story("CJK and emoji", code: "Text(\"漢字 かな 한글 👋🏽 🇯🇵\")") { Text("漢字 かな 한글 👋🏽 🇯🇵") }
            }
            StorySection("Links") {
                Story(
                    "Reports its destination",
                    code:
                        "VStack(alignment: .leading, spacing: 1) {\n    Link(\"Release notes\", destination: \"https://example.com/notes\")\n    Text(opened).foregroundColor(.fgMuted)\n}\n.onOpenLink { url in opened = \"opened \" + url }",
                    notes: "Underlined in fgPrimary; pressing it hands its destination to .onOpenLink, and it opens nothing itself."
                ) {
                    StoryState("nothing opened yet") { $opened in
                        VStack(alignment: .leading, spacing: 1) {
                            Link("Release notes", destination: "https://example.com/notes")
                            Text(opened).foregroundColor(.fgMuted)
                        }
                        .onOpenLink { url in opened = "opened " + url }
                    }
                }
                .play(.press(.tab), .press(.enter))
                Story(
                    "In a sentence",
                    code:
                        "HStack(spacing: 0) {\n    Text(\"Read the\")\n    Link(\"fee schedule\", destination: \"https://example.com/fees\")\n}"
                ) {
                    HStack(spacing: 0) {
                        Text("Read the")
                        Link("fee schedule", destination: "https://example.com/fees")
                    }
                }
            }
        }
    }
}
