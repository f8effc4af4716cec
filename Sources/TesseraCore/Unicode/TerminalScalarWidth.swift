/// What the terminal stack Tessera is proven against makes of one scalar: its columns, or nil
/// when it cannot print it.
///
/// On Debian 12 both ncurses 6.4 (its cursor bookkeeping) and tmux 3.3a (its grid) take a
/// character's width from glibc 2.36's `wcwidth` under C.UTF-8, whose tables are Unicode 14.0.
/// This model agrees with that `wcwidth` on every scalar (checked exhaustively by the tests):
/// - newer or unassigned scalars, noncharacters, controls and U+2028/U+2029 are unprintable
///   (`wcwidth` -1): tmux drops them, ncurses's `setcchar` stops at them;
/// - regional indicators are one column each (a flag is two separate cells), where
///   ``DisplayWidth`` counts a lone one as an emoji;
/// - U+3248–U+324F (ambiguous) and U+4DC0–U+4DFF (Yijing hexagrams, neutral in Unicode 15.0)
///   are two columns; U+1171E, a spacing mark since Unicode 15, is still zero; NUL is zero;
/// - everything else is ``DisplayWidth``'s own width for the scalar.
enum TerminalScalarWidth {
    /// The Unicode version of glibc 2.36's character tables.
    static let unicodeVersion = (14, 0)

    /// The columns glibc's `wcwidth` gives `scalar` (0, 1 or 2), or nil for -1 (unprintable).
    static func of(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value == 0 { return 0 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return nil }
        if let columns = DisplayWidth.commonWidth(value) { return columns }
        let properties = scalar.properties
        guard let age = properties.age, (age.major, age.minor) <= unicodeVersion,
            !properties.isNoncharacterCodePoint
        else { return nil }
        let category = properties.generalCategory
        if category == .lineSeparator || category == .paragraphSeparator { return nil }
        if DisplayWidth.isRegionalIndicator(scalar) { return 1 }
        if (0x3248...0x324F).contains(value) || (0x4DC0...0x4DFF).contains(value) { return 2 }
        if value == 0x1171E { return 0 }   // Ahom medial ra: a nonspacing mark until Unicode 15
        return DisplayWidth.lookedUpWidth(scalar, category)
    }
}
