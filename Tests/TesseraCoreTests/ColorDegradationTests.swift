import Testing

@testable import TesseraCore

/// Expected values were computed independently (numpy / plain Python, OKLab Euclidean distance over
/// xterm's palette), not copied from this implementation's output. At 16 and 8 colours the
/// nearest colour is taken within the colour's family: near-neutral (OKLab chroma under 0.05, or
/// under 0.09 when lightness is under 0.3) among black/grey/white, the rest among the hues.
@Suite("Colour degradation")
struct ColorDegradationTests {
    /// A colour and what it should become at 256, 16 and 8 colours.
    struct Expectation: CustomTestStringConvertible, Sendable {
        let hex: UInt32
        let palette: UInt8
        let ansi16: UInt8
        let ansi8: UInt8
        var testDescription: String { RGB(hex: hex).hexString }
    }

    static let expectations: [Expectation] = [
        Expectation(hex: 0x0052FF, palette: 27, ansi16: 12, ansi8: 4),   // fgPrimary light
        Expectation(hex: 0x578BFA, palette: 69, ansi16: 12, ansi8: 6),   // fgPrimary dark
        Expectation(hex: 0x0A0B0D, palette: 232, ansi16: 0, ansi8: 0),   // fg light
        Expectation(hex: 0xFFFFFF, palette: 231, ansi16: 15, ansi8: 7),   // bg light
        Expectation(hex: 0xEEF0F3, palette: 255, ansi16: 7, ansi8: 7),   // bgAlternate light
        Expectation(hex: 0xCF202F, palette: 160, ansi16: 1, ansi8: 1),   // fgNegative light
        Expectation(hex: 0x098551, palette: 29, ansi16: 2, ansi8: 2),   // fgPositive light: a hue, so green, not grey
        Expectation(hex: 0xCF470E, palette: 166, ansi16: 1, ansi8: 1),   // fgWarning light
        Expectation(hex: 0x27AD75, palette: 36, ansi16: 6, ansi8: 6),   // fgPositive dark
        Expectation(hex: 0x8A919E, palette: 246, ansi16: 8, ansi8: 7),   // fgMuted dark: neutral, so white, not cyan
        Expectation(hex: 0x141519, palette: 233, ansi16: 0, ansi8: 0),   // bgAlternate dark
        Expectation(hex: 0xCED2DB, palette: 252, ansi16: 7, ansi8: 7),   // bgTertiary light
        Expectation(hex: 0x808080, palette: 244, ansi16: 8, ansi8: 7),
        Expectation(hex: 0x7F7F7F, palette: 244, ansi16: 8, ansi8: 7),
        Expectation(hex: 0x5B616E, palette: 241, ansi16: 8, ansi8: 7),   // fgMuted light
        Expectation(hex: 0x001033, palette: 233, ansi16: 0, ansi8: 0),   // bgPrimaryWash dark: too dark to show a tint
    ]

    @Test(arguments: expectations)
    func rgbDegradesToTheNearestColour(_ expected: Expectation) {
        let color = Color.hex(expected.hex)
        #expect(color.degraded(to: .truecolor) == color)
        #expect(color.degraded(to: .c256) == .palette(expected.palette))
        #expect(color.degraded(to: .c16) == .ansi(expected.ansi16))
        #expect(color.degraded(to: .c8) == .ansi(expected.ansi8))
        #expect(color.degraded(to: .monochrome) == .default)
    }

    @Test(arguments: UInt8(16)...UInt8(255))
    func everyPaletteColourFrom16MapsToItself(_ index: UInt8) {
        #expect(Color.rgb(XTermPalette.rgb(forIndex: index)).degraded(to: .c256) == .palette(index))
    }

    /// 0–15 are never chosen for RGB at 256 colours (terminals customise them): their xterm
    /// values go to the cube twin where there is one, otherwise to the nearest of 16–255.
    @Test func ansiColoursAsRGBAvoidTheCustomisableEntries() {
        let expected: [UInt8] = [16, 160, 40, 184, 21, 164, 44, 254, 244, 196, 46, 226, 63, 201, 51, 231]
        let actual = (UInt8(0)...15).map { index in
            Color.rgb(XTermPalette.rgb(forIndex: index)).degraded(to: .c256)
        }
        #expect(actual == expected.map(Color.palette))
    }

