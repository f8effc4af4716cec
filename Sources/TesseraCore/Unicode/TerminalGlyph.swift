/// What a cell stores for a grapheme cluster: safe to send to a terminal, and shaped so that every
/// terminal places it in the columns Tessera expects.
public enum TerminalGlyph {
    /// The grapheme to store in a cell for `character`, and its width in columns (0, 1 or 2).
    ///
    /// Control characters and escape bytes never pass through: C0 controls and DEL become their
    /// visible control pictures (U+2400…), C1 controls become U+FFFD.
    public static func cellContent(for character: Character) -> (grapheme: Character, width: Int) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return (character, 1) }
        for scalar in character.unicodeScalars where scalar.properties.generalCategory == .control {
            return (controlPicture(for: scalar), 1)
        }
        return (character, DisplayWidth.of(character))
    }

    /// The visible stand-in for a control character.
    static func controlPicture(for scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
