/// How many terminal columns text occupies, per grapheme cluster.
///
/// East Asian Wide and Fullwidth characters and emoji presentation take two columns; combining
/// marks and other zero-width characters take none; everything else takes one.
public enum DisplayWidth {
    /// The columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return (ascii >= 0x20 && ascii < 0x7F) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let props = first.properties
        if props.generalCategory == .nonspacingMark || props.generalCategory == .enclosingMark
            || props.generalCategory == .format || props.generalCategory == .control {
            return 0
        }
        if props.isEmojiPresentation { return 2 }
        return 1
    }

    /// The columns a whole string occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }
}
