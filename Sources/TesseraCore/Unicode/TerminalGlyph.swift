// Found by experiment on Debian 12: tmux 3.3a and ncurses 6.4 both measure with glibc 2.36's
// wcwidth (C.UTF-8, Unicode 14.0 tables; see TerminalScalarWidth). Columns tmux advances:
// - ZWJ sequence 👨‍👩‍👧: 2, but tmux glues any non-ASCII character after a ZWJ (even the next
//   cell's 中) into the same cell, and ncurses keeps [👨, ZWJ] yet counts 6. Stored: the first
//   part drawn two wide (👨; 🏳️‍🌈 → 🌈, its white flag being narrow), never a ZWJ.
// - Skin tone 👍🏽: 4 (two cells). Stored: 👍. On a text-default base (☝🏽: 3): 〓.
// - Text-default + VS16 (❤️ ☺️ ©️): 1, VS16 ignored. Stored: 〓, the GETA MARK ("substitute
//   for a glyph not in the font"): no two-column form of the symbol exists.
// - Keycap #️⃣: 1. Stored: ＃⃣ (fullwidth base + U+20E3): 2.
// - Flag 🇺🇸: 2 (two one-column cells). Stored as it is. A lone 🇺: 1. Stored: Ｕ.
// - Tag flag (England): 2, tags cut after 20 bytes; ncurses keeps 5 scalars. Stored: 🏴.
// - Emoji-default + VS15 ⌚︎: 2. Stored: U+FFFD.
// - Newer than Unicode 14 (🫨), unassigned, noncharacters: 0 (dropped). Stored: 〓 or U+FFFD.
// - Combining marks beyond 4 on a base: dropped by both. Stored: the first 5 scalars.
// - Several spacing scalars (flag, Thai sara am, Indic vowel signs): their sum; ncurses's
//   setcchar keeps only the first spacing scalar, mvaddnwstr draws them all.

/// What a cell stores for a grapheme cluster: safe to send to a terminal, and shaped so that the
/// terminal places it — and the character after it — in the columns Tessera expects.
///
/// The width is always ``DisplayWidth``'s. The grapheme is the cluster itself when the terminal
/// (glibc `wcwidth`, as ncurses and tmux use it) agrees with that width, else the closest form it
/// does agree with: the first emoji of a ZWJ sequence, a base without its skin tone, a keycap or
/// lone regional indicator in fullwidth, or a stand-in (〓 for two columns, U+FFFD for one).
///
/// A stored grapheme never holds a ZWJ, an unprintable scalar, or more than five scalars a
/// terminal cell, the terminal widths of its scalars add up to `width`, and ``DisplayWidth``
/// measures it `width` wide too, so storing it again gives it back unchanged. Usually its first
/// scalar alone is that wide, so it fits one ncurses `cchar_t`; a flag, Thai sara am or an Indic
/// spacing vowel sign holds two one-column scalars, which `setcchar` would cut to the first, so a
/// presenter writes such a grapheme as a string (`mvaddnwstr`).
public enum TerminalGlyph {
    /// The grapheme to store in a cell for `character`, and its width in columns (0, 1 or 2).
    ///
    /// Control characters and escape bytes never pass through: C0 controls and DEL become their
    /// visible control pictures (U+2400…), C1 controls become U+FFFD. A grapheme of width 0 is
    /// returned as it is; cells never store one.
    public static func cellContent(for character: Character) -> (grapheme: Character, width: Int) {
        if let scalar = singleScalar(of: character) {
            let (stored, width) = cellContent(for: scalar)
            return (stored == scalar ? character : Character(stored), width)
        }
        guard let first = character.unicodeScalars.first else { return (character, 0) }
        // A control is a cluster of its own (CR LF aside), always first.
        if first.value < 0x20 || (first.value >= 0x7F && first.value < 0xA0) {
            return (Character(controlPicture(for: first)), 1)
        }
        let width = DisplayWidth.of(character)
        if width == 0 || terminalAgrees(with: character, width: width) { return (character, width) }
        return (substitute(for: character, width: width), width)
    }

