import Testing

@testable import Tessera

/// Review 17c, E and I: a house progress bar says how much is done by its fill against its track,
/// and how long it is by its track against the page, in every built-in theme, scheme and depth.
/// The high-contrast theme's fill was 1.43:1 from its track (dark) and 1.92:1 (light); its disabled
/// bar was a 21:1 fill, the strongest bar on the page; a thin bar's track was 1.10–1.5:1 on the page.
@Suite struct ProgressContrastTests {
    /// One built-in theme in one scheme at one depth.
    struct Case: Sendable, CustomTestStringConvertible {
        let theme: Theme
        let scheme: ColorScheme
        let depth: ColorDepth
        var testDescription: String { "\(theme.name) \(scheme) \(depth)" }
    }

    static let cases: [Case] = Theme.measurableBuiltinNames.flatMap { name -> [Case] in
        guard let theme = try? Theme.builtin(named: name) else { return [] }
        return ColorScheme.allCases.flatMap { scheme in ColorDepth.allCases.map { Case(theme: theme, scheme: scheme, depth: $0) } }
    }

    /// A bar half done, 8 cells wide: its first cell is fill, its last track.
    struct Bar {
        let fill: (glyph: Character, color: RGB, dim: Bool)
        let track: (glyph: Character, color: RGB)
    }

    func bar(_ size: ProgressBarSize, enabled: Bool, _ testCase: Case) -> Bar {
        let buffer = renderControl(
            ProgressView(value: 0.5).progressViewStyle(.tessera(size, showsPercentage: false)).frame(width: 8),
            state: enabled ? .normal : .disabled, theme: testCase.theme, scheme: testCase.scheme,
            depth: testCase.depth, columns: 8, rows: 2)
        let page = testCase.theme.resolved(for: testCase.scheme, depth: testCase.depth).rgb(.bg)
        func shown(_ color: Color) -> RGB { color.degraded(to: testCase.depth).rgbValue(defaultColor: page) }
        let first = buffer[0, 0], last = buffer[7, 0]
        // A painted track is a blank on the track colour; a drawn one a glyph in it.
        let track = last.grapheme == " " ? shown(last.style.background) : shown(last.style.foreground)
        return Bar(
            fill: (first.grapheme, shown(first.style.foreground), first.style.attributes.contains(.dim)),
            track: (last.grapheme, track))
    }

    /// Where colour paints the bar (256 colours and up), the fill keeps 3:1 on its track and the
    /// track shows on the page at 1.5:1 or more (a painted track that the page swallowed hid the
    /// bar's length); below that the track is a shade glyph, told from the fill by its shape.
    @Test(arguments: cases)
    func theFillStandsOutFromItsTrackAndTheTrackShows(_ testCase: Case) {
        let page = testCase.theme.resolved(for: testCase.scheme, depth: testCase.depth)
        let ground = page.shown(page.rgb(.bg))
        for size in ProgressBarSize.allCases {
            for enabled in [true, false] {
                let bar = bar(size, enabled: enabled, testCase)
                let context = "\(testCase.testDescription) \(size) \(enabled ? "enabled" : "disabled")"
                guard testCase.depth >= .c256 else {
                    #expect(bar.fill.glyph != bar.track.glyph, "\(context): the shaded track is its own glyph")
                    continue
                }
                let apart = ContrastAudit.ratio(bar.fill.color, bar.track.color)
                #expect(apart >= 3, "\(context): fill \(bar.fill.color.hexString) on track \(bar.track.color.hexString), \(apart):1")
                guard enabled else { continue }
                let shows = ContrastAudit.ratio(bar.track.color, ground)
                #expect(shows >= ProgressPaint.visibleTrack, "\(context): track \(bar.track.color.hexString) on the page, \(shows):1")
            }
        }
    }

    /// A disabled bar is fainter than an enabled one and still seen: at 256 colours and up its fill
    /// is nearer the page than the enabled fill and at least 3:1 from it; below that it is dimmed.
    @Test(arguments: cases)
    func aDisabledBarIsFainter(_ testCase: Case) {
        let theme = testCase.theme.resolved(for: testCase.scheme, depth: testCase.depth)
        let page = theme.shown(theme.rgb(.bg))
        for size in ProgressBarSize.allCases {
            let enabled = bar(size, enabled: true, testCase), disabled = bar(size, enabled: false, testCase)
            let context = "\(testCase.testDescription) \(size)"
            guard testCase.depth >= .c256 else {
                #expect(disabled.fill.dim && !enabled.fill.dim, "\(context)")
                continue
            }
            let faint = ContrastAudit.ratio(disabled.fill.color, page), strong = ContrastAudit.ratio(enabled.fill.color, page)
            #expect(faint < strong, "\(context): disabled \(faint):1, enabled \(strong):1")
            #expect(faint >= 3, "\(context): disabled \(faint):1")
        }
    }
}
