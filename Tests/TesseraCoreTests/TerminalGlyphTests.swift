import Testing

@testable import TesseraCore

#if canImport(Glibc)
import Glibc
#endif

/// A cluster and the grapheme a cell must store for it.
typealias StoredFormCase = UnicodeCase<String>

let storedFormCases: [StoredFormCase] = [
    // What the terminal already draws at Tessera's width is stored as it is.
    StoredFormCase("letter", "a", "a"),
    StoredFormCase("e + combining acute", "e\u{301}", "e\u{301}"),
    StoredFormCase("ideograph", "中", "中"),
    StoredFormCase("conjoining jamo", "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}\u{11A8}"),
    StoredFormCase("Thai sara am", "กำ", "กำ"),
    StoredFormCase("emoji", "😀", "😀"),
    StoredFormCase("emoji-default + VS16", "⌚\u{FE0F}", "⌚\u{FE0F}"),
    StoredFormCase("flag", "🇺🇸", "🇺🇸"),
    StoredFormCase("lone skin tone", "🏽", "🏽"),
    StoredFormCase("text keycap without VS16", "1\u{20E3}", "1\u{20E3}"),
    StoredFormCase("zero width joiner alone", "\u{200D}", "\u{200D}"),
    // ZWJ sequences: the first part the terminal draws two columns wide.
    StoredFormCase("family", "👨\u{200D}👩\u{200D}👧", "👨"),
    StoredFormCase("woman technologist", "👩\u{200D}💻", "👩"),
    StoredFormCase("woman technologist, skin tone", "👩🏽\u{200D}💻", "👩"),
    StoredFormCase("pirate flag", "🏴\u{200D}☠\u{FE0F}", "🏴"),
    StoredFormCase("rainbow flag: white flag is narrow", "🏳\u{FE0F}\u{200D}🌈", "🌈"),
    StoredFormCase("eye in speech bubble: no wide part", "👁\u{FE0F}\u{200D}🗨\u{FE0F}", "\u{3013}"),
    StoredFormCase("text-default pair joined by ZWJ", "☺\u{200D}☺", "\u{3013}"),
    // Skin tones: the base.
    StoredFormCase("thumbs up, skin tone", "👍🏽", "👍"),
    StoredFormCase("text-default base + skin tone", "☝🏽", "\u{3013}"),
    // Text-default + VS16: the terminal draws one column.
    StoredFormCase("heavy heart + VS16", "❤\u{FE0F}", "\u{3013}"),
    StoredFormCase("smiling face + VS16", "☺\u{FE0F}", "\u{3013}"),
    StoredFormCase("copyright + VS16", "©\u{FE0F}", "\u{3013}"),
    // Emoji-default + VS15: the terminal draws two columns.
    StoredFormCase("watch + VS15", "⌚\u{FE0E}", "\u{FFFD}"),
    // Keycaps and regional indicators: fullwidth forms.
    StoredFormCase("keycap number sign", "#\u{FE0F}\u{20E3}", "＃\u{20E3}"),
    StoredFormCase("keycap digit one", "1\u{FE0F}\u{20E3}", "１\u{20E3}"),
    StoredFormCase("keycap asterisk", "*\u{FE0F}\u{20E3}", "＊\u{20E3}"),
    StoredFormCase("number sign + VS16", "#\u{FE0F}", "＃"),
    StoredFormCase("lone regional indicator U", "🇺", "Ｕ"),
    StoredFormCase(
        "flag England: tags never fit a cell",
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "🏴"),
    // What glibc 2.36 (Unicode 14) cannot print or widens.
    StoredFormCase("Unicode 15 emoji", "\u{1FAE8}", "\u{3013}"),
    StoredFormCase("Unicode 16 emoji", "\u{1FAE9}", "\u{3013}"),
    StoredFormCase("unassigned, narrow", "\u{378}", "\u{FFFD}"),
    StoredFormCase("unassigned in plane 2, wide", "\u{2FFF0}", "\u{3013}"),
    StoredFormCase("noncharacter", scalarText(0xFDD0), "\u{FFFD}"),
    StoredFormCase("circled number on black square", "\u{3248}", "\u{FFFD}"),
    StoredFormCase("Yijing hexagram", "\u{4DC0}", "\u{FFFD}"),
    StoredFormCase("Unicode 15 Kawi letter", "\u{11F04}", "\u{FFFD}"),
    // Marks and joiners the terminal would drop or misplace.
    StoredFormCase(
        "ten combining marks: a cell keeps five scalars",
        "e" + String(repeating: "\u{301}", count: 10), "e\u{301}\u{301}\u{301}\u{301}"),
    StoredFormCase(
        "Devanagari half form: ZWJ removed",
        "\u{915}\u{94D}\u{200D}\u{937}", "\u{915}\u{94D}\u{937}"),
    StoredFormCase(
        "Devanagari conjunct + vowel sign: first two columns",
        "\u{915}\u{94D}\u{937}\u{93F}", "\u{915}\u{94D}\u{937}"),
    StoredFormCase("VS16 then skin tone: leading zero-width dropped", "\u{FE0F}\u{1F3FB}", "\u{1F3FB}"),
]

