import Testing

@testable import Tessera

@Suite struct HueTests {
    @Test(arguments: ColorScheme.allCases)
    func semanticHuesAreTheThemesTokens(scheme: ColorScheme) {
        let t = theme(scheme)
        #expect(hueRamp(.blue, theme: t) == HueRamp(wash: t.rgb(.bgPrimaryWash), fill: t.rgb(.bgPrimary), text: t.rgb(.fgPrimary)))
        #expect(hueRamp(.green, theme: t) == HueRamp(wash: t.rgb(.bgPositiveWash), fill: t.rgb(.bgPositive), text: t.rgb(.fgPositive)))
        #expect(hueRamp(.orange, theme: t) == HueRamp(wash: t.rgb(.bgWarningWash), fill: t.rgb(.bgWarning), text: t.rgb(.fgWarning)))
        #expect(hueRamp(.red, theme: t) == HueRamp(wash: t.rgb(.bgNegativeWash), fill: t.rgb(.bgNegative), text: t.rgb(.fgNegative)))
        #expect(hueRamp(.gray, theme: t) == HueRamp(wash: t.rgb(.bgSecondary), fill: t.rgb(.fgMuted), text: t.rgb(.fgMuted)))
    }

    /// TOKENS.md's blues; the wash raised from TOKENS.md's #F5F8FF / #001033 so a selected row shows (issue #17).
    @Test func blueIsTheDefaultThemesPrimaryFromTokensMD() {
        #expect(hueRamp(.blue, theme: theme(.light)) == HueRamp(wash: hex(0xDEE9FF), fill: hex(0x0052FF), text: hex(0x0052FF)))
        #expect(hueRamp(.blue, theme: theme(.dark)) == HueRamp(wash: hex(0x172135), fill: hex(0x578BFA), text: hex(0x578BFA)))
    }

    @Test func purpleIsThePrimaryTurnedFiftyDegrees() {
        // Dark primary #578BFA: max 250 (blue), min 87, chroma 163/255, hue 240° + 60° × (87 − 139)/163
        // = 220.86°; turned by 50° it is 270.86°, in the 240–300° sector, so
        // red = 87 + 163 × (1 − |4.5143 mod 2 − 1|) = 87 + 163 × 0.5143 = 170.8 → 171, green = 87, blue = 250.
        #expect(RGB(hex: 0x578BFA).hueTurned(by: purpleHueTurn) == RGB(171, 87, 250))
        // Then lightened in 5% steps until black text on it is as legible as on the primary:
        // #AB57FA is 5.5:1 under black, #578BFA 6.5:1; 15% toward white (the third step) gives
        // #B870FB, 6.7:1.
        #expect(hueRamp(.purple, theme: theme(.dark)).fill == RGB(184, 112, 251))
        #expect(RGB(171, 87, 250).asLegible(as: RGB(hex: 0x578BFA)) == RGB(184, 112, 251))
        #expect(RGB(hex: 0xFF0000).hueTurned(by: 120) == RGB(hex: 0x00FF00))
        #expect(RGB(hex: 0x808080).hueTurned(by: 90) == RGB(hex: 0x808080), "a grey has no hue to turn")
        #expect(RGB(hex: 0x00FF00).hueTurned(by: -120) == RGB(hex: 0xFF0000))
    }

    /// Review 17c, C: a primary that is not blue still gives a purple. Gruvbox dark's teal
    /// #83A598 (HSL 157°, 16% saturated) turned 50° was the steel blue #8FA1AE; now its hue is
    /// held at violet and its saturation raised to 40%. A violet primary (Dracula's, 265°) gives
    /// magenta, and a turn past 330° stops there.
    @Test func purpleIsVioletToMagentaWhateverThePrimary() throws {
        #expect(purpleHue(from: 220.86) == 270.86, "the default's blue: turned 50°")
        #expect(purpleHue(from: 157) == 265, "a teal: violet")
        #expect(purpleHue(from: 265) == 315, "a violet: magenta")
        #expect(purpleHue(from: 300) == 330)
        let gruvbox = try Theme.builtin(named: "gruvbox").resolved(for: .dark)
        let fill = hueRamp(.purple, theme: gruvbox).fill.hsl
        #expect(try #require(fill.hue) >= 264 && fill.saturation >= purpleMinimumSaturation - 0.01)
        #expect(RGB(hex: 0x808080).saturated(atLeast: 0.5) == RGB(hex: 0x808080), "a grey has no hue to saturate")
    }

    /// Every tag pair stays legible in both schemes. The floor is the default theme's own
    /// warning pair, #CF470E on #FFFAF5 (4.44:1); everything else is above 4.45.
    @Test(arguments: ColorScheme.allCases)
    func everyTagPairIsLegible(scheme: ColorScheme) throws {
        for hue in Hue.allCases {
            for emphasis in TagEmphasis.allCases {
                let colors = tagColors(emphasis: emphasis, hue: hue, theme: theme(scheme))
                #expect(contrast(try #require(colors.fill), colors.text) >= 4.4, "\(hue) \(emphasis) in \(scheme)")
            }
        }
    }

    @Test func contrastHelperMatchesWCAG() {
        #expect(abs(contrast(hex(0x000000), hex(0xFFFFFF)) - 21) < 0.01)
        #expect(abs(contrast(hex(0x0052FF), hex(0xF5F8FF)) - 5.41) < 0.01)
    }
}
