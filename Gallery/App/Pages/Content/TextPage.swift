import Tessera

/// Styled runs, wrapping, truncation and wide characters.
struct TextPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Body text", code: "Text(\"$1,024.00\")") { Text("$1,024.00") }
            }
            ExampleSection("Runs and roles") {
                Example("Concatenation", code: "Text(\"Total \").textRole(.caption) + Text(\"$5\").bold()") {
                    Text("Total ").textRole(.caption) + Text("$5").bold().foregroundColor(.fgPositive)
                }
                Example("Role on a subtree", code: "VStack { … }.textRole(.headline)") {
                    VStack(alignment: .leading) { Text("Inherits headline"); Text("So do I") }.textRole(.headline)
                }
                Example("Attributes", code: ".bold() .italic() .underline() .strikethrough()") {
                    Text("bold").bold() + Text(" italic").italic() + Text(" underline").underline()
                        + Text(" struck").strikethrough()
                }
            }
            ExampleSection("Layout") {
                Example("Wraps by display width", code: "Text(long)", wide: true) {
                    Text("Tessera wraps text at word boundaries by display width, so columns stay aligned.")
                }
                Example("Truncates with …", code: ".lineLimit(1)") {
                    Text("A line too long to fit in the space it is given").lineLimit(1)
                }
                Example("CJK and emoji", code: "Text(\"漢字 かな 한글 👋🏽 🇯🇵\")") { Text("漢字 かな 한글 👋🏽 🇯🇵") }
            }
        }
    }
}