@Suite("TerminalGlyph")
struct TerminalGlyphTests {
    @Test(
        "control characters become control pictures",
        arguments: [
            ("\u{0}", "\u{2400}"), ("\t", "\u{2409}"), ("\n", "\u{240A}"), ("\r", "\u{240D}"),
            ("\r\n", "\u{240D}"), ("\u{1B}", "\u{241B}"), ("\u{1F}", "\u{241F}"), ("\u{7F}", "\u{2421}"),
            ("\u{80}", "\u{FFFD}"), ("\u{85}", "\u{FFFD}"), ("\u{9B}", "\u{FFFD}"), ("\u{9F}", "\u{FFFD}"),
        ] as [(Character, Character)])
    func controlPicture(control: Character, picture: Character) {
        let content = TerminalGlyph.cellContent(for: control)
        #expect(content.grapheme == picture)
        #expect(content.width == 1)
        #expect(DisplayWidth.of(control) == 1)
    }

    @Test func printableASCIIIsStoredAsItIs() {
        for value in UInt8(0x20)..<0x7F {
            let character = Character(Unicode.Scalar(value))
            let content = TerminalGlyph.cellContent(for: character)
            #expect(content.grapheme == character && content.width == 1)
        }
    }

    @Test func aPrintableASCIIByteMakesTheGlyphItsCharacterMakes() {
        for value in UInt8(0x20)..<0x7F {
            let glyph = CellGlyph(printableASCII: value)
            #expect(glyph == CellGlyph(Character(Unicode.Scalar(value))), "byte \(value)")
            #expect(glyph.character == Character(Unicode.Scalar(value)) && glyph.width == 1)
        }
    }

    @Test("stored form", arguments: storedFormCases)
    func storedForm(_ example: StoredFormCase) throws {
        let character = try #require(example.character)
        let stored = try #require(example.expected.count == 1 ? example.expected.first : nil)
        let content = TerminalGlyph.cellContent(for: character)
        #expect(content.grapheme == stored)
        #expect(content.width == DisplayWidth.of(character))
        #expect(DisplayWidth.of(content.grapheme) == content.width)
    }

    @Test(
        "every table case keeps its width and stores a form the terminal agrees with",
        arguments: widthCases)
    func terminalAgreesWithTableCase(_ example: WidthCase) throws {
        let character = try #require(example.character)
        let content = TerminalGlyph.cellContent(for: character)
        #expect(content.width == example.expected)
        if let problem = terminalDisagreement(content) { Issue.record("\(problem)") }
    }

    @Test func everyScalarKeepsItsWidthAndStoresADrawableForm() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let content = TerminalGlyph.cellContent(for: character)
            let hex = String(value, radix: 16, uppercase: true)
            if content.width != DisplayWidth.of(character) {
                Issue.record("U+\(hex): width \(content.width) ≠ \(DisplayWidth.of(character))")
            } else if let problem = terminalDisagreement(content) {
                Issue.record("U+\(hex): \(problem)")
            }
        }
    }

    #if canImport(Glibc)
    /// The terminal model is glibc 2.36's `wcwidth` (Unicode 14.0 tables), which ncurses and tmux
    /// use on Debian 12; checked scalar by scalar where the C library is that one.
    @Test(.enabled(if: GlibcWidth.hasUnicode14Tables))
    func terminalScalarWidthIsGlibcWcwidth() throws {
        let wcwidth = try #require(GlibcWidth.function)
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let glibc = Int(wcwidth(Int32(bitPattern: value)))
            let model = TerminalScalarWidth.of(scalar) ?? -1
            if glibc != model {
                mismatches.append("U+\(String(value, radix: 16)): \(model) ≠ \(glibc)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }
    #endif
}

/// Why the terminal would not draw `content` in exactly its width, or nil when it would: every
/// scalar printable, no ZWJ, a spacing scalar first, at most five scalars a terminal cell, and
/// glibc widths adding up to the width.
func terminalDisagreement(_ content: (grapheme: Character, width: Int)) -> String? {
    if content.width == 0 { return nil }
    var total = 0
    var scalarsInCell = 0
    for scalar in content.grapheme.unicodeScalars {
        let name = "U+\(String(scalar.value, radix: 16, uppercase: true))"
        if scalar == "\u{200D}" { return "stores a ZWJ" }
        guard let columns = TerminalScalarWidth.of(scalar) else {
            return "stores unprintable \(name)"
        }
        if columns == 0, total == 0 { return "starts with zero-width \(name)" }
        scalarsInCell = columns > 0 ? 1 : scalarsInCell + 1
        if scalarsInCell > TerminalGlyph.maxScalarsPerTerminalCell {
            return "more than 5 scalars a cell"
        }
        total += columns
    }
    return total == content.width ? nil : "terminal draws \(total) columns, not \(content.width)"
}

#if canImport(Glibc)
/// glibc's `wcwidth`, which Swift's Glibc module does not export, looked up at run time.
enum GlibcWidth {
    typealias Function = @convention(c) (Int32) -> Int32

    static let function: Function? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// Whether this C library's tables are Unicode 14.0, as glibc 2.36's are: it knows U+1F979
    /// (Unicode 14) and not U+1FAE8 (Unicode 15).
    static var hasUnicode14Tables: Bool {
        guard let function, let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return false }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        return function(0x1F979) == 2 && function(0x1FAE8) == -1
    }
}
#endif
