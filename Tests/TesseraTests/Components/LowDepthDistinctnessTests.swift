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

    /// Every built-in theme (of `names`) in both schemes at each of `depths`.
    static func cases(at depths: [ColorDepth], themes names: [String] = Theme.builtinNames) -> [Case] {
        names.flatMap { name -> [Case] in
            guard let theme = try? Theme.builtin(named: name) else { return [] }
            return ColorScheme.allCases.flatMap { scheme in
                depths.map { Case(theme: theme.resolved(for: scheme, depth: $0)) }
            }
        }
    }

    static let chromatic: [Hue] = [.blue, .purple, .green, .orange, .red]

    static func name(_ theme: ResolvedTheme) -> String { "\(theme.theme.name) \(theme.scheme) \(theme.depth)" }

    /// What a colour reads as at 16 and 8 colours: its ANSI hue family (a colour and its bright
    /// twin alike), or itself for a grey.
    static func reads(_ color: RGB) -> String { color.ansiHueFamily.map { "family \($0)" } ?? color.hexString }

    /// High-emphasis fills of the five chromatic hues are five hue families: Catppuccin dark's
    /// purple was xterm's red beside its bright red, gruvbox's #0000ee beside #5c5cff.
    @Test(arguments: resolvedThemes)
    func highEmphasisTagFillsDiffer(_ testCase: Case) {
        let theme = testCase.theme
        let shown = Self.chromatic.map { Self.reads(theme.shown(tagColors(emphasis: .high, hue: $0, theme: theme).fill ?? theme.rgb(.bg))) }
        #expect(Set(shown).count == Self.chromatic.count, "\(Self.name(theme)): \(zip(Self.chromatic, shown).map { "\($0)=\($1)" })")
    }

    /// Low-emphasis tags side by side keep their hues apart, by hue family, or by the hue's mark
    /// where no legible colour of the hue shows it (xterm's green and yellow on white); they stay
    /// bracketed text with no fill, so the low row never reads as the high one.
    @Test(arguments: resolvedThemes)
    func lowEmphasisTagsDiffer(_ testCase: Case) {
        let theme = testCase.theme
        let looks = Self.chromatic.map { hue -> String in
            let colors = tagColors(emphasis: .low, hue: hue, theme: theme)
            #expect(colors.fill == nil, "\(Self.name(theme)) \(hue): a low tag takes no fill at low depth")
            return Self.reads(theme.shown(colors.text)) + (colors.mark.map { " \($0)" } ?? "")
        }
        #expect(Set(looks).count == Self.chromatic.count, "\(Self.name(theme)): \(zip(Self.chromatic, looks).map { "\($0)=\($1)" })")
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
    /// of it as the palette allows on that fill (8 colours' red is 4.48:1 under black); never the
    /// bold ratio alone.
    @Test(arguments: resolvedThemes)
    func labelsOnFillsAreLegible(_ testCase: Case) {
        let theme = testCase.theme
        let level = theme.theme.contrast
        for hue in Hue.allCases {
            for emphasis in TagEmphasis.allCases {
                let colors = tagColors(emphasis: emphasis, hue: hue, theme: theme)
                let fill = theme.shown(colors.fill ?? theme.rgb(.bg))
                let text = theme.shown(colors.text)
                let ratio = ContrastAudit.ratio(text, fill)
                let needed = ContrastPair.Use.text.requiredRatio(for: level, foreground: text, background: fill, at: theme.depth)
                #expect(ratio >= min(needed, best(on: fill, theme)), "\(Self.name(theme)) \(emphasis) \(hue): \(ratio)")
            }
        }
        for variant in [ButtonVariant.primary, .positive, .negative, .inverse, .secondary, .tertiary] {
            for state in [ButtonState.normal, .pressed] {
                let colors = buttonColors(variant: variant, state: state, theme: theme)
                guard let fill = colors.fill else { continue }
                // A terminal theme's default colours as it assumes them: its foreground for a
                // label, its background for a fill.
                let shownFill = fill.rgbValue(defaultColor: theme.rgb(.bg)).shown(in: theme)
                let label = colors.text.rgbValue(defaultColor: theme.rgb(.fg)).shown(in: theme)
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
