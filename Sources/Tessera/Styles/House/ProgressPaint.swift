/// The fill and track of a house progress bar where the depth paints them in colour (256 colours
/// and up): the done part keeps 3:1 against the part still to do, and the track shows the bar's
/// whole length as plainly as that leaves room for.
///
/// - Fill: the primary fill (`bgPrimary`); where that fill is so near the page that no track fits
///   between them (Solarized light's #268BD2 is 3.4:1 on its page, so a track 3:1 from the fill
///   is at most 1.1:1 from the page), the primary's text colour (`fgPrimary`), when it leaves more.
///   Disabled: the one disabled ink (``DisabledLook``), which is fainter than any enabled fill and
///   still 3:1 on the page.
/// - Track: the line colour (`bgLine`) taken toward the page where the fill would be under 3:1 on
///   it (the high-contrast theme's strong line, #8A8A8A, was 1.4:1 from its blue fill), else toward
///   the main text colour, in 5% steps, to the shade farthest from the page that keeps the fill 3:1
///   on it, at most 3:1 from the page (WCAG 1.4.11's ratio, as a divider keeps). A thin bar's track
///   is a line of `━` one cell tall, and a faint one (1.1–1.5:1) hid the bar's length.
///
/// Ratios are measured as the depth shows the colours (256 colours' palette). Below 256 colours the
/// track is a shade glyph (`░`, `╌`) on the page instead, told from the fill by its shape.
struct ProgressPaint: Hashable, Sendable {
    /// The done part.
    let fill: RGB
    /// The part still to do.
    let track: RGB

    /// The least contrast between fill and track: the fill is what the bar says.
    static let fillRatio = ContrastPair.Use.icon.requiredRatio(for: .aa)
    /// The most a track is taken from the page: a line's ratio; more would outshine the fill.
    static let trackRatio = ContrastPair.Use.icon.requiredRatio(for: .aa)
    /// The least a track shows against the page before the fill gives way to `fgPrimary`.
    static let visibleTrack = 1.5

    /// The bar's colours in `theme`, enabled or not.
    init(theme: ResolvedTheme, isEnabled: Bool) {
        guard isEnabled else {
            let ink = DisabledLook(theme: theme, depth: theme.depth).ink.rgbValue(defaultColor: theme.rgb(.fg))
            self.init(fill: ink, track: Self.track(behind: ink, theme: theme))
            return
        }
        let page = theme.shown(theme.rgb(.bg))
        let painted = [ColorToken.bgPrimary, .fgPrimary].map { token in
            let fill = theme.rgb(token)
            let track = Self.track(behind: fill, theme: theme)
            return (fill: fill, track: track, shows: ContrastAudit.ratio(theme.shown(track), page))
        }
        let primary = painted[0], text = painted[1]
        let chosen = primary.shows < Self.visibleTrack && text.shows > primary.shows ? text : primary
        self.init(fill: chosen.fill, track: chosen.track)
    }

    private init(fill: RGB, track: RGB) {
        self.fill = fill
        self.track = track
    }

    /// The track behind `fill`: along the line colour from the page to the main text, the shade
    /// farthest from the page that lies between page and fill, keeps the fill ``fillRatio`` on it
    /// and is at most ``trackRatio`` from the page; the page itself where none does.
    private static func track(behind fill: RGB, theme: ResolvedTheme) -> RGB {
        let line = theme.rgb(.bgLine), ground = theme.rgb(.bg), text = theme.rgb(.fg)
        let page = theme.shown(ground), shownFill = theme.shown(fill)
        let towardPage = (1...20).reversed().map { line.blended(toward: ground, by: Double($0) / 20) }
        let towardText = (0...20).map { line.blended(toward: text, by: Double($0) / 20) }
        var track = ground
        for candidate in towardPage + towardText {
            let shown = theme.shown(candidate)
            guard ContrastAudit.ratio(shownFill, shown) >= fillRatio, shown.luminance(isBetween: page, and: shownFill) else {
                // Nearer the fill than this, no shade keeps it 3:1 apart.
                if ContrastAudit.ratio(shown, page) > 1 { break }
                continue
            }
            track = candidate
            if ContrastAudit.ratio(shown, page) >= trackRatio { break }
        }
        return track
    }
}

private extension RGB {
    /// Whether this colour's relative luminance lies between `one`'s and `other`'s (inclusive).
    func luminance(isBetween one: RGB, and other: RGB) -> Bool {
        let black = RGB(0, 0, 0)
        let own = ContrastAudit.ratio(self, black), first = ContrastAudit.ratio(one, black), second = ContrastAudit.ratio(other, black)
        return own >= min(first, second) && own <= max(first, second)
    }
}