    @Test func ansiColoursAsRGBMapToThemselvesAt16And8() {
        for index in UInt8(0)...15 {
            let color = Color.rgb(XTermPalette.rgb(forIndex: index))
            #expect(color.degraded(to: .c16) == .ansi(index))
            if index < 8 { #expect(color.degraded(to: .c8) == .ansi(index)) }
        }
    }

    @Test func paletteAndANSIColoursAreKeptAt256() {
        for index in UInt8(0)...255 {
            #expect(Color.palette(index).degraded(to: .c256) == .palette(index))
        }
        for index in UInt8(0)...15 {
            #expect(Color.ansi(index).degraded(to: .c256) == .ansi(index))
            #expect(Color.ansi(index).degraded(to: .c16) == .ansi(index))
            #expect(Color.palette(index).degraded(to: .c16) == .ansi(index))
        }
    }

    @Test func brightANSIColoursBecomeTheirNormalCounterpartAt8() {
        for index in UInt8(0)...15 {
            #expect(Color.ansi(index).degraded(to: .c8) == .ansi(index % 8))
            #expect(Color.palette(index).degraded(to: .c8) == .ansi(index % 8))
        }
    }

    @Test func paletteColoursFrom16DegradeByNearest() {
        // Cube and grey entries, with their nearest of the 16 and of the 8 (numpy).
        let cases: [(index: UInt8, ansi16: UInt8, ansi8: UInt8)] = [
            (16, 0, 0), (21, 4, 4), (27, 12, 4), (196, 9, 1), (231, 15, 7), (244, 8, 7), (255, 7, 7),
        ]
        for (index, ansi16, ansi8) in cases {
            #expect(Color.palette(index).degraded(to: .c16) == .ansi(ansi16), "palette \(index)")
            #expect(Color.palette(index).degraded(to: .c8) == .ansi(ansi8), "palette \(index)")
        }
    }

    @Test func textNeverDegradesIntoItsBackground() {
        // Light muted text on white: both are ANSI 7 at 8 colours, so the text takes black.
        let muted = CellStyle(foreground: .hex(0x5B616E), background: .hex(0xFFFFFF))
        #expect(muted.degraded(to: .c8) == CellStyle(foreground: .ansi(0), background: .ansi(7)))
        #expect(muted.degraded(to: .c16) == CellStyle(foreground: .ansi(8), background: .ansi(15)))
        // The same colour on itself stays as it is (a fill, not text).
        let fill = CellStyle(foreground: .hex(0x0052FF), background: .hex(0x0052FF))
        #expect(fill.degraded(to: .c8) == CellStyle(foreground: .ansi(4), background: .ansi(4)))
    }

    @Test func eightColoursNeverYieldABrightIndex() {
        var colors = (UInt8(0)...255).flatMap { [Color.palette($0), Color.ansi($0)] }
        colors += sampleRGB().map(Color.rgb)
        for color in colors {
            guard case .ansi(let index) = color.degraded(to: .c8) else {
                Issue.record("\(color) did not become an ANSI colour")
                continue
            }
            #expect(index < 8)
        }
    }

    @Test func defaultStaysDefaultAtEveryDepth() {
        for depth in ColorDepth.allCases {
            #expect(Color.default.degraded(to: depth) == .default)
        }
    }

    @Test func monochromeDropsColoursAndKeepsAttributes() {
        let style = CellStyle(
            foreground: .hex(0x0052FF), background: .palette(42),
            attributes: [.bold, .reverse, .underline])
        #expect(style.degraded(to: .monochrome) == CellStyle(attributes: [.bold, .reverse, .underline]))
    }

    @Test func cellStyleDegradesBothColours() {
        let style = CellStyle(foreground: .hex(0xFFFFFF), background: .hex(0x0052FF), attributes: .italic)
        #expect(
            style.degraded(to: .c256)
                == CellStyle(
                    foreground: .palette(231), background: .palette(27),
                    attributes: .italic))
        #expect(style.degraded(to: .truecolor) == style)
    }

    @Test func outOfRangeANSIIsTreatedAsAPaletteIndex() {
        #expect(Color.ansi(27).degraded(to: .c256) == .palette(27))
        #expect(Color.ansi(27).degraded(to: .c16) == Color.palette(27).degraded(to: .c16))
        #expect(Color.ansi(27).rgbValue(defaultColor: RGB(0, 0, 0)) == XTermPalette.rgb(forIndex: 27))
    }

