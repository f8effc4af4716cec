import Testing

@testable import TesseraCore

/// One grapheme cluster under test and what is expected of it.
struct UnicodeCase<Expected: Sendable>: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let expected: Expected

    init(_ name: String, _ text: String, _ expected: Expected) {
        self.name = name
        self.text = text
        self.expected = expected
    }

    var testDescription: String { "\(name) → \(expected)" }

    /// The single grapheme cluster under test, or nil if the text is not exactly one.
    var character: Character? { text.count == 1 ? text.first : nil }
}

/// A cluster and the columns it must take. Each expectation comes from the Unicode data
/// (East_Asian_Width 15.0, General_Category, Emoji_Presentation) read through the rules in
/// ``DisplayWidth``; where glibc 2.36 and tmux 3.3a agree with the rules it was checked against
/// them too.
typealias WidthCase = UnicodeCase<Int>

/// The text of one scalar that a string literal may not spell (a noncharacter), or "" if `value`
/// is no scalar.
func scalarText(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String(Character($0)) } ?? ""
}

/// The table: at least one case for each kind of text a terminal meets.
let widthCases: [WidthCase] = [
    // ASCII
    WidthCase("letter", "a", 1),
    WidthCase("space", " ", 1),
    WidthCase("tilde", "~", 1),
    // Control characters: shown as one-column control pictures
    WidthCase("tab", "\t", 1),
    WidthCase("line feed", "\n", 1),
    WidthCase("escape", "\u{1B}", 1),
    WidthCase("delete", "\u{7F}", 1),
    WidthCase("CR LF, one cluster", "\r\n", 1),
    WidthCase("C1 next line", "\u{85}", 1),
    // Latin, Greek, Cyrillic, combining marks
    WidthCase("precomposed é", "\u{E9}", 1),
    WidthCase("e + combining acute", "e\u{301}", 1),
    WidthCase("a + two combining marks", "a\u{308}\u{323}", 1),
    WidthCase("n + combining tilde", "n\u{303}", 1),
    WidthCase("sharp s", "ß", 1),
    WidthCase("section sign, ambiguous", "§", 1),
    WidthCase("plus-minus, ambiguous", "±", 1),
    WidthCase("Greek omega, ambiguous", "Ω", 1),
    WidthCase("Cyrillic zhe", "ж", 1),
    WidthCase("circled digit one, ambiguous", "①", 1),
    WidthCase("ellipsis, ambiguous", "…", 1),
    WidthCase("soft hyphen, a visible format character", "\u{AD}", 1),
    WidthCase("private use, ambiguous", "\u{E000}", 1),
    // Zero-width on their own
    WidthCase("lone combining acute", "\u{301}", 0),
    WidthCase("lone enclosing circle", "\u{20DD}", 0),
    WidthCase("zero width space", "\u{200B}", 0),
    WidthCase("zero width joiner", "\u{200D}", 0),
    WidthCase("zero width non-joiner", "\u{200C}", 0),
    WidthCase("word joiner", "\u{2060}", 0),
    WidthCase("byte order mark", "\u{FEFF}", 0),
    WidthCase("left-to-right mark", "\u{200E}", 0),
    WidthCase("VS16 alone", "\u{FE0F}", 0),
    WidthCase("VS15 alone", "\u{FE0E}", 0),
    WidthCase("line separator", "\u{2028}", 0),
    // CJK
    WidthCase("ideograph 中", "中", 2),
    WidthCase("ideograph 漢", "漢", 2),
    WidthCase("extension B ideograph", "\u{20000}", 2),
    WidthCase("ideographic space, fullwidth", "\u{3000}", 2),
    WidthCase("ideographic full stop", "。", 2),
    WidthCase("ideograph + combining acute", "中\u{301}", 2),
    WidthCase("unassigned in plane 2, defaults to wide", "\u{2FFF0}", 2),
    // Fullwidth and halfwidth forms
    WidthCase("fullwidth A", "Ａ", 2),
    WidthCase("fullwidth digit one", "１", 2),
    WidthCase("fullwidth exclamation", "！", 2),
    WidthCase("fullwidth won sign", "￦", 2),
    WidthCase("halfwidth katakana a", "ｱ", 1),
    WidthCase("halfwidth semi-voiced mark", "ﾟ", 1),
    // Hangul
    WidthCase("syllable ga", "가", 2),
    WidthCase("last syllable", "힣", 2),
    WidthCase("conjoining jamo L V T", "\u{1100}\u{1161}\u{11A8}", 2),
    WidthCase("lone leading jamo", "\u{1100}", 2),
    WidthCase("lone medial jamo", "\u{1161}", 0),
    WidthCase("lone final jamo", "\u{11A8}", 0),
    WidthCase("jungseong extended-B", "\u{D7B0}", 0),
    // Kana
    WidthCase("hiragana a", "あ", 2),
    WidthCase("katakana ka", "カ", 2),
    WidthCase("katakana ga, precomposed", "ガ", 2),
    WidthCase("hiragana ka + combining voiced mark", "か\u{3099}", 2),
    // Other scripts
    WidthCase("Thai ko kai", "ก", 1),
    WidthCase("Thai ko kai + sara am (spacing)", "กำ", 2),
    WidthCase("Devanagari conjunct ksa", "\u{915}\u{94D}\u{937}", 2),
    WidthCase("Devanagari conjunct + vowel sign i, capped", "\u{915}\u{94D}\u{937}\u{93F}", 2),
    WidthCase("Hebrew alef", "א", 1),
    WidthCase("Arabic ain", "ع", 1),
    WidthCase("Arabic number sign + digit", "\u{600}\u{661}", 2),
    // Box drawing, blocks, braille, arrows
    WidthCase("box light horizontal", "─", 1),
    WidthCase("box arc down and right", "╭", 1),
    WidthCase("box double vertical", "║", 1),
    WidthCase("full block", "█", 1),
    WidthCase("braille full", "⣿", 1),
    WidthCase("rightwards arrow", "→", 1),
    // Emoji with emoji presentation by default
    WidthCase("grinning face", "😀", 2),
    WidthCase("thumbs up", "👍", 2),
    WidthCase("watch, in the BMP", "⌚", 2),
    WidthCase("mahjong red dragon", "🀄", 2),
    WidthCase("lone skin tone modifier", "🏽", 2),
    WidthCase("shaking face, Unicode 15", "\u{1FAE8}", 2),
    WidthCase("face with bags under eyes, Unicode 16", "\u{1FAE9}", 2),
    // Text-default symbols, with and without variation selectors
    WidthCase("smiling face, text default", "☺", 1),
    WidthCase("heavy heart, text default", "❤", 1),
    WidthCase("copyright sign", "©", 1),
    WidthCase("smiling face + VS16", "☺\u{FE0F}", 2),
    WidthCase("heavy heart + VS16", "❤\u{FE0F}", 2),
    WidthCase("copyright + VS16", "©\u{FE0F}", 2),
    WidthCase("smiling face + VS15", "☺\u{FE0E}", 1),
    WidthCase("watch + VS15", "⌚\u{FE0E}", 1),
    WidthCase("watch + VS16", "⌚\u{FE0F}", 2),
    WidthCase("circled ideograph congratulation + VS15 stays wide", "㊗\u{FE0E}", 2),
    WidthCase("VS16 after a letter changes nothing", "x\u{FE0F}", 1),
    // ZWJ sequences
    WidthCase("family man woman girl", "👨\u{200D}👩\u{200D}👧", 2),
    WidthCase("woman technologist", "👩\u{200D}💻", 2),
    WidthCase("rainbow flag", "🏳\u{FE0F}\u{200D}🌈", 2),
    WidthCase("pirate flag", "🏴\u{200D}☠\u{FE0F}", 2),
    WidthCase("eye in speech bubble", "👁\u{FE0F}\u{200D}🗨\u{FE0F}", 2),
    WidthCase("woman technologist, medium skin", "👩🏽\u{200D}💻", 2),
    WidthCase("text-default pair joined by ZWJ", "☺\u{200D}☺", 2),
    // Flags
    WidthCase("flag US", "🇺🇸", 2),
    WidthCase("flag JP", "🇯🇵", 2),
    WidthCase("lone regional indicator", "🇺", 2),
    WidthCase(
        "flag England, tag sequence",
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2),
    // Skin tones
    WidthCase("thumbs up, medium skin", "👍🏽", 2),
    WidthCase("index pointing up (text default) + skin tone", "☝🏽", 2),
    // Keycaps
    WidthCase("keycap number sign", "#\u{FE0F}\u{20E3}", 2),
    WidthCase("keycap digit one", "1\u{FE0F}\u{20E3}", 2),
    WidthCase("keycap asterisk", "*\u{FE0F}\u{20E3}", 2),
    WidthCase("digit + keycap without VS16, text", "1\u{20E3}", 1),
    // Unassigned, noncharacters and the ones glibc widens
    WidthCase("unassigned Greek", "\u{378}", 1),
    WidthCase("noncharacter", scalarText(0xFDD0), 1),
    WidthCase("circled number ten on black square, ambiguous", "\u{3248}", 1),
    WidthCase("Yijing hexagram, neutral in 15.0", "\u{4DC0}", 1),
]

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("each case is one grapheme cluster of the expected width", arguments: widthCases)
    func width(of example: WidthCase) throws {
        let character = try #require(example.character, "\(example.name) is not one cluster")
        #expect(DisplayWidth.of(character) == example.expected)
        #expect(DisplayWidth.of(example.text) == example.expected)
    }

    @Test func tableHasEnoughCases() {
        #expect(widthCases.count >= 60)
    }

    @Test func stringWidthSumsClusters() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("a\r\nb") == 3)
        #expect(DisplayWidth.of("a中😀") == 5)
        #expect(DisplayWidth.of("e\u{301}中\u{200B}👨\u{200D}👩\u{200D}👧!") == 6)
        #expect(DisplayWidth.of("Tessera 中文"[...].dropFirst(8)) == 4)
    }

    @Test func asciiFastPathMatchesClusterSum() {
        let samples = [
            "", "plain text", "tabs\tand\nlines\r\n", "\r\r\n\n", "\u{1B}[31mred", "\u{7F}",
        ]
        for sample in samples {
            #expect(DisplayWidth.of(sample) == sample.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }

    @Test func tableIsSortedDisjointAndNotAdjacent() {
        let ranges = WidthTable.wideRanges
        #expect(!ranges.isEmpty)
        for range in ranges { #expect(range.first <= range.last) }
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.last + 1 < later.first)
        }
        #expect(WidthTable.unicodeVersion == "15.0.0")
    }

    @Test func binarySearchFindsRangeEdges() {
        #expect(!DisplayWidth.isWide(0x10FF))
        #expect(DisplayWidth.isWide(0x1100))
        #expect(DisplayWidth.isWide(0x115F))
        #expect(!DisplayWidth.isWide(0x1160))
        #expect(DisplayWidth.isWide(0x3FFFD))
        #expect(!DisplayWidth.isWide(0x3FFFE))
        #expect(!DisplayWidth.isWide(0x10FFFF))
        for (first, last) in WidthTable.wideRanges {
            #expect(DisplayWidth.isWide(first) && DisplayWidth.isWide(last))
        }
    }

    @Test func shortcutsAgreeWithTheUnicodeProperties() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let hex = "U+\(String(value, radix: 16, uppercase: true))"
            if let common = DisplayWidth.commonWidth(value) {
                if common != DisplayWidth.lookedUpWidth(scalar, properties.generalCategory) {
                    Issue.record("\(hex): common width \(common) disagrees with the lookup")
                }
                if value >= 0xA0, properties.age.map({ ($0.major, $0.minor) <= (14, 0) }) != true {
                    Issue.record("\(hex): a common block holds a scalar newer than Unicode 14")
                }
            }
            if value < 0x203C, DisplayWidth.mayBeEmoji(scalar) != properties.isEmoji {
                Issue.record("\(hex): mayBeEmoji disagrees with isEmoji")
            }
            if properties.isEmojiPresentation, DisplayWidth.scalarWidth(scalar) != 2 {
                Issue.record("\(hex): emoji presentation but not two columns")
            }
        }
    }

    @Test func everyScalarMeasuresZeroOneOrTwo() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = DisplayWidth.of(Character(scalar))
            if !(0...2).contains(width) {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) measures \(width)")
            }
        }
    }
}
