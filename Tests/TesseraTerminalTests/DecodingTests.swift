import CNcursesw
import TesseraCore
import Testing

@testable import TesseraTerminal

/// The pure mappings behind input and output, without a terminal.
extension InProcessTerminalTests {
    @Suite("Decoding and encoding")
    struct DecodingTests {
        @Test("SGR mouse reports")
        func sgrMouse() {
            func parse(_ text: String) -> MouseEvent? { SGRMouseReport.parse(Array(text.utf8)) }
            #expect(parse("0;10;5M") == MouseEvent(.press(.left), at: Point(x: 9, y: 4)))
            #expect(parse("2;1;1m") == MouseEvent(.release(.right), at: .zero))
            #expect(parse("65;300;90M") == MouseEvent(.wheelDown, at: Point(x: 299, y: 89)))
            #expect(parse("20;2;2M") == MouseEvent(.press(.left), at: Point(x: 1, y: 1), modifiers: [.shift, .control]))
            #expect(parse("32;5;5M") == MouseEvent(.move, at: Point(x: 4, y: 4)))
            for bad in ["", "M", "0;1M", "0;0;1M", "a;1;1M", "0;1;1", "0;1;1;1M", "0;999999;1M", "66;1;1M"] {
                #expect(parse(bad) == nil, "\(bad)")
            }
        }

        @Test("characters")
        func characters() {
            #expect(KeyDecoding.key(forCharacter: 0x0D) == KeyPress(.enter))
            #expect(KeyDecoding.key(forCharacter: 0x0A) == KeyPress(.enter))
            #expect(KeyDecoding.key(forCharacter: 0x09) == KeyPress(.tab))
            #expect(KeyDecoding.key(forCharacter: 0x7F) == KeyPress(.backspace))
            #expect(KeyDecoding.key(forCharacter: 0x08) == KeyPress(.backspace))
            #expect(KeyDecoding.key(forCharacter: 0x03) == KeyPress(.character("c"), modifiers: .control))
            #expect(KeyDecoding.key(forCharacter: 0x1A) == KeyPress(.character("z"), modifiers: .control))
            #expect(KeyDecoding.key(forCharacter: 0x1D) == KeyPress(.character("]"), modifiers: .control))
            #expect(KeyDecoding.key(forCharacter: 0x6F22) == KeyPress(.character("漢")))
            #expect(KeyDecoding.key(forCharacter: 0x85) == nil)
            #expect(KeyDecoding.key(forCharacter: 0xD800) == nil)
        }

        @Test("key codes")
        func keyCodes() {
            #expect(KeyDecoding.key(forKeyCode: KEY_BTAB) == KeyPress(.backTab))
            #expect(KeyDecoding.key(forKeyCode: KEY_ENTER) == KeyPress(.enter))
            #expect(KeyDecoding.key(forKeyCode: KEY_BACKSPACE) == KeyPress(.backspace))
            #expect(KeyDecoding.modifiedKey(named: "kUP5") == KeyPress(.up, modifiers: .control))
            #expect(KeyDecoding.modifiedKey(named: "kLFT3") == KeyPress(.left, modifiers: .alt))
            #expect(KeyDecoding.modifiedKey(named: "kDC8") == KeyPress(.delete, modifiers: [.shift, .alt, .control]))
            #expect(KeyDecoding.modifiedKey(named: "kxIN") == nil)
        }

        @Test("escape sequences ncurses did not recognise")
        func escapeSequences() {
            func csi(_ text: String) -> KeyPress? { EscapeSequenceKeys.csi(Array(text.utf8)) }
            #expect(csi("1~") == KeyPress(.home))
            #expect(csi("4~") == KeyPress(.end))
            #expect(csi("3;5~") == KeyPress(.delete, modifiers: .control))
            #expect(csi("1;2A") == KeyPress(.up, modifiers: .shift))
            #expect(csi("H") == KeyPress(.home))
            #expect(csi("Z") == KeyPress(.backTab))
            #expect(csi("24~") == KeyPress(.function(12)))
            #expect(csi("I") == nil, "focus report")
            #expect(csi("99~") == nil)
            #expect(csi("1;x~") == nil)
            // The kitty keyboard protocol's keys.
            #expect(csi("105;5u") == KeyPress(.character("i"), modifiers: .control), "Ctrl-I, not Tab")
            #expect(csi("9u") == KeyPress(.tab))
            #expect(csi("9;2u") == KeyPress(.backTab))
            #expect(csi("27u") == KeyPress(.escape), "Esc, never the start of an Alt key")
            #expect(csi("120;3u") == KeyPress(.character("x"), modifiers: .alt))
            #expect(csi("97;2u") == KeyPress(.character("A")), "a shifted letter is its capital")
            #expect(csi("97;6u") == KeyPress(.character("a"), modifiers: [.shift, .control]))
            #expect(csi("13;5u") == KeyPress(.enter, modifiers: .control))
            #expect(csi("127u") == KeyPress(.backspace))
            #expect(csi("28450u") == KeyPress(.character("漢")))
            #expect(csi("1u") == nil && csi("155u") == nil, "control characters are no keys")
            #expect(TerminalReply.parse(Array("?1u".utf8)) == .keyboardFlags(1))
            #expect(TerminalReply.parse(Array("?0u".utf8)) == .keyboardFlags(0))
            #expect(TerminalReply.parse(Array("?u".utf8)) == nil && TerminalReply.parse(Array("?1234u".utf8)) == nil)
            #expect(EscapeSequenceKeys.ss3(UInt8(ascii: "P")) == KeyPress(.function(1)))
            #expect(EscapeSequenceKeys.ss3(UInt8(ascii: "F")) == KeyPress(.end))
            #expect(EscapeSequenceKeys.ss3(UInt8(ascii: "x")) == nil)
        }

