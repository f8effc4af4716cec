import Testing

@testable import Tessera
@testable import TesseraHeadless

/// Every built-in theme's text stays legible where a terminal has few colours: its text colours
/// on its surfaces, as xterm shows them, meet the theme's contrast level.
@Suite("Legible text at every depth")
struct LegibleDepthTests {
    static let themes: [Theme] = Theme.measurableBuiltinNames.compactMap { try? Theme.builtin(named: $0) }
    static let texts: [ColorToken] = [.fg, .fgMuted, .fgPrimary, .fgPositive, .fgNegative, .fgWarning]
    /// The page, the sidebar and alternate rows, cards, alerts and modals, and secondary fills.
    static let surfaces: [ColorToken] = [.bg, .bgAlternate, .bgElevation1, .bgElevation2, .bgSecondary]

    /// One line of each text colour on each surface, every line six cells of text.
    struct Specimen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(LegibleDepthTests.surfaces, id: \.self) { surface in
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(LegibleDepthTests.texts, id: \.self) { token in
                            Text("Sample").foregroundColor(token)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(surface)
                }
            }
        }
    }

    static let size = TerminalSize(columns: 8, rows: surfaces.count * texts.count)

    /// The findings left once a status colour the depth draws bold (``AccentEmphasis``: no colour of
    /// its hue reaches the theme's text ratio) is judged at the ratio bold status text is held to.
    static func findings(
        _ report: CellContrastReport, _ theme: Theme, _ scheme: ColorScheme,
        _ depth: ColorDepth
    ) -> [CellContrastReport.Finding] {
        let resolved = theme.resolved(for: scheme, depth: depth)
        return report.findings.filter { finding in
            let token = texts[finding.position.y % texts.count]
            let bold = ContrastPair.Use.boldLabel.requiredRatio(
                for: theme.contrast, foreground: finding.foreground,
                background: finding.background, at: depth)
            return resolved.accentEmphasis(token) != .bold || finding.ratio < bold
        }
    }

    @Test(
        "Text colours on every surface meet the theme's level at 16 colours, as xterm shows them",
        arguments: ColorScheme.allCases)
    func sixteenColours(scheme: ColorScheme) {
        #expect(Self.themes.count == Theme.measurableBuiltinNames.count)
        for theme in Self.themes {
            let frame = Snapshot.Frame(Specimen(), size: Self.size, theme: theme, scheme: scheme, colors: .c16)
            let report = frame.contrastAudit()
            let findings = Self.findings(report, theme, scheme, .c16)
            #expect(report.judged() == Self.size.rows * 6, "\(theme.name) \(scheme): every line is drawn")
            #expect(
                findings.isEmpty,
                """
                \(theme.name) \(scheme): \(findings.count) cells under their ratio, e.g. \
                \(findings.prefix(3).map(\.description).joined(separator: "; "))
                """)
        }
    }

    @Test("At 256 and 8 colours too, whatever the truecolor theme meets", arguments: [ColorDepth.c256, .c8])
    func otherDepths(depth: ColorDepth) {
        for theme in Self.themes {
            for scheme in ColorScheme.allCases {
                let truecolor = Snapshot.Frame(Specimen(), size: Self.size, theme: theme, scheme: scheme)
                let passing = Set(truecolor.contrastAudit().findings.map(\.position))
                let frame = Snapshot.Frame(Specimen(), size: Self.size, theme: theme, scheme: scheme, colors: depth)
                let failures = Self.findings(frame.contrastAudit(), theme, scheme, depth).filter { !passing.contains($0.position) }
                #expect(
                    failures.isEmpty,
                    """
                    \(theme.name) \(scheme) at \(depth.rawValue): \(failures.count) cells fail that pass in truecolor, \
                    e.g. \(failures.prefix(3).map(\.description).joined(separator: "; "))
                    """)
            }
        }
    }

    @Test("Warning and error stay apart at 16 colours, in text unless neither has a legible hue, and in fills")
    func warningIsNotError() {
        let greys: Set<Color> = [.ansi(0), .ansi(7), .ansi(8), .ansi(15)]
        var apart = 0
        for theme in Self.themes {
            for scheme in ColorScheme.allCases {
                let resolved = theme.resolved(for: scheme, depth: .c16)
                let shown = { (token: ColorToken) in Color.rgb(resolved.rgb(token)).degraded(to: .c16) }
                let warning = shown(.fgWarning), error = shown(.fgNegative)
                #expect(warning != error || greys.contains(error), "\(theme.name) \(scheme): both \(error)")
                if warning != error { apart += 1 }
                #expect(shown(.bgWarning) != shown(.bgNegative), "\(theme.name) \(scheme) fills")
            }
        }
        // Only where xterm has no legible red at all (an AAA theme on white, a yellow page).
        #expect(apart >= Self.themes.count * 2 - 3)
    }

    @Test("Truecolor values are the theme's own; a token whose nearest colour will do keeps its value")
    func unchangedWhereNothingWasWrong() {
        let theme = Theme.default
        let truecolor = theme.resolved(for: .light)
        let sixteen = theme.resolved(for: .light, depth: .c16)
        for token in ColorToken.allCases {
            #expect(truecolor.rgb(token) == theme.colors[token]?.light)
        }
        // Black on white needs no help; muted grey (#7f7f7f, 4.0:1 on white) does.
        #expect(sixteen.rgb(.fg) == truecolor.rgb(.fg))
        #expect(sixteen.rgb(.bg) == truecolor.rgb(.bg))
        #expect(sixteen.rgb(.fgMuted) != truecolor.rgb(.fgMuted))
        #expect(sixteen != truecolor)
    }

    @Test("A theme with one grey for every token still gets legible main text, at every depth, without end")
    func degenerateTheme() {
        let grey = SchemeColor(RGB(hex: 0x808080))
        let theme = Theme(
            name: "grey", colors: Dictionary(uniqueKeysWithValues: ColorToken.allCases.map { ($0, grey) }),
            typography: [:])
        for depth in [ColorDepth.c256, .c16, .c8] {
            for scheme in ColorScheme.allCases {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let ratio = ContrastAudit.ratio(resolved.rgb(.fg), resolved.rgb(.bg))
                #expect(ratio >= 4.5, "\(depth.rawValue) \(scheme): fg on bg \(ratio)")
            }
        }
    }
}
