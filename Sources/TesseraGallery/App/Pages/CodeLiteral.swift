/// Splitting a string literal so that every piece is a literal of its own: `"a b"` shown as
/// `"a " +` and `"b"` is the same string, and copies back as valid Swift.
enum CodeLiteral {
    /// Whether `token` is a one-line `"…"` literal (not raw, not multi-line) with text in it.
    static func isSplittable(_ token: String) -> Bool {
        token.count > 2 && token.hasPrefix("\"") && token.hasSuffix("\"") && !token.hasPrefix("\"\"\"")
    }

    /// The literal's contents (without its quotes) in words: each chunk ends after a space; an
    /// escape or an interpolation is never split.
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
        return chunks
    }

    /// `chunk` split after as many units as fit in `room` cells (at least one); `nil` when it is
    /// one unit.
    static func cut(_ chunk: String, room: Int) -> (String, String)? {
        let units = units(of: chunk)
        guard units.count > 1 else { return nil }
        var head = ""
        var taken = 0
        for unit in units.dropLast() {
            if taken > 0, CodeLayout.displayWidth(head + unit) > room { break }
            head += unit
            taken += 1
        }
        return (head, units.dropFirst(taken).joined())
    }

    /// Characters, with `\x`, `\u{…}` and `\(…)` (interpolations, literals inside them and all) as one unit each.
    static func units(of contents: String) -> [String] {
        let characters = Array(contents)
        var units: [String] = []
        var index = 0
        while index < characters.count {
            var end = index + 1
            if characters[index] == "\\", end < characters.count {
                if characters[end] == "(" {
                    end = interpolationEnd(characters, from: end + 1)
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

    /// The index after the `)` closing an interpolation whose contents start at `start`.
    private static func interpolationEnd(_ characters: [Character], from start: Int) -> Int {
        var depth = 1
        var inString = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
            }
            index += 1
        }
        return characters.count
    }
}
