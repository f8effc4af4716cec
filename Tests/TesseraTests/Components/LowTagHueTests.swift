import Testing
@testable import Tessera

/// Issue 17: at truecolor and 256 colours a low-emphasis tag whose hue text misses the text ratio
/// on its wash keeps its hue rather than falling back to the body ink (the default light orange
/// was #0a0b0d on #fffaf5, 1.04:1 from the page: plain bold text).
@Suite struct LowTagHueTests {
    static let cases = LowDepthDistinctnessTests.cases(at: [.truecolor, .c256])

    @Test(arguments: cases)
    func aLowTagKeepsItsHueAndReads(_ testCase: LowDepthDistinctnessTests.Case) {
        let theme = testCase.theme
        for hue in LowDepthDistinctnessTests.chromatic {
            let colors = tagColors(emphasis: .low, hue: hue, theme: theme)
            let fill = theme.shown(colors.fill ?? theme.rgb(.bg)), text = theme.shown(colors.text)
            let ratio = ContrastAudit.ratio(text, fill)
            let needed = ContrastPair.Use.text.requiredRatio(for: theme.theme.contrast, foreground: text, background: fill,
                                                             at: theme.depth)
            let name = "\(LowDepthDistinctnessTests.name(theme)) \(hue): \(text.hexString) on \(fill.hexString)"
            #expect(ratio >= needed, "\(name), \(ratio):1")
            // A theme's own hue text may be nearly grey (gruvbox dark's aqua blue, #85a79a): kept, it loses nothing.
            let own = theme.shown(hueRamp(hue, theme: theme).text)
            #expect(!text.isNeutral || colors.mark != nil || text == own, "\(name): the hue is lost")
        }
    }

    /// The default light orange (#CF470E on #FFFAF5, 4.44:1) is taken one step darker, still orange.
    @Test func theDefaultLightOrangeStaysOrange() throws {
        let theme = Theme.default.resolved(for: .light, depth: .truecolor)
        let colors = tagColors(emphasis: .low, hue: .orange, theme: theme)
        let orange = theme.rgb(.fgWarning)
        #expect(colors.text != orange && colors.mark == nil)
        #expect(try #require(colors.text.hueDistance(to: orange)) < 5)
        #expect(ContrastAudit.ratio(colors.text, theme.rgb(.bgWarningWash)) >= 4.5)
    }
}
