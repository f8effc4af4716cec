/// A string literal too wide for any line of its column, split so that every piece is a literal
/// of its own: `"a b"` shown as `"a " +` and `"b"` is the same string, and copies back as valid
/// Swift. Pieces end after a space: a word, an escape (`\n`, `\u{…}`) or an interpolation is never
/// split.
enum CodeLiteral {
    /// Whether `token` is a one-line `"…"` literal (not raw, not multi-line) with a space to split at.
    static func isSplittable(_ token: String) -> Bool {
        token.count > 2 && token.hasPrefix("\"") && token.hasSuffix("\"") && !token.hasPrefix("\"\"\"")
            && chunks(of: token).count > 1
    }

    /// The literal's contents (without its quotes) in words: each chunk but the last ends after
    /// a space.
    static func chunks(of literal: String) -> [String] {
        var chunks: [String] = []
        var chunk = ""
        for unit in units(of: String(literal.dropFirst().dropLast())) {
            chunk += unit
            if unit == " " {
                chunks.append(chunk)
                chunk = ""
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        // Spaces that lead the literal stay with its first word.
        while chunks.count > 1, chunks[0].allSatisfy({ $0 == " " }) {
            chunks[1] = chunks[0] + chunks[1]
            chunks.removeFirst()
        }
        return chunks
    }

    /// Whether `chunk` ends a clause: a word and a `.`, `,`, `;`, `:`, `!` or `?`, then its space.
    static func endsClause(_ chunk: String) -> Bool {
        chunk.hasSuffix(" ") && chunk.dropLast().last.map { ".,;:!?".contains($0) } == true
    }

    /// Characters, with `\x`, `\u{…}` and `\(…)` (interpolations, literals inside them and all) as one unit each.
    private static func units(of contents: String) -> [String] {
        let characters = Array(contents)
        var units: [String] = []
        var index = 0
        while index < characters.count {
            var end = index + 1
            if characters[index] == "\\", end < characters.count {
                if characters[end] == "(" {
                    end = CodeToken.interpolationEnd(characters, from: end + 1)
                } else if characters[end] == "u", end + 1 < characters.count, characters[end + 1] == "{" {
                    end = (characters[end...].firstIndex(of: "}") ?? characters.count - 1) + 1
                } else {
                    end += 1
                }
            }
            units.append(String(characters[index..<end]))
            index = end
        }
        return units
    }
}
