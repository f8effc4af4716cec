/// Text helpers for theme messages and for strings a theme file puts on screen.
enum ThemeText {
    /// `"text"` for a message: quotes, backslashes and control characters escaped, long text cut.
    static func quoted(_ text: String, limit: Int = 40) -> String {
        "\"\(escaped(text, limit: limit, quotes: true))\""
    }

    /// Text from elsewhere (a parser's message quoting the file) made fit for a message line:
    /// control characters and bidirectional overrides escaped as `\u{…}`, long text cut.
    static func printable(_ text: String, limit: Int = 200) -> String {
        escaped(text, limit: limit, quotes: false)
    }

    private static func escaped(_ text: String, limit: Int, quotes: Bool) -> String {
        var body = ""
        for (count, character) in text.enumerated() {
            if count == limit {
                body += "…"
                break
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"" where quotes: body += "\\\""
                case "\\" where quotes: body += "\\\\"
                case "\n": body += "\\n"
                case "\t": body += "\\t"
                case _ where isControl(scalar): body += "\\u{\(String(scalar.value, radix: 16))}"
                default: body.unicodeScalars.append(scalar)
                }
            }
        }
        return body
    }

    /// Whether text can go to a terminal as it is: no control characters (C0, DEL, C1), so a theme
    /// file can never inject an escape sequence, and no bidirectional overrides, which could make
    /// an error line read differently from what it says.
    static func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: isControl)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
