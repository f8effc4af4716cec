import Synchronization

/// The colours a theme's tokens show as at a colour depth that cannot show them exactly, chosen so
/// that text meets the ratio it needs (``ContrastPair/requiredRatio(for:)``) as a terminal of that
/// depth shows it (xterm's palette), wherever that palette allows.
///
/// Plain degradation takes each colour's nearest on its own: at 16 colours a muted grey becomes
/// xterm's #7f7f7f, 4.0:1 on white and 3.2:1 on the light grey of a sidebar, and a dark page
/// may become that same grey. Here the tokens are chosen together, from each colour's
/// ``TesseraCore/RGB/standIns(at:)`` (its nearest first, never a different hue), against the pairs
/// of ``ContrastPair/all`` and every text colour on every surface muted text is drawn on, each at
/// the ratio its use needs:
///
/// 1. Surfaces: the main text (`fg`) and the page (`bg`) take the nearest two stand-ins that meet
///    their ratio; then every other background the main text is drawn on takes the first
///    stand-in on which that text colour meets its pair's ratio. The tertiary fill then moves
///    off the secondary fill's colour where another stand-in keeps the main text legible on it.
/// 2. Foregrounds, in token order: each takes the first stand-in that meets the ratio of every
///    pair it is drawn in, on those surfaces; where none does, the one that meets the most text
///    pairs, then the most pairs.
///    The accents (primary, positive, negative, warning) never take a colour another accent
///    took, nor its bright or normal twin — warning stays apart from error — except a grey
///    (black and white included), which has no hue to confuse: where the palette has no legible
///    hue for an accent, it reads as plain text. The status fills (primary, negative, positive,
///    warning) keep apart the same way, and each takes the first free stand-in — a hue before a
///    grey — under which black or white text reaches the text ratio, where one does.
///
/// A token whose nearest colour will do (and keeps its hue) keeps its truecolor value, so the presenter degrades it
/// exactly as before; a token that needs another colour gets that colour's palette value.
enum LegibleStandIns {
    /// The colour of each token (by ``ColorToken/ordinal``) to draw with at `depth`, for a theme whose
    /// truecolor values are `values` and that promises `level`. Truecolor and monochrome: unchanged.
    static func colors(for values: [RGB], level: ContrastLevel, depth: ColorDepth) -> [RGB] {
        guard depth == .c256 || depth == .c16 || depth == .c8 else { return values }
        let key = CacheKey(values: values, level: level, depth: depth)
        if let known = cache.withLock({ $0[key] }) { return known }
        let colors = solve(values, level: level, depth: depth)
        cache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = colors
        }
        return colors
    }

    private static func solve(_ values: [RGB], level: ContrastLevel, depth: ColorDepth) -> [RGB] {
        func value(_ token: ColorToken) -> RGB { values[token.ordinal] }
        let nearest = values.map { shown(Color.rgb($0).degraded(to: depth)) }
        var chosen = nearest
        func target(_ pair: ContrastPair) -> Double { pair.requiredRatio(for: level) }
        func keeps(_ pair: ContrastPair, foreground: RGB) -> Bool {
            ContrastAudit.ratio(foreground, chosen[pair.background.ordinal]) >= target(pair)
        }

        // The main text on the page first, together: the nearest pair of stand-ins (by rank) that
        // keeps its contrast; a dark grey text's nearest may be a grey no page colour carries.
        if let page = pairs.first(where: { $0.foreground == .fg && $0.background == .bg }) {
            let texts = value(.fg).standIns(at: depth).map(shown)
            let pages = value(.bg).standIns(at: depth).map(shown)
            let combinations = texts.indices.flatMap { t in pages.indices.map { (text: t, page: $0) } }
            if let best = combinations
                .filter({ ContrastAudit.ratio(texts[$0.text], pages[$0.page]) >= target(page) })
                .min(by: { ($0.text + $0.page, $0.page) < ($1.text + $1.page, $1.page) }) {
                chosen[ColorToken.fg.ordinal] = texts[best.text]
                chosen[ColorToken.bg.ordinal] = pages[best.page]
            }
        }
        let text = chosen[ColorToken.fg.ordinal]
        for pair in pairs where pair.foreground == .fg && pair.background != .bg {
            let standIns = value(pair.background).standIns(at: depth).map(shown)
            if let surface = standIns.first(where: { ContrastAudit.ratio(text, $0) >= target(pair) }) {
                chosen[pair.background.ordinal] = surface
            }
        }

        // The tertiary fill (a pressed chip, the tertiary button) stays apart from the secondary
        // one it is drawn next to, where a stand-in keeps the main text on it legible.
        if chosen[ColorToken.bgTertiary.ordinal] == chosen[ColorToken.bgSecondary.ordinal],
           let pair = pairs.first(where: { $0.foreground == .fg && $0.background == .bgTertiary }) {
            let taken = [chosen[ColorToken.bgSecondary.ordinal], chosen[ColorToken.bg.ordinal]]
            if let apart = value(.bgTertiary).standIns(at: depth).map(shown)
                .first(where: { !taken.contains($0) && ContrastAudit.ratio(text, $0) >= target(pair) }) {
                chosen[ColorToken.bgTertiary.ordinal] = apart
            }
        }

        // The status fills stay apart from one another, as the text accents do below.
        // Of the free stand-ins, the first hued one under which black or white text reaches the
        // text ratio (labels on fills choose their own ink; a grey warning fill reads as none),
        // else the first such grey, else the first free one.
        var fillColors: [(value: RGB, shown: RGB)] = []
        let inks = [RGB(0, 0, 0), RGB(255, 255, 255)].map { shown(Color.rgb($0).degraded(to: depth)) }
        let labelRatio = ContrastPair.Use.text.requiredRatio(for: level)
        for token in fills {
            let free = value(token).standIns(at: depth).map(shown).filter { candidate in
                !fillColors.contains { sameHue($0.shown, candidate, depth: depth) && $0.value != value(token) }
            }
            let nearestFill = nearest[token.ordinal]
            let legible = { (fill: RGB) in inks.contains { ContrastAudit.ratio($0, fill) >= labelRatio } }
            let hued = free.filter { !isGrey($0) }
            if !(free.first == nearestFill && legible(nearestFill)),
               let pick = hued.first(where: legible) ?? free.first(where: legible) ?? free.first {
                chosen[token.ordinal] = pick
            }
            fillColors.append((value(token), chosen[token.ordinal]))
        }

        var accentColors: [(value: RGB, shown: RGB)] = []
        for token in ColorToken.allCases {
            let drawnIn = pairs.filter { $0.foreground == token }
            guard !drawnIn.isEmpty else { continue }
            let isAccent = accents.contains(token)
            let standIns = value(token).standIns(at: depth).map(shown).filter { candidate in
                !isAccent || isGrey(candidate)
                    || !accentColors.contains { sameHue($0.shown, candidate, depth: depth) && $0.value != value(token) }
            }
            let best = standIns.first { candidate in drawnIn.allSatisfy { keeps($0, foreground: candidate) } }
                // Otherwise the one that keeps the most text pairs, then the most pairs (`max` keeps
                // the first, nearest, of equals): labels on fills choose their own ink
                // (`ResolvedTheme.ink`), a tooltip's text cannot.
                ?? standIns.max { first, second in
                    func score(_ candidate: RGB) -> (Int, Int) {
                        (drawnIn.count { $0.use == .text && keeps($0, foreground: candidate) },
                         drawnIn.count { keeps($0, foreground: candidate) })
                    }
                    return score(first) < score(second)
                }
            guard let best else { continue }
            chosen[token.ordinal] = best
            if isAccent { accentColors.append((value(token), best)) }
        }
        return values.indices.map { chosen[$0] == nearest[$0] ? values[$0] : chosen[$0] }
    }

    /// ``ContrastPair/all``, and every text colour drawn on `bg` as text on every surface muted
    /// text is drawn on (a selected sidebar row is primary text on `bgAlternate`).
    static let pairs: [ContrastPair] = {
        let surfaces = ContrastPair.all.filter { $0.foreground == .fgMuted }.map(\.background)
        let texts = ContrastPair.all.filter { $0.background == .bg && $0.use == .text }.map(\.foreground)
        var pairs = ContrastPair.all
        for foreground in texts {
            for surface in surfaces where !pairs.contains(where: { $0.foreground == foreground && $0.background == surface }) {
                pairs.append(ContrastPair(foreground, on: surface, .text, usage: "text on a surface"))
            }
        }
        return pairs
    }()

    /// The foregrounds that carry a meaning of their own and must not look like one another.
    private static let accents: Set<ColorToken> = [.fgPrimary, .fgPositive, .fgNegative, .fgWarning]

    /// The status fills, which must not look like one another either.
    private static let fills: [ColorToken] = [.bgPrimary, .bgNegative, .bgPositive, .bgWarning]

    /// Whether two shown colours read as the same colour: equal, or at 16 and 8 colours an ANSI
    /// colour and its bright twin (red and bright red).
    private static func sameHue(_ first: RGB, _ second: RGB, depth: ColorDepth) -> Bool {
        guard first != second else { return true }
        guard depth == .c16 || depth == .c8, let one = ansiIndex[first], let other = ansiIndex[second] else { return false }
        return one % 8 == other % 8
    }

    /// Whether a palette colour is a grey, black and white included (no hue at all).
    private static func isGrey(_ color: RGB) -> Bool { color.red == color.green && color.green == color.blue }

    /// The 16 ANSI colours by the RGB value xterm shows them as.
    private static let ansiIndex: [RGB: UInt8] = Dictionary(
        uniqueKeysWithValues: (0...15).map { (XTermPalette.rgb(forIndex: UInt8($0)), UInt8($0)) })

    /// The RGB value xterm shows a degraded colour as.
    private static func shown(_ color: Color) -> RGB { color.rgbValue(defaultColor: RGB(0, 0, 0)) }

    private struct CacheKey: Hashable {
        var values: [RGB]
        var level: ContrastLevel
        var depth: ColorDepth
    }

    /// Solutions already found; a theme is resolved at every theme, scheme or depth change.
    private static let cache = Mutex<[CacheKey: [RGB]]>([:])
}