        /// The characters `GlyphEncoding` produces, and the columns it says they take.
        func encode(_ grapheme: Character, width: Int = 1, unicode: Bool = true, strike: Bool = false)
            -> (String, Int)
        {
            _ = TerminalLocale.adoptUTF8ForTests()
            let out = UnsafeMutablePointer<wchar_t>.allocate(capacity: GlyphEncoding.capacity)
            defer { out.deallocate() }
            let columns = GlyphEncoding.encode(grapheme, width: width, unicode: unicode, strikethrough: strike, into: out)
            var scalars = String.UnicodeScalarView()
            var index = 0
            while out[index] != 0 {
                scalars.append(Unicode.Scalar(UInt32(out[index])) ?? "?")
                index += 1
            }
            return (String(scalars), columns)
        }

        @Test("glyphs")
        func glyphs() {
            #expect(encode("a") == ("a", 1))
            #expect(encode("漢", width: 2) == ("漢", 2))
            #expect(encode("漢", width: 1) == ("\u{FFFD}", 1), "wider than its cell")
            #expect(encode("e\u{301}") == ("e\u{301}", 1))
            #expect(encode("👨‍👩‍👧", width: 2) == ("👨", 2), "a ZWJ sequence draws its first emoji")
            #expect(encode("👍🏽", width: 2) == ("👍", 2), "skin tone dropped")
            #expect(encode("❤️") == ("❤", 1), "variation selector dropped")
            #expect(encode("\u{1B}") == ("\u{241B}", 1), "controls never pass")
            #expect(encode("漢", width: 2, unicode: false) == ("?", 1))
            #expect(encode("a", strike: true) == ("a\u{336}", 1))
        }

        @Test("colour numbers")
        func colourNumbers() {
            let palette = ColorNumbering(colors: 256, directIndexLimit: nil)
            #expect(palette.number(for: .default) == -1)
            #expect(palette.number(for: .palette(208)) == 208)
            #expect(palette.number(for: .ansi(9)) == 9)
            #expect(palette.number(for: .hex(0x123456)) == -1, "RGB must be degraded before it gets here")
            let eight = ColorNumbering(colors: 8, directIndexLimit: nil)
            #expect(eight.number(for: .ansi(9)) == -1)
            let direct = ColorNumbering(colors: 16_777_216, directIndexLimit: 8)
            #expect(direct.number(for: .ansi(1)) == 1)
            #expect(direct.number(for: .hex(0x123456)) == 0x123456)
            #expect(direct.number(for: .hex(0x000007)) == 0x000107)
        }

        @Test("colour depth rules")
        func depthRules() {
            func detect(
                _ environment: [String: String], colors: Int?, rgb: Bool = false,
                override: ColorDepth? = nil
            ) -> ColorDepth {
                ColorDepth.detect(
                    environment: environment, terminfoColors: colors, terminfoHasRGB: rgb,
                    override: override)
            }
            #expect(detect([:], colors: 256) == .c256)
            #expect(detect(["NO_COLOR": "1"], colors: 256) == .monochrome)
            #expect(detect(["NO_COLOR": ""], colors: 256) == .c256)
            #expect(detect(["COLORTERM": "TrueColor"], colors: 8) == .truecolor)
            #expect(detect([:], colors: 8, rgb: true) == .truecolor)
            #expect(detect(["NO_COLOR": "1"], colors: 256, override: .c16) == .c16)
            #expect(detect([:], colors: 16) == .c16)
            #expect(detect([:], colors: nil) == .monochrome)
        }
    }
}
