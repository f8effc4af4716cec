extension ResolvedTheme {
    /// `token` when it shows apart from `background` at `depth`, else the first fallback that
    /// does (or `token` when none does, as in monochrome where nothing has a colour).
    ///
    /// Light greys such as `bgLineHeavy` become the page's own white at 8 colours; a border or
    /// track drawn in them would vanish, so controls ask for a legible stand-in.
    func legible(
        _ token: ColorToken, on background: ColorToken, at depth: ColorDepth,
        fallbacks: [ColorToken] = [.fgMuted, .fg]
    ) -> ColorToken {
        guard depth != .monochrome else { return token }
        let ground = color(background).degraded(to: depth)
        for candidate in [token] + fallbacks where color(candidate).degraded(to: depth) != ground {
            return candidate
        }
        return token
    }

    /// The least contrast at which a fill shows on the surface under it (``fillShows(_:on:at:)``).
    static let fillVisibleRatio = 1.1

    /// Whether a control's `fill` can be seen on `surface` at `depth`: the two degrade to
    /// different colours at least ``fillVisibleRatio`` apart (a secondary button's grey on a card
    /// of the same grey is not; the default theme's 1.14:1 on its page is).
    func fillShows(_ fill: ColorToken, on surface: ColorToken, at depth: ColorDepth) -> Bool {
        fillShows(color(fill), on: surface, at: depth)
    }

    /// Whether a fill drawn in `fill` can be seen on `surface` at `depth` (``fillShows(_:on:at:)``
    /// for a colour a style works out, such as the quiet button's half-way grey).
    func fillShows(_ fill: Color, on surface: ColorToken, at depth: ColorDepth) -> Bool {
        guard depth != .monochrome else { return false }
        let shownFill = fill.degraded(to: depth), shownSurface = color(surface).degraded(to: depth)
        guard shownFill != shownSurface else { return false }
        let ratio = ContrastAudit.ratio(shownFill.rgbValue(defaultColor: rgb(.bg)), shownSurface.rgbValue(defaultColor: rgb(.bg)))
        return ratio >= Self.fillVisibleRatio
    }

    /// Whether `token` can be told apart from `background` once degraded to `depth`.
    func shows(_ token: ColorToken, on background: ColorToken, at depth: ColorDepth) -> Bool {
        depth != .monochrome && color(token).degraded(to: depth) != color(background).degraded(to: depth)
    }

    /// What a terminal of `depth` shows `token` as (xterm's palette below truecolor).
    func shownRGB(_ token: ColorToken, at depth: ColorDepth) -> RGB {
        color(token).degraded(to: depth).rgbValue(defaultColor: rgb(token))
    }

    /// `token` when it keeps `ratio` (3:1, WCAG's non-text contrast, by default) against
    /// `background` as a terminal of `depth` shows the two, else the first fallback that does,
    /// else whichever of them stands out most. In monochrome, where nothing has a colour, `token`.
    ///
    /// A focus ring is judged this way: a light blue ring on a light grey fill (1.5:1) is not seen.
    func contrasting(
        _ token: ColorToken, on background: ColorToken, at depth: ColorDepth,
        ratio: Double = 3, fallbacks: [ColorToken]
    ) -> ColorToken {
        contrasting(token, on: color(background), at: depth, ratio: ratio, fallbacks: fallbacks)
    }

    /// ``contrasting(_:on:at:ratio:fallbacks:)`` against a colour that is not a token (a pressed
    /// button's blended fill).
    func contrasting(
        _ token: ColorToken, on background: Color, at depth: ColorDepth,
        ratio: Double = 3, fallbacks: [ColorToken]
    ) -> ColorToken {
        guard depth != .monochrome else { return token }
        let ground = background.degraded(to: depth).rgbValue(defaultColor: rgb(.bg))
        func contrast(_ candidate: ColorToken) -> Double { ContrastAudit.ratio(shownRGB(candidate, at: depth), ground) }
        // Each candidate's contrast once, in order, and no array of them: every control asks for
        // its focus ring's colour this way at every resolution.
        var best = token
        var bestContrast = contrast(token)
        if bestContrast >= ratio { return token }
        for candidate in fallbacks {
            let candidateContrast = contrast(candidate)
            if candidateContrast >= ratio { return candidate }
            if candidateContrast > bestContrast { (best, bestContrast) = (candidate, candidateContrast) }
        }
        return best
    }
}
