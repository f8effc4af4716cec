/// What a cell shows where only ASCII may be written (a terminal whose locale is not UTF-8): the one
/// table both the views (under `asciiOnly`) and the terminal presenter (as the last line of
/// defence) use, so a glyph falls back the same way wherever it is caught.
///
/// Box drawing becomes `-`, `=`, `|` and `+`; blocks and shades `#`, `|`, `:` and `.`; arrows,
/// chevrons and triangles `<`, `>`, `^` and `v`; bullets `*` and `o`; dashes `-`; curly quotes
/// straight ones; check marks `v` and crosses `x`; the truncation ellipsis `~`; a letter with
/// combining marks its base letter; fullwidth letters their ASCII letter and a space. Anything
/// else — CJK, emoji, a user's accented text — is a `?` in each of its columns.
package enum ASCIIFallback {
    /// Exactly `width` printable ASCII characters to draw in place of `grapheme`, a cell's content
    /// of that width (1 or 2), so that nothing after it moves.
    package static func cell(_ grapheme: Character, width: Int) -> String {
        let columns = max(1, width)
        if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F {
            return String(grapheme) + String(repeating: " ", count: columns - 1)
        }
        guard let first = grapheme.unicodeScalars.first else { return String(repeating: " ", count: columns) }
        if grapheme.unicodeScalars.count > 1 {
            // A base letter with combining marks (e + U+0301): the letter.
            if first.value >= 0x21, first.value < 0x7F,
                grapheme.unicodeScalars.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark })
            {
                return String(Character(first)) + String(repeating: " ", count: columns - 1)
            }
            return String(repeating: "?", count: columns)
        }
        if columns == 2 {
            switch first.value {
            case 0x3000: return "  "
            case 0xFF01...0xFF5E:
                // Fullwidth forms: the ASCII character they widen.
                return String(Character(Unicode.Scalar(UInt8(first.value - 0xFEE0)))) + " "
            default: return "??"
            }
        }
        return String(narrow(first) ?? "?")
    }

    /// Printable ASCII for `text` shown as prose: each grapheme as ``cell(_:width:)`` draws it in
    /// the columns a cell would give it, except an ellipsis, which reads as `...`. Newlines are
    /// kept; zero-width graphemes, which no cell stores, are dropped.
    package static func text(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" || character == "\r\n" {
                result.append("\n")
            } else if character == "\u{2026}" {
                result += "..."
            } else {
                let columns = TerminalGlyph.cellContent(for: character).width
                if columns > 0 { result += cell(character, width: columns) }
            }
        }
        return result
    }

    /// The one-column stand-in for a scalar, when there is a good one.
    private static func narrow(_ scalar: Unicode.Scalar) -> Character? {
        let value = scalar.value
        switch value {
        case 0x00A0, 0x2000...0x200A, 0x202F, 0x205F: return " "
        case 0x00AB, 0x2039, 0x276E, 0x2190, 0x21D0, 0x25C0, 0x25C2, 0x25C4, 0x25C1, 0x25C3: return "<"
        case 0x00BB, 0x203A, 0x276F, 0x2192, 0x21D2, 0x21B3, 0x2023, 0x25B6, 0x25B8, 0x25BA, 0x25B7, 0x25B9: return ">"
        case 0x2191, 0x21D1, 0x25B2, 0x25B4, 0x25B3, 0x25B5: return "^"
        case 0x2193, 0x21D3, 0x25BC, 0x25BE, 0x25BD, 0x25BF: return "v"
        case 0x2194: return "-"
        case 0x2195: return "|"
        case 0x00B7, 0x2010...0x2015, 0x2212, 0x2043: return "-"
        case 0x2018...0x201B, 0x2032: return "'"
        case 0x201C...0x201F, 0x2033: return "\""
        case 0x2022, 0x2219, 0x22C5, 0x25CF, 0x25C6, 0x25A0, 0x25AA, 0x2605, 0x2606, 0x2731, 0x273B: return "*"
        case 0x25CB, 0x25E6, 0x25EF, 0x25CC, 0x25D0...0x25D5, 0x25E0...0x25E5, 0x25F4...0x25F7: return "o"
        case 0x25A1, 0x25AB, 0x25FB, 0x25FD: return "#"
        case 0x2713, 0x2714, 0x221A: return "v"
        case 0x2715...0x2718, 0x00D7, 0x2A2F: return "x"
        case 0x2026: return "~"
        case 0x2261: return "="
        case 0x2248, 0x223C: return "~"
        case 0x2264: return "<"
        case 0x2265: return ">"
        case 0x00F7, 0x2215, 0x2571: return "/"
        case 0x2572, 0x2216: return "\\"
        case 0x2573: return "X"
        case 0x2500...0x257F: return boxDrawing(value)
        case 0x2580...0x259F: return block(value)
        default: return nil
        }
    }

    private static func boxDrawing(_ value: UInt32) -> Character {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D,
            0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
            "-"
        case 0x2550: "="
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551,
            0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
            "|"
        default: "+"   // corners (square, rounded, heavy, double), tees and crosses
        }
    }

    private static func block(_ value: UInt32) -> Character {
        switch value {
        case 0x2591: "."
        case 0x2592: ":"
        case 0x2581...0x2583: "_"
        case 0x2589...0x2590, 0x2595: "|"   // left and right partial blocks, as in a progress bar's edge
        default: "#"
        }
    }
}
