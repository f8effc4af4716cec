/// Pieces of text that have broken terminal programs: wide and zero-width characters, emoji
/// sequences a terminal measures differently, combining marks, controls and escape sequences,
/// bidirectional overrides, long words. Joined at random they also form odd clusters (a combining
/// mark after an emoji, a skin tone after a letter, a ZWJ between anything).
package enum HostileText {
    package static let pieces: [String] = [
        "a", "Z", "7", " ", "  ", "word", "wrap", "supercalifragilistic", "-", ".", "…",
        "中", "文字", "한국어", "ｶﾀｶﾅ", "ＡＢ", "\u{3000}",
        "😀", "👍🏽", "👨‍👩‍👧", "🏳️‍🌈", "🇺🇸", "🇺", "#️⃣", "❤️", "☝🏽", "⌚︎", "🫨", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "\u{301}", "e\u{301}", "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "\u{20E3}",
        "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{AD}", "\u{2028}", "\u{FEFF}",
        "ก", "ำ", "กำ", "क्षि", "ि", "ᄀ", "\u{1160}", "\u{11A8}", "ـ",
        "\t", "\n", "\r\n", "\r", "\u{0}", "\u{7}", "\u{8}", "\u{1B}", "\u{1B}[31m", "\u{1B}]0;title\u{7}",
        "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{9B}", "\u{9D}", "\u{202E}", "\u{2066}",
        "\u{FFFD}", "\u{10FFFF}", "\u{E000}", "\u{FFFF}",
    ]
}