    /// ``cellContent(for:)`` of a cluster of one scalar, scalar in and scalar out: what a cell
    /// stores for it is always one scalar too.
    static func cellContent(for scalar: Unicode.Scalar) -> (scalar: Unicode.Scalar, width: Int) {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return (scalar, 1) }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return (controlPicture(for: scalar), 1) }
        // In the common blocks the terminal's width is ours (TerminalScalarWidth starts there too).
        if let width = DisplayWidth.commonWidth(value) { return (scalar, width) }
        let width = DisplayWidth.scalarWidth(scalar)
        // The terminal draws it as it is when its wcwidth is the same (a ZWJ never passes).
        if width == 0 || (scalar != "\u{200D}" && TerminalScalarWidth.of(scalar) == width) { return (scalar, width) }
        // A lone regional indicator: its fullwidth letter.
        if width == 2, DisplayWidth.isRegionalIndicator(scalar), let letter = Unicode.Scalar(value - 0x1F1E6 + 0xFF21) {
            return (letter, 2)
        }
        return (standIn(width: width), width)
    }

    /// The one scalar of `character`, or nil when it has several.
    @inline(__always)
    static func singleScalar(of character: Character) -> Unicode.Scalar? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }

    /// The visible stand-in for a control character.
    static func controlPicture(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// What a cell shows when the terminal cannot draw the cluster at its width at all.
    static func standIn(width: Int) -> Unicode.Scalar { width == 2 ? "\u{3013}" : "\u{FFFD}" }

    /// The most scalars ncurses keeps in one cell (`CCHARW_MAX`).
    static let maxScalarsPerTerminalCell = 5

    /// Whether the terminal draws `character` unchanged in exactly `width` columns, without
    /// touching the next cell.
    private static func terminalAgrees(with character: Character, width: Int) -> Bool {
        var total = 0
        var scalarsInCell = 0
        for scalar in character.unicodeScalars {
            guard scalar != "\u{200D}", let columns = TerminalScalarWidth.of(scalar) else {
                return false
            }
            if columns > 0 {
                scalarsInCell = 0
            } else if total == 0 {
                return false   // a leading zero-width scalar would join the previous cell
            }
            scalarsInCell += 1
            if scalarsInCell > maxScalarsPerTerminalCell { return false }
            total += columns
        }
        return total == width
    }

    /// The closest form of `character`, a cluster of several scalars, that the terminal draws in
    /// exactly `width` columns.
    private static func substitute(for character: Character, width: Int) -> Character {
        let scalars = character.unicodeScalars
        if let first = scalars.first, width == 2 {
            // Keycaps, and an ASCII emoji base with VS16: the fullwidth base, keycap kept.
            if first.value > 0x20, first.value < 0x7F,
                let fullwidth = Unicode.Scalar(first.value + 0xFEE0)
            {
                var form = String.UnicodeScalarView([fullwidth])
                if scalars.contains("\u{20E3}") { form.append("\u{20E3}") }
                return Character(String(form))
            }
            // A lone regional indicator: its fullwidth letter.
            if DisplayWidth.isRegionalIndicator(first),
                !scalars.dropFirst().contains(where: DisplayWidth.isRegionalIndicator),
                let letter = Unicode.Scalar(first.value - 0x1F1E6 + 0xFF21)
            {
                return Character(letter)
            }
        }
        let cells = terminalCells(of: character)
        return leadingCells(cells, width: width)
            ?? firstCell(cells, width: width)
            ?? Character(standIn(width: width))
    }

    /// One cell as the terminal sees it: a spacing scalar and the zero-width scalars after it.
    private struct TerminalCell {
        var scalars: String.UnicodeScalarView
        /// nil when the terminal cannot print the spacing scalar.
        var width: Int?
        var base: Unicode.Scalar
    }

    /// The cluster split into terminal cells, without what the terminal mishandles: ZWJs, tag
    /// characters (a tag sequence never fits one cell), VS15 (which the terminal ignores, but which
    /// would make an emoji base narrow to ``DisplayWidth``), unprintable zero-width scalars, VS16
    /// on a narrow base, scalars beyond a cell's five; zero-width scalars before the first spacing one.
    private static func terminalCells(of character: Character) -> [TerminalCell] {
        var cells: [TerminalCell] = []
        for scalar in character.unicodeScalars {
            if scalar == "\u{200D}" || scalar == "\u{FE0E}" || (0xE0020...0xE007F).contains(scalar.value) { continue }
            let columns = TerminalScalarWidth.of(scalar)
            if columns.map({ $0 > 0 }) ?? (DisplayWidth.scalarWidth(scalar) > 0) {
                cells.append(TerminalCell(scalars: .init([scalar]), width: columns, base: scalar))
                continue
            }
            guard columns != nil, let last = cells.indices.last, cells[last].width != nil,
                cells[last].scalars.count < maxScalarsPerTerminalCell,
                !(scalar == "\u{FE0F}" && cells[last].width == 1)
            else { continue }
            cells[last].scalars.append(scalar)
        }
        return cells
    }

    /// The longest run of leading cells the terminal can print, if it fills exactly `width`
    /// columns and is still one grapheme cluster (Indic conjuncts cut at two columns, the first
    /// emoji of a ZWJ sequence, a base without its skin tone, a tag flag's base).
    private static func leadingCells(_ cells: [TerminalCell], width: Int) -> Character? {
        var form = String.UnicodeScalarView()
        var total = 0
        for cell in cells {
            guard let columns = cell.width, total + columns <= width else { break }
            form.append(contentsOf: cell.scalars)
            total += columns
        }
        let text = String(form)
        guard total == width, text.count == 1, let candidate = text.first, DisplayWidth.of(candidate) == width else {
            return nil
        }
        return candidate
    }

    /// The first cell, skin tones aside, that is `width` columns on its own (🏳️‍🌈 → 🌈).
    private static func firstCell(_ cells: [TerminalCell], width: Int) -> Character? {
        for cell in cells where cell.width == width && !cell.base.properties.isEmojiModifier {
            let text = String(cell.scalars)
            if text.count == 1, let candidate = text.first, DisplayWidth.of(candidate) == width { return candidate }
        }
        return nil
    }
}