    /// The grid search must give exactly the answer of comparing against every entry.
    @Test func gridSearchAgreesWithExhaustiveSearch() {
        let searches = [NearestColorSearch.palette240, .ansi16, .ansi8]
        for rgb in sampleRGB() {
            let lab = OKLab(rgb)
            for search in searches {
                #expect(search.nearestIndex(to: lab) == search.nearestIndexExhaustively(to: lab), "\(rgb.hexString)")
            }
        }
    }

    @Test func searchOutsideTheGridFallsBackToExhaustive() {
        let outside = OKLab(lightness: 2, a: -1, b: 1)
        #expect(
            NearestColorSearch.palette240.nearestIndex(to: outside)
                == NearestColorSearch.palette240.nearestIndexExhaustively(to: outside))
    }

    /// A lattice through the RGB cube plus deterministic pseudo-random colours.
    private func sampleRGB() -> [RGB] {
        var colors: [RGB] = []
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 17) {
                for blue in stride(from: 0, through: 255, by: 17) {
                    colors.append(RGB(UInt8(red), UInt8(green), UInt8(blue)))
                }
            }
        }
        var state: UInt32 = 0x1234_5678
        for _ in 0..<2000 {
            state = state &* 1_664_525 &+ 1_013_904_223
            colors.append(RGB(hex: state >> 8))
        }
        return colors
    }
}

/// Hex strings and the palette and RGB values that degradation depends on.
@Suite("RGB values")
struct RGBValueTests {
    @Test(arguments: ["#000000", "#ffffff", "#0052ff", "#578bfa", "#0a0b0d", "#eef0f3", "#cf202f", "#098551"])
    func hexStringsRoundTrip(_ text: String) {
        #expect(RGB(hexString: text)?.hexString == text)
        #expect(RGB(hexString: text.uppercased())?.hexString == text)
    }

    @Test(arguments: ["#12345", "123456", "#gggggg", "", "#", "#1234567", "# 12345", "0x123456"])
    func badHexStringsAreRejected(_ text: String) {
        #expect(RGB(hexString: text) == nil)
    }

    @Test func hexValuesSplitIntoChannels() {
        #expect(RGB(hex: 0x0052FF) == RGB(0x00, 0x52, 0xFF))
        #expect(RGB(hexString: "#CF202F") == RGB(0xCF, 0x20, 0x2F))
    }

    @Test func paletteHasXTermValues() {
        #expect(XTermPalette.rgb(forIndex: 1) == RGB(hex: 0xCD0000))
        #expect(XTermPalette.rgb(forIndex: 4) == RGB(hex: 0x0000EE))
        #expect(XTermPalette.rgb(forIndex: 7) == RGB(hex: 0xE5E5E5))
        #expect(XTermPalette.rgb(forIndex: 8) == RGB(hex: 0x7F7F7F))
        #expect(XTermPalette.rgb(forIndex: 12) == RGB(hex: 0x5C5CFF))
        #expect(XTermPalette.rgb(forIndex: 16) == RGB(hex: 0x000000))
        #expect(XTermPalette.rgb(forIndex: 17) == RGB(hex: 0x00005F))
        #expect(XTermPalette.rgb(forIndex: 67) == RGB(hex: 0x5F87AF))
        #expect(XTermPalette.rgb(forIndex: 231) == RGB(hex: 0xFFFFFF))
        #expect(XTermPalette.rgb(forIndex: 232) == RGB(hex: 0x080808))
        #expect(XTermPalette.rgb(forIndex: 244) == RGB(hex: 0x808080))
        #expect(XTermPalette.rgb(forIndex: 255) == RGB(hex: 0xEEEEEE))
    }

    @Test func rgbValueResolvesEveryKindOfColour() {
        let fallback = RGB(hex: 0x123456)
        #expect(Color.default.rgbValue(defaultColor: fallback) == fallback)
        #expect(Color.ansi(9).rgbValue(defaultColor: fallback) == RGB(hex: 0xFF0000))
        #expect(Color.palette(67).rgbValue(defaultColor: fallback) == RGB(hex: 0x5F87AF))
        #expect(Color.hex(0xCF202F).rgbValue(defaultColor: fallback) == RGB(hex: 0xCF202F))
    }
}
