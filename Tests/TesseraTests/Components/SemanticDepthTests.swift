import Testing

@testable import Tessera

/// Issue 17, "states never collapse" and "checked, not hoped": at 256, 16 and 8 colours, in every
/// built-in theme and scheme, the semantic text colours (primary, positive, warning, negative)
/// keep their hue, stay apart from one another and from the main and muted text, and stay
/// legible on the page; the status fills stay apart too.
@Suite struct SemanticDepthTests {
    typealias Case = LowDepthDistinctnessTests.Case

    /// Measured themes only: a theme of terminal colours has no values to measure.
    static let cases = LowDepthDistinctnessTests.cases(at: [.c256, .c16, .c8], themes: Theme.measurableBuiltinNames)

    static let accents: [ColorToken] = [.fgPrimary, .fgPositive, .fgWarning, .fgNegative]
    static let fills: [ColorToken] = [.bgPrimary, .bgPositive, .bgWarning, .bgNegative]

    /// Every token as the depth shows it, for failure messages.
    static func describe(_ theme: ResolvedTheme, _ tokens: [ColorToken]) -> String {
        tokens.map { "\($0)=\(theme.shown(theme.rgb($0)).hexString)\(theme.accentEmphasis($0).map { " \($0)" } ?? "")" }
            .joined(separator: " ")
    }

    /// Pairwise distinct, and none drawn as text is the main or the muted text's colour. At 16 and
    /// 8 colours an ANSI colour and its bright twin count as the same hue.
    @Test(arguments: cases)
    func semanticTextStaysApart(_ testCase: Case) {
        let theme = testCase.theme
        let shown = Self.accents.map { theme.shown(theme.rgb($0)) }
        let message = "\(testCase.testDescription): \(Self.describe(theme, Self.accents + [.fg, .fgMuted, .bg]))"
        for (index, first) in shown.enumerated() {
            for second in shown[(index + 1)...] {
                #expect(!theme.sameHue(first, second), "\(message)")
            }
            // Text on a fill of its hue (AccentEmphasis.filled) looks like no plain text.
            if theme.accentEmphasis(Self.accents[index]) != .filled {
                #expect(first != theme.shown(theme.rgb(.fg)) && first != theme.shown(theme.rgb(.fgMuted)), "\(message)")
            }
        }
    }

    /// Each keeps its family: a hue, not a grey, within 75° (OKLab) of the theme's own colour.
    @Test(arguments: cases)
    func semanticTextKeepsItsHue(_ testCase: Case) {
        let theme = testCase.theme
        for token in Self.accents + Self.fills {
            let shown = theme.shown(theme.rgb(token))
            let own = theme.theme.colors[token]?[theme.scheme] ?? shown
            if !own.isNeutral { #expect(!shown.isGrey, "\(testCase.testDescription) \(token): \(shown.hexString) for \(own.hexString)") }
            #expect(
                (own.hueDistance(to: shown) ?? 0) <= 75, "\(testCase.testDescription) \(token): \(shown.hexString) for \(own.hexString)")
        }
    }

    /// Each reaches the theme's text ratio on the page; where no colour of its hue does, it is drawn
    /// bold at 3:1, or as a fill of its hue under ink that reaches the text ratio. An AAA theme's
    /// 7:1 is held to the most the depth gives the hue, never under AA (DepthReach).
    @Test(arguments: cases)
    func semanticTextIsLegible(_ testCase: Case) {
        let theme = testCase.theme
        let level = theme.theme.contrast
        let page = theme.shown(theme.rgb(.bg))
        for token in Self.accents {
            let shown = theme.shown(theme.rgb(token))
            let message = "\(testCase.testDescription) \(token): \(Self.describe(theme, [token, .bg]))"
            switch theme.accentEmphasis(token) {
            case nil:
                let needed = ContrastPair.Use.text.requiredRatio(for: level, foreground: shown, background: page, at: theme.depth)
                #expect(ContrastAudit.ratio(shown, page) >= needed, "\(message) \(ContrastAudit.ratio(shown, page))")
            case .bold:
                let needed = ContrastPair.Use.boldLabel.requiredRatio(for: level, foreground: shown, background: page, at: theme.depth)
                #expect(ContrastAudit.ratio(shown, page) >= needed, "\(message) \(ContrastAudit.ratio(shown, page))")
            case .filled:
                let ink = theme.shown(theme.ink(.fg, on: token))
                let needed = ContrastPair.Use.text.requiredRatio(for: level, foreground: ink, background: shown, at: theme.depth)
                #expect(ContrastAudit.ratio(ink, shown) >= needed, "\(message) ink \(ink.hexString)")
            }
        }
    }

    /// The status fills never look like one another (warning is never error).
    @Test(arguments: cases)
    func statusFillsStayApart(_ testCase: Case) {
        let theme = testCase.theme
        let shown = Self.fills.map { theme.shown(theme.rgb($0)) }
        for (index, first) in shown.enumerated() {
            for second in shown[(index + 1)...] {
                #expect(!theme.sameHue(first, second), "\(testCase.testDescription): \(Self.describe(theme, Self.fills))")
            }
        }
    }
}

extension SemanticDepthTests {
    /// At 256 colours no two status colours (text or fill) come nearer in hue than the theme's own
    /// two are, up to 30° (OKLab): Nord light's warning, 21° from its error, showed as #af0000, 8°
    /// from error's #af5f5f, and read as error.
    @Test(arguments: LowDepthDistinctnessTests.cases(at: [.c256]))
    func statusHuesKeepTheirDistanceAt256(_ testCase: Case) {
        let theme = testCase.theme
        for tokens in [Self.accents, Self.fills] {
            for (index, first) in tokens.enumerated() {
                for second in tokens[(index + 1)...] {
                    guard let own = theme.theme.colors[first]?[theme.scheme], let other = theme.theme.colors[second]?[theme.scheme],
                        own != other, let apart = own.hueDistance(to: other),
                        let shownApart = theme.shown(theme.rgb(first)).hueDistance(to: theme.shown(theme.rgb(second)))
                    else { continue }
                    // Nor does warning move toward error's own hue (Nord light's warning took
                    // #af0000, 12° from error's #b24852 where its own #a85237 is 21°).
                    if second == .fgNegative || second == .bgNegative {
                        let toError = theme.shown(theme.rgb(first)).hueDistance(to: other) ?? 180
                        #expect(
                            toError >= min(apart, 30),
                            "\(testCase.testDescription) \(first) moved to \(Int(toError))° from error's hue: \(Self.describe(theme, [first, second]))"
                        )
                    }
                    #expect(
                        shownApart >= min(apart, 30),
                        "\(testCase.testDescription) \(first)/\(second): \(Int(apart))° apart shown \(Int(shownApart))° apart: \(Self.describe(theme, [first, second]))"
                    )
                }
            }
        }
    }
}

private extension ResolvedTheme {
    /// Whether two shown colours read as one: equal, or an ANSI colour and its bright twin.
    func sameHue(_ first: RGB, _ second: RGB) -> Bool {
        guard first != second else { return true }
        guard depth == .c16 || depth == .c8 else { return false }
        let index = { (color: RGB) in (0...15).first { XTermPalette.rgb(forIndex: UInt8($0)) == color } }
        guard let one = index(first), let other = index(second) else { return false }
        return one % 8 == other % 8
    }
}

private extension RGB {
    var isGrey: Bool { red == green && green == blue }
}
