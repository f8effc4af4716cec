import Tessera
import TesseraStories

extension TesseraBooks {
    /// Styled runs, wrapping, truncation and wide characters.
    static var text: StorySection {
        StorySection("Text", notes: "Styled runs, wrapping by display width, truncation, CJK and emoji.") {
            StorySection("Inherited default") {
                Story("Body text", code: "Text(\"$1,024.00\")") { Text("$1,024.00") }
            }
            StorySection("Runs and roles") {
                Story("Concatenation", code: "Text(\"Total \").textRole(.caption) + Text(\"$5\").bold().foregroundColor(.fgPositive)") {
                    Text("Total ").textRole(.caption) + Text("$5").bold().foregroundColor(.fgPositive)
                }
                Story("Role on a subtree",
                      code: "VStack(alignment: .leading) { Text(\"Inherits headline\"); Text(\"So do I\") }.textRole(.headline)") {
                    VStack(alignment: .leading) { Text("Inherits headline"); Text("So do I") }.textRole(.headline)
                }
                Story("Attributes",
                      code: "Text(\"bold\").bold() + Text(\" italic\").italic() + Text(\" underline\").underline()\n    + Text(\" struck\").strikethrough()") {
                    Text("bold").bold() + Text(" italic").italic() + Text(" underline").underline()
                        + Text(" struck").strikethrough()
                }
            }
            StorySection("Layout") {
                Story("Wraps by display width",
                      code: "Text(\"Tessera wraps text at word boundaries by display width, so columns stay aligned.\").frame(width: 30, alignment: .leading)") {
                    Text("Tessera wraps text at word boundaries by display width, so columns stay aligned.").frame(width: 30, alignment: .leading)
                }
                Story("Truncates with …",
                      code: "Text(\"A line too long to fit in the space it is given\").lineLimit(1).frame(width: 30, alignment: .leading)") {
                    Text("A line too long to fit in the space it is given").lineLimit(1).frame(width: 30, alignment: .leading)
                }
                Story("CJK and emoji", code: "Text(\"漢字 かな 한글 👋🏽 🇯🇵\")") { Text("漢字 かな 한글 👋🏽 🇯🇵") }
            }
        }
    }
}
