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
            let needed = ContrastPair.Use.text.requiredRatio(
                for: theme.theme.contrast, foreground: text, background: fill,
                at: theme.depth)
            let name = "\(LowDepthDistinctnessTests.name(theme)) \(hue): \(text.hexString) on \(fill.hexString)"
            #expect(ratio >= needed, "\(name), \(ratio):1")
            // A theme's own hue text may be nearly grey (gruvbox dark's aqua blue, #85a79a): kept, it loses nothing.
            let own = theme.shown(hueRamp(hue, theme: theme).text)
            #expect(!text.isNeutral || colors.mark != nil || text == own, "\(name): the hue is lost")
            // Nor is the body ink a hue (gruvbox dark's purple was its cream #ebdbb2, with no ★).
            #expect(colors.mark != nil || text != theme.shown(theme.rgb(.fg)), "\(name): body ink with no mark")
        }
    }

    /// No two low tags' hues are shown alike: as the depth shows their text, or else by a mark
    /// (at 256 colours the default light orange's shade rounded to red's 160, as the re-review found).
    @Test(arguments: cases)
    func noTwoLowTagsLookAlike(_ testCase: LowDepthDistinctnessTests.Case) {
        let theme = testCase.theme
        let looks = LowDepthDistinctnessTests.chromatic.map { hue in
            let colors = tagColors(emphasis: .low, hue: hue, theme: theme)
            return (hue, theme.shown(colors.text), colors.mark)
        }
        for (index, first) in looks.enumerated() {
            for second in looks.dropFirst(index + 1) where first.1 == second.1 && first.2 == second.2 {
                Issue.record("\(LowDepthDistinctnessTests.name(theme)): \(first.0) and \(second.0) are both \(first.1.hexString)")
            }
        }
    }

    /// Review 17c, C: purple reads as purple, a hue of violet to magenta apart from blue's and
    /// gray's, on a high tag's fill and in a low tag's text (or, where no legible purple exists,
    /// by its ★). Gruvbox's purple, its teal blue turned 50°, was a steel blue: at 256 colours dark
    /// the grey #9e9e9e beside gray's #afafaf, body ink with no mark in a low tag, and in light
    /// navy #070878 beside the teal #076678.
    @Test(arguments: cases)
    func purpleReadsAsPurple(_ testCase: LowDepthDistinctnessTests.Case) throws {
        let theme = testCase.theme
        let name = LowDepthDistinctnessTests.name(theme)
        func high(_ hue: Hue) throws -> RGB { theme.shown(try #require(tagColors(emphasis: .high, hue: hue, theme: theme).fill)) }
        func low(_ hue: Hue) -> TagColors { tagColors(emphasis: .low, hue: hue, theme: theme) }
        try expectPurple(high(.purple), apartFrom: [high(.blue), high(.gray)], "\(name) high")
        let purple = low(.purple)
        if purple.mark == nil {
            expectPurple(theme.shown(purple.text), apartFrom: [.blue, .gray].map { theme.shown(low($0).text) }, "\(name) low")
        } else {
            #expect(purple.mark == "★", "\(name) low")
        }
    }

    /// `color` shows a hue of violet to magenta-pink, OKLab 280°–350° (blue is 264°; navy #070878
    /// 266°; the default's purple #8300FF 292°, Dracula's pink #F993E0 337°), at least 30° (OKLab)
    /// from each of `others` that has a hue: the gallery's hue check's ``HueCollisionAudit/differentHue``.
    private func expectPurple(_ color: RGB, apartFrom others: [RGB], _ context: String) {
        let hue = color.hueAngle
        #expect(
            hue.map { (280...350).contains($0) } == true,
            "\(context): \(color.hexString) is not purple (OKLab hue \(hue.map { "\(Int($0))°" } ?? "none"))")
        for other in others {
            #expect((color.hueDistance(to: other) ?? 180) >= 30, "\(context): \(color.hexString) reads as \(other.hexString)")
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
