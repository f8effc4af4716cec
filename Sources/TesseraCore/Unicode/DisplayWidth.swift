/// How many terminal columns text occupies, per grapheme cluster (Swift `Character`).
///
/// The rules:
/// - East Asian Wide and Fullwidth characters take two columns (CJK ideographs, kana, Hangul
///   syllables, fullwidth forms); ambiguous-width characters take one.
/// - Emoji presentation takes two: emoji whose default presentation is emoji, any emoji followed by
///   U+FE0F (VS16, so keycaps too), skin-tone modifier sequences, ZWJ sequences, flags (a pair of
///   regional indicators, or a lone one), tag sequences.
/// - U+FE0E (VS15) asks for text presentation: an emoji that is wide only because it defaults to
///   emoji presentation then takes one column.
/// - Combining marks (Mn, Me), format characters (Cf: ZWSP, ZWJ, variation selectors alone, …),
///   line and paragraph separators and Hangul medial and final jamo (U+1160–U+11FF,
///   U+D7B0–U+D7FF) take none. The format characters that are visible signs — the soft hyphen and
///   the Arabic/Syriac/Kaithi prepended concatenation marks — take one, as in glibc's wcwidth.
/// - Control characters take one: Tessera shows them as their control pictures (see
///   ``TerminalGlyph``), never sends them.
/// - A cluster of several spacing characters (Thai sara am, Indic vowel signs) takes the sum of
///   their widths, capped at two: a cell holds at most two columns.
///
/// East Asian Width comes from a table generated from Unicode 15.0 (``WidthTable``); everything
/// else comes from the standard library's Unicode properties.
public enum DisplayWidth {
    /// The columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // ASCII fast path: one UTF-8 byte is one ASCII character, one column.
        if character.utf8.count == 1 { return 1 }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        // A control is a cluster of its own, so C0 and C1 controls are measured here, as one
        // column: they are drawn as a control picture or U+FFFD.
        guard let second = iterator.next() else { return scalarWidth(first) }
        if first.value < 0x20 { return 1 }   // CR LF
        if isRegionalIndicator(first) { return 2 }
        if mayBeEmoji(first), let width = emojiWidth(first, then: second, in: scalars) {
            return width
        }
        var total = scalarWidth(first) + scalarWidth(second)
        while total < 2, let scalar = iterator.next() { total += scalarWidth(scalar) }
        return min(total, 2)
    }

    /// The columns a whole string occupies: the sum over its grapheme clusters.
    public static func of(_ text: some StringProtocol) -> Int {
        let asciiWidth = text.utf8.withContiguousStorageIfAvailable(asciiColumns)
        if let columns = asciiWidth, let columns { return columns }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one scalar takes on its own: 0, 1 or 2; a control character (the caller's
    /// business) counts one.
    static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        commonWidth(scalar.value) ?? lookedUpWidth(scalar, scalar.properties.generalCategory)
    }

    /// The width of a scalar in the blocks a terminal UI meets most — Latin and the rest below
    /// U+0300, combining diacritical marks, arrows, box drawing, blocks, shapes, braille, kana,
    /// CJK ideographs, Hangul syllables, fullwidth forms — without a Unicode property lookup, or
    /// nil elsewhere. Every scalar in these blocks at U+00A0 and above is assigned by Unicode
    /// 14.0 and has the width the lookup would give (the tests check both).
    static func commonWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0..<0x300, 0x2190...0x21FF, 0x2500...0x25FC, 0x2800...0x28FF: 1
        case 0x300...0x36F: 0
        case 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60: 2
        default: nil
        }
    }

    /// The width of a scalar outside ``commonWidth(_:)``, given its general category.
    static func lookedUpWidth(
        _ scalar: Unicode.Scalar, _ category: Unicode.GeneralCategory
    ) -> Int {
        let value = scalar.value
        if value >= 0x1160, value <= 0x11FF { return 0 }
        if value >= 0xD7B0, value <= 0xD7FF { return 0 }
        switch category {
        case .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        case .format:
            return isVisibleFormatCharacter(value) ? 1 : 0
        default:
            break
        }
        if isWide(value) { return 2 }
        // Every emoji-presentation scalar below U+1F000 is in the table (the generator checks);
        // above, the regional indicators and emoji newer than the table are not.
        if value >= 0x1F000, scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Whether the generated table lists `value` as East Asian Wide or Fullwidth.
    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        let ranges = WidthTable.wideRanges
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// A regional indicator symbol letter (U+1F1E6–U+1F1FF), half of a flag.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1F1E6 && scalar.value <= 0x1F1FF
    }

    /// The width of a cluster that starts with an emoji character, or nil when the cluster asks
    /// for no emoji presentation (a text-default emoji on its own, `©`, a digit with U+20E3 but no
    /// VS16): then it is measured like any other text.
    private static func emojiWidth(
        _ base: Unicode.Scalar, then second: Unicode.Scalar, in scalars: Character.UnicodeScalarView
    ) -> Int? {
        let isEmojiPresentation = base.properties.isEmojiPresentation
        // A variation selector right after the base chooses the presentation.
        if second == "\u{FE0F}" { return 2 }
        if second == "\u{FE0E}" { return isEmojiPresentation ? 1 : nil }
        if isEmojiPresentation { return 2 }
        // A text-default base turns emoji when a skin tone modifies it or a ZWJ joins it to
        // another emoji.
        let takesModifier = base.properties.isEmojiModifierBase
        var previous = base
        for scalar in scalars.dropFirst() {
            if takesModifier, scalar.properties.isEmojiModifier { return 2 }
            if previous == "\u{200D}", scalar.value > 0x7F, scalar.properties.isEmoji { return 2 }
            previous = scalar
        }
        return nil
    }

    /// Whether `scalar` may have the Emoji property, answered without a lookup below U+203C,
    /// where only the keycap bases, © and ® have it.
    static func mayBeEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x23, 0x2A, 0x30...0x39, 0xA9, 0xAE: true
        case 0..<0x203C: false
        default: scalar.properties.isEmoji
        }
    }

    /// The format characters that are visible: the soft hyphen, and the signs that span the
    /// digits after them (Unicode's Prepended_Concatenation_Mark).
    private static func isVisibleFormatCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            true
        default:
            false
        }
    }

    /// The width of pure ASCII text — one column a character, CR LF being one character — or nil
    /// when the text holds anything else.
    private static func asciiColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var columns = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if !(byte == 0x0A && previous == 0x0D) { columns += 1 }
            previous = byte
        }
        return columns
    }
}
