import Testing

@testable import Tessera

/// Issue 17: an AAA theme at 16 and 8 colours. No red of xterm's palette reaches 7:1 on white or
/// black, so the high-contrast theme's error text either loses its hue or is held to the most the
/// depth gives that hue: it is held there, never under AA, and a weaker red of the same palette is
/// still under its ratio.
@Suite struct DepthReachTests {
    static let white = XTermPalette.rgb(forIndex: 15), black = XTermPalette.rgb(forIndex: 0)
    static let red = XTermPalette.rgb(forIndex: 1), brightRed = XTermPalette.rgb(forIndex: 9)
    static let grey8 = XTermPalette.rgb(forIndex: 7)

    @Test func anAAThemeIsHeldToItsOwnRatios() {
        for depth in ColorDepth.allCases {
            #expect(ContrastPair.Use.text.requiredRatio(for: .aa, foreground: Self.red, background: Self.white, at: depth) == 4.5)
            #expect(ContrastPair.Use.boldLabel.requiredRatio(for: .aa, foreground: Self.red, background: Self.black, at: depth) == 3)
        }
    }

    @Test func redTextInAnAAAThemeIsHeldToTheBestRedOfTheDepth() {
        let onWhite = ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.red, background: Self.white, at: .c16)
        #expect(onWhite == ContrastAudit.ratio(Self.red, Self.white), "xterm's #cd0000, 5.84:1, is the best red on white")
        #expect(onWhite < 7)
        let bright = ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.brightRed, background: Self.white, at: .c16)
        #expect(ContrastAudit.ratio(Self.brightRed, Self.white) < bright, "the weaker red of the same palette still fails")
        let onBlack = ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.brightRed, background: Self.black, at: .c16)
        #expect(onBlack == ContrastAudit.ratio(Self.brightRed, Self.black))
    }

    @Test func neverUnderAA() {
        // At 8 colours the only red is 3.6:1 on black: text keeps AA's 4.5:1 (so red text there
        // has to be bold), bold text is held to the 3.6:1 the depth gives it.
        #expect(ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.red, background: Self.black, at: .c8) == 4.5)
        let bold = ContrastPair.Use.boldLabel.requiredRatio(for: .aaa, foreground: Self.red, background: Self.black, at: .c8)
        #expect(bold == ContrastAudit.ratio(Self.red, Self.black))
        #expect(bold > 3)
    }

    @Test func neutralTextAndDepthsWithEveryHueKeepTheLevel() {
        #expect(ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.black, background: Self.white, at: .c16) == 7)
        #expect(ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.black, background: Self.grey8, at: .c8) == 7)
        for depth in [ColorDepth.truecolor, .c256, .monochrome] {
            #expect(ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.red, background: Self.white, at: depth) == 7)
        }
        #expect(ContrastPair.Use.icon.requiredRatio(for: .aaa, foreground: Self.red, background: Self.white, at: .c16) == 3)
    }

    /// Ink on a fill of a hue is held to the best ink on the best fill of that hue: black on
    /// bright red (5.25:1) is under white on red (5.84:1).
    @Test func inkOnAHuedFillIsHeldToTheBestInkOnAnyFillOfTheHue() {
        let best = ContrastAudit.ratio(Self.white, Self.red)
        #expect(ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.white, background: Self.red, at: .c16) == best)
        #expect(ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: Self.black, background: Self.brightRed, at: .c16) == best)
        #expect(ContrastAudit.ratio(Self.black, Self.brightRed) < best)
    }

    /// What the rule's scope rests on: 256 colours have a colour of each of xterm's six hues at 7:1
    /// on black, and on white all but yellow (#5f5f00, 6.7:1); 16 colours have none for red.
    @Test func twoHundredFiftySixColoursReachSevenToOneInNearlyEveryHue() {
        for ansi in UInt8(1)...6 {
            let hue = XTermPalette.rgb(forIndex: ansi)
            let sameHue = (16...231).map { XTermPalette.rgb(forIndex: UInt8($0)) }.filter { ($0.hueDistance(to: hue) ?? 180) <= 15 }
            for page in [Self.white, Self.black] {
                let best = sameHue.map { ContrastAudit.ratio($0, page) }.max() ?? 0
                #expect(best >= (ansi == 3 && page == Self.white ? 6.7 : 7), "ANSI \(ansi) on \(page.hexString): \(best)")
            }
        }
        #expect(
            [Self.red, Self.brightRed].allSatisfy { ContrastAudit.ratio($0, Self.white) < 7 && ContrastAudit.ratio($0, Self.black) < 7 })
    }

    /// The high-contrast theme at 16 and 8 colours: every status text colour meets what its use
    /// needs on the page as the depth shows it (before, its red was held to 7:1 it cannot reach,
    /// and at 8 colours dark it fell under AA).
    @Test(arguments: [ColorDepth.c16, .c8], ColorScheme.allCases)
    func theHighContrastThemesStatusTextHolds(depth: ColorDepth, scheme: ColorScheme) throws {
        let theme = try Theme.builtin(named: "high-contrast").resolved(for: scheme, depth: depth)
        let page = theme.shown(theme.rgb(.bg))
        for token in [ColorToken.fgNegative, .fgPrimary, .fgPositive, .fgWarning] {
            let shown = theme.shown(theme.rgb(token))
            switch theme.accentEmphasis(token) {
            case .filled:
                let ink = theme.shown(theme.ink(.fg, on: token))
                let needed = ContrastPair.Use.text.requiredRatio(for: .aaa, foreground: ink, background: shown, at: depth)
                #expect(ContrastAudit.ratio(ink, shown) >= needed, "\(token)")
            case let emphasis:
                let use: ContrastPair.Use = emphasis == .bold ? .boldLabel : .text
                let needed = use.requiredRatio(for: .aaa, foreground: shown, background: page, at: depth)
                #expect(ContrastAudit.ratio(shown, page) >= needed, "\(token) \(shown.hexString) \(emphasis.map { "\($0)" } ?? "plain")")
            }
        }
    }
}
