import Testing
@testable import Tessera

/// Issue 17, "states never collapse": at 16 and 8 colours, in every built-in theme and scheme,
/// the hues a page shows side by side stay different colours and their labels stay legible.
@Suite struct LowDepthDistinctnessTests {
    /// One built-in theme in one scheme at one low depth.
    struct Case: Sendable, CustomTestStringConvertible {
        let theme: ResolvedTheme
        var testDescription: String { "\(theme.theme.name) \(theme.scheme) \(theme.depth)" }
    }

    static let resolvedThemes = cases(at: [.c16, .c8])

    /// Every built-in theme in both schemes at each of `depths`.
    static func cases(at depths: [ColorDepth]) -> [Case] {
        Theme.builtinNames.flatMap { name -> [Case] in
            guard let theme = try? Theme.builtin(named: name) else { return [] }
            return ColorScheme.allCases.flatMap { scheme in
                depths.map { Case(theme: theme.resolved(for: scheme, depth: $0)) }
            }
        }
    }

    static let chromatic: [Hue] = [.blue, .purple, .green, .orange, .red]

    static func name(_ theme: ResolvedTheme) -> String { "\(theme.theme.name) \(theme.scheme) \(theme.depth)" }

    @Test(arguments: resolvedThemes)
    func highEmphasisTagFillsDiffer(_ testCase: Case) {
        let theme = testCase.theme
        let shown = Self.chromatic.map { theme.shown(tagColors(emphasis: .high, hue: $0, theme: theme).fill) }
        // Eight colours have six hues for five tags; sixteen, twelve.
        #expect(Set(shown).count == Self.chromatic.count, "\(Self.name(theme)): \(zip(Self.chromatic, shown).map { "\($0)=\($1.hexString)" })")
    }

    /// Low-emphasis tags side by side keep their hues apart: where the wash is lost in the page
    /// and a hue's text would fall back to black (green, orange and purple on white at 16
    /// colours), the tag shows the hue as its fill, so no two hues look alike.
    @Test(arguments: resolvedThemes)
    func lowEmphasisTagsDiffer(_ testCase: Case) {
        let theme = testCase.theme
        let looks = Self.chromatic.map { hue -> String in
            let colors = tagColors(emphasis: .low, hue: hue, theme: theme)
            return theme.shown(colors.fill).hexString + " " + theme.shown(colors.text).hexString + (colors.bold ? " bold" : "")
        }
        let message = "\(Self.name(theme)): \(zip(Self.chromatic, looks).map { "\($0)=\($1)" })"
        // A hue whose text reaches only the bold ratio is drawn bold (lowTagText), as status text
        // is: that keeps gruvbox dark and solarized light at 8 colours and high-contrast at 16
        // apart. Left, known rather than hidden: high-contrast dark at 8 colours, whose 7:1 (bold:
        // 4.5:1) no red or magenta of the palette reaches on black (3.6:1) nor under ink as a fill.
        let known = theme.depth == .c8 && theme.theme.name == "high-contrast" && theme.scheme == .dark
        withKnownIssue("high-contrast dark at 8 colours: red and purple", isIntermittent: true) {
            #expect(Set(looks).count == Self.chromatic.count, "\(message)")
        } when: { known }
    }

    /// Warning is never error, and the status fills never look like one another. (A status text
    /// with no legible hue in the palette is drawn as plain text — a grey — on purpose.)
    @Test(arguments: resolvedThemes)
    func statusColoursDiffer(_ testCase: Case) {
        let theme = testCase.theme
        let fills: [ColorToken] = [.bgPrimary, .bgPositive, .bgNegative, .bgWarning]
        #expect(Set(fills.map { theme.shown(theme.rgb($0)) }).count == fills.count, "\(Self.name(theme)) fills")
        let warning = theme.shown(theme.rgb(.fgWarning)), error = theme.shown(theme.rgb(.fgNegative))
        if !isGrey(warning) && !isGrey(error) {
            #expect(warning != error, "\(Self.name(theme)): warning and error are both \(warning.hexString)")
        }
    }

    private func isGrey(_ color: RGB) -> Bool { color.red == color.green && color.green == color.blue }

    /// The most a label can have on `fill` at the depth: black's or white's ratio, whichever is more.
    private func best(on fill: RGB, _ theme: ResolvedTheme) -> Double {
        max(ContrastAudit.ratio(theme.shown(RGB(0, 0, 0)), fill), ContrastAudit.ratio(theme.shown(RGB(255, 255, 255)), fill))
    }

    /// Each tag's text, and each filled button's label, reaches the theme's text ratio as the depth
    /// shows it (an AAA theme's 7:1 held to the most the depth gives the hue, DepthReach), or as much
    /// of it as the palette allows on that fill (8 colours' red is 4.48:1 under black).
    @Test(arguments: resolvedThemes)
    func labelsOnFillsAreLegible(_ testCase: Case) {
        let theme = testCase.theme
        let level = theme.theme.contrast
        for hue in Hue.allCases {
            for emphasis in TagEmphasis.allCases {
                let colors = tagColors(emphasis: emphasis, hue: hue, theme: theme)
                let fill = theme.shown(colors.fill)
                let text = theme.shown(colors.text)
                let ratio = ContrastAudit.ratio(text, fill)
                let use: ContrastPair.Use = colors.bold ? .boldLabel : .text
                let needed = use.requiredRatio(for: level, foreground: text, background: fill, at: theme.depth)
                let wanted = colors.bold ? needed : min(needed, best(on: fill, theme))
                #expect(ratio >= wanted, "\(Self.name(theme)) \(emphasis) \(hue): \(ratio)\(colors.bold ? " bold" : "")")
            }
        }
        for variant in [ButtonVariant.primary, .positive, .negative, .inverse, .secondary, .tertiary] {
            for state in [ButtonState.normal, .pressed] {
                let colors = buttonColors(variant: variant, state: state, theme: theme)
                guard let fill = colors.fill else { continue }
                let shownFill = fill.rgbValue(defaultColor: RGB(0, 0, 0)).shown(in: theme)
                let label = colors.text.rgbValue(defaultColor: RGB(0, 0, 0)).shown(in: theme)
                let ratio = ContrastAudit.ratio(label, shownFill)
                let needed = ContrastPair.Use.text.requiredRatio(for: level, foreground: label, background: shownFill, at: theme.depth)
                #expect(ratio >= min(needed, best(on: shownFill, theme)), "\(Self.name(theme)) \(variant) \(state): \(ratio)")
            }
        }
    }
}

private extension RGB {
    func shown(in theme: ResolvedTheme) -> RGB { theme.shown(self) }
}
