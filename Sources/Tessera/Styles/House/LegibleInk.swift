extension ResolvedTheme {
    /// The colour to draw text or a knob in on `fill`, so that it reaches `ratio` as the theme's
    /// depth shows both: `preferred` when it does, else the first of `fgInverse`, `fg`, `bg`, black
    /// and white that does, else the one of those that stands out most. `ratio` defaults to what
    /// `use` needs in the theme (text: 4.5:1, 7:1 in an AAA theme, or the most the depth gives
    /// the fill's hue where that is less: ``DepthReach``).
    ///
    /// One label colour cannot suit every fill once a depth has few colours: white is 5.8:1 on the
    /// default blue but 2.2:1 on xterm's green, where black is 10:1. So each fill gets its own.
    func ink(_ preferred: ColorToken, on fill: RGB, ratio: Double? = nil, use: ContrastPair.Use = .text) -> RGB {
        ink(rgb(preferred), on: fill, ratio: ratio, use: use)
    }

    /// ``ink(_:on:ratio:use:)`` for a preferred colour that is not a token (a hue's wash).
    func ink(_ preferred: RGB, on fill: RGB, ratio: Double? = nil, use: ContrastPair.Use = .text) -> RGB {
        guard depth != .monochrome else { return preferred }
        let ground = shown(fill)
        // The candidates in order, counted rather than listed: controls ask this while they
        // resolve, and the lists were allocations on every control's every frame.
        func candidate(_ index: Int) -> RGB {
            switch index {
            case 0: preferred
            case 1: rgb(.fgInverse)
            case 2: rgb(.fg)
            case 3: rgb(.bg)
            case 4: RGB(0, 0, 0)
            default: RGB(255, 255, 255)
            }
        }
        // None reaching the ratio, the first that stands out most.
        var best = preferred, bestRatio = -Double.infinity
        for index in 0..<6 {
            let value = candidate(index)
            let ink = shown(value)
            let contrast = ContrastAudit.ratio(ink, ground)
            let needed = ratio ?? use.requiredRatio(for: theme.contrast, foreground: ink, background: ground, at: depth)
            if contrast >= needed { return value }
            if contrast > bestRatio { (best, bestRatio) = (value, contrast) }
        }
        return best
    }

    /// The token ``ink(_:on:ratio:use:)`` picks, for views that colour by token (`fg` where it picks
    /// black or white).
    func inkToken(_ preferred: ColorToken, on fill: ColorToken, ratio: Double? = nil) -> ColorToken {
        candidateToken(preferred, showing: ink(preferred, on: fill, ratio: ratio)) ?? .fg
    }

    /// The first of `preferred` and the candidate tokens whose colour is `chosen`, if any.
    private func candidateToken(_ preferred: ColorToken, showing chosen: RGB) -> ColorToken? {
        if rgb(preferred) == chosen { return preferred }
        for token in [ColorToken.fgInverse, .fg, .bg] where rgb(token) == chosen { return token }
        return nil
    }

    /// ``ink(_:on:ratio:use:)`` as a cell colour: where the pick is one of the candidate tokens,
    /// that token's own colour — in a theme of terminal colours the terminal's default or an ANSI
    /// index, not the RGB value the theme assumes for it, so a label in `fg` stays the terminal's
    /// foreground — else the RGB value.
    func inkColor(_ preferred: ColorToken, on fill: RGB, ratio: Double? = nil) -> Color {
        let chosen = ink(preferred, on: fill, ratio: ratio)
        guard let token = candidateToken(preferred, showing: chosen) else { return .rgb(chosen) }
        return color(token)
    }

    /// ``inkColor(_:on:ratio:)`` on a token's fill.
    func inkColor(_ preferred: ColorToken, on fill: ColorToken, ratio: Double? = nil) -> Color {
        inkColor(preferred, on: rgb(fill), ratio: ratio)
    }

    /// ``ink(_:on:ratio:use:)`` on a token's fill.
    func ink(_ preferred: ColorToken, on fill: ColorToken, ratio: Double? = nil) -> RGB {
        ink(preferred, on: rgb(fill), ratio: ratio)
    }

    /// The RGB value a terminal of the theme's depth shows `value` as (xterm's palette below 256
    /// colours' exact values).
    func shown(_ value: RGB) -> RGB {
        Color.rgb(value).degraded(to: depth).rgbValue(defaultColor: value)
    }
}
