/// Untrusted text — a file path, a theme name, an argument, a string from a theme file — made
/// safe to put in a message on a terminal. The theme loader and every `gallery` command use it,
/// so there is one definition of what can reach a terminal raw.
///
/// Unsafe are the C0 controls, DEL, the C1 controls (U+0080–U+009F, which some terminals act on
/// like ESC sequences) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069), which could make a line read differently from what it says.
package enum MessageText {
    /// `text` with every unsafe scalar written out: `\n`, `\r`, `\t`, else `\u{1b}`-style. Other
    /// characters, backslashes included, are kept, so an ordinary path reads as it is.
    package static func escaped(_ text: String) -> String {
        guard !isPrintable(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars { append(scalar, to: &result, quoting: false) }
        return result
    }

    /// Text from elsewhere (a parser's message quoting the file) made fit for a message line:
    /// unsafe scalars written out, long text cut.
    package static func printable(_ text: String, limit: Int = 200) -> String {
        cut(text, limit: limit, quoting: false)
    }

    /// `"text"` for a message: quotes, backslashes and unsafe scalars escaped, long text cut.
    package static func quoted(_ text: String, limit: Int = 40) -> String {
        "\"\(cut(text, limit: limit, quoting: true))\""
    }

    /// The first `limit` characters of `text` escaped, and `…` when there were more.
    private static func cut(_ text: String, limit: Int, quoting: Bool) -> String {
        var body = ""
        for (count, character) in text.enumerated() {
            if count == limit {
                body += "…"
                break
            }
            for scalar in character.unicodeScalars { append(scalar, to: &body, quoting: quoting) }
        }
        return body
    }

    /// Whether text can go to a terminal as it is: no unsafe scalar, so a theme file can never
    /// inject an escape sequence or reorder an error line.
    package static func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: isUnsafe)
    }

    /// Whether a terminal could act on the scalar rather than show it.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static func append(_ scalar: Unicode.Scalar, to text: inout String, quoting: Bool) {
        switch scalar {
        case "\"" where quoting: text += "\\\""
        case "\\" where quoting: text += "\\\\"
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case _ where isUnsafe(scalar): text += "\\u{\(String(scalar.value, radix: 16))}"
        default: text.unicodeScalars.append(scalar)
        }
    }
}
