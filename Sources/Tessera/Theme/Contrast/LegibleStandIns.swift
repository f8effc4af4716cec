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
/// 2. Status fills (primary, negative, warning, positive) keep apart — at 16 and 8 colours an
///    ANSI colour and its bright twin count as one — and keep their hue: at 16 and 8 colours one
///    of the token's own ANSI hues (``familyCandidates``), at 256 a hue within 30° of the theme's
///    and nearer it than any other status colour's. Each takes the first free one, a hue before a
///    grey, under which black or white text reaches the text ratio, where one does; of those, one
///    that keeps 3:1 on the page first, so that marks drawn in the fill show.
/// 3. The other foregrounds, in token order: each takes the first stand-in that meets the ratio of
///    every pair it is drawn in, on those surfaces; where none does, the one that meets the most
///    text pairs, then the most pairs.
/// 4. The accents (negative, warning, primary, positive, in that order), from the same hues as
///    their fills, never a grey, never another accent's hue, never the main or muted text's
///    colour: the first that reads plainly on every surface it is drawn on; else a fill of the
///    hue under legible ink (``AccentEmphasis``); only where no fill takes legible ink, one that
///    reads bold; so warning is never error, success never plain text, and status text reads at
///    the text ratio.
///
/// Before any of this, at truecolor and 256 colours, an accent text colour under the text ratio on
/// the page (a team's theme: a green primary #098551 is 4.06:1 on Nord's light page) is taken
/// toward the main text's colour, in 5% steps, to the first shade that reaches it
/// (``legibleShades(_:level:)``): its hue stays, its text reads.
///
/// Every ratio is the one the pair's use needs of those two colours at the depth
/// (``ContrastPair/Use/requiredRatio(for:foreground:background:at:)``): the level's, or, where
/// the depth's palette has no colour of the hue that reaches it, the most that hue reaches, never
/// under AA's (``DepthReach``).
///
/// A token whose nearest colour will do (and keeps its hue) keeps its truecolor value, so the presenter degrades it
/// exactly as before; a token that needs another colour gets that colour's palette value.
enum LegibleStandIns {
    /// The colour of each token (by ``ColorToken/ordinal``) to draw with at `depth`, for a theme whose
    /// truecolor values are `values` and that promises `level`. Truecolor and monochrome: unchanged.
    static func colors(for values: [RGB], level: ContrastLevel, depth: ColorDepth) -> Solution {
        guard depth != .monochrome else { return Solution(colors: values, emphasis: [:]) }
        let values = depth == .c16 || depth == .c8 ? values : legibleShades(values, level: level)
        guard depth != .truecolor else { return Solution(colors: values, emphasis: [:]) }
        let key = CacheKey(values: values, level: level, depth: depth)
        if let known = cache.withLock({ $0[key] }) { return known }
        // The built-in themes' solutions are worked out ahead (`BuiltinStandIns`): solving is
        // most of a 256-colour app's theme work at start-up.
        let colors =
            BuiltinStandIns.solution(for: values, level: level, depth: depth) ?? solve(values, level: level, depth: depth)
        cache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            cache[key] = colors
        }
        return colors
    }

    /// What ``colors(for:level:depth:)`` solves for `values` at 256, 16 and 8 colours, worked out
    /// afresh (no table, no cache), with the colours it is solved from: for `BuiltinStandIns`.
    static func solvedAfresh(_ values: [RGB], level: ContrastLevel, depth: ColorDepth) -> (solvedFrom: [RGB], Solution) {
        let values = depth == .c16 || depth == .c8 ? values : legibleShades(values, level: level)
        return (values, solve(values, level: level, depth: depth))
    }

    /// The colour of each token, and how the accents that have no legible colour of their hue are
    /// drawn.
    struct Solution: Hashable, Sendable {
        var colors: [RGB]
        var emphasis: [ColorToken: AccentEmphasis]
    }

    private static func solve(_ values: [RGB], level: ContrastLevel, depth: ColorDepth) -> Solution {
        func value(_ token: ColorToken) -> RGB { values[token.ordinal] }
        let nearest = values.map { shown(Color.rgb($0).degraded(to: depth)) }
        var chosen = nearest
        // A neutral token (text, surfaces, lines) is offered only greys at 16 and 8 colours, so a
        // cream page is white, not bright yellow; unless the theme wrote an ANSI colour itself.
        func candidates(_ token: ColorToken) -> [RGB] {
            let all = value(token).standIns(at: depth).map(shown)
            guard depth == .c16 || depth == .c8, neutralTokens.contains(token), XTermPalette.ansiIndex(of: value(token)) == nil
            else { return all }
            let greys = all.filter(isGrey)
            return greys.isEmpty ? all : greys
        }
        for token in neutralTokens { chosen[token.ordinal] = candidates(token).first ?? chosen[token.ordinal] }
        // What a pair needs of these two colours: the level's ratio, or the most the depth gives their hue.
        func target(_ pair: ContrastPair, _ foreground: RGB, _ background: RGB) -> Double {
            pair.use.requiredRatio(for: level, foreground: foreground, background: background, at: depth)
        }
        func keeps(_ pair: ContrastPair, foreground: RGB) -> Bool {
            let background = chosen[pair.background.ordinal]
            return ContrastAudit.ratio(foreground, background) >= target(pair, foreground, background)
        }

        // The main text on the page first, together: the nearest pair of stand-ins (by rank) that
        // keeps its contrast; a dark grey text's nearest may be a grey no page colour carries.
        if let page = pairs.first(where: { $0.foreground == .fg && $0.background == .bg }) {
            let texts = candidates(.fg)
            let pages = candidates(.bg)
            let combinations = texts.indices.flatMap { t in pages.indices.map { (text: t, page: $0) } }
            if let best =
                combinations
                .filter({ ContrastAudit.ratio(texts[$0.text], pages[$0.page]) >= target(page, texts[$0.text], pages[$0.page]) })
                .min(by: { ($0.text + $0.page, $0.page) < ($1.text + $1.page, $1.page) })
            {
                chosen[ColorToken.fg.ordinal] = texts[best.text]
                chosen[ColorToken.bg.ordinal] = pages[best.page]
            }
        }
        let text = chosen[ColorToken.fg.ordinal]
        for pair in pairs where pair.foreground == .fg && pair.background != .bg {
            let standIns = candidates(pair.background)
            if let surface = standIns.first(where: { ContrastAudit.ratio(text, $0) >= target(pair, text, $0) }) {
                chosen[pair.background.ordinal] = surface
            }
        }

        // The tertiary fill (a pressed chip, the tertiary button) stays apart from the secondary
        // one it is drawn next to, where a stand-in keeps the main text on it legible.
        if chosen[ColorToken.bgTertiary.ordinal] == chosen[ColorToken.bgSecondary.ordinal],
            let pair = pairs.first(where: { $0.foreground == .fg && $0.background == .bgTertiary })
        {
            let taken = [chosen[ColorToken.bgSecondary.ordinal], chosen[ColorToken.bg.ordinal]]
            if let apart = candidates(.bgTertiary)
                .first(where: { !taken.contains($0) && ContrastAudit.ratio(text, $0) >= target(pair, text, $0) })
            {
                chosen[ColorToken.bgTertiary.ordinal] = apart
            }
        }

        // The status fills stay apart from one another, as the text accents do below. Of the free
        // stand-ins: the first hued one under which black or white text reaches the text ratio
        // (labels on fills choose their own ink; a grey warning fill reads as none) and that keeps
        // WCAG's non-text 3:1 on the page, so that the marks drawn in it (a switch's track, a
        // radio's dot, a spinner) show: xterm's blue is 2.2:1 on black, so a dark primary at 8
        // colours takes cyan. Else the first hued one under legible text (labels are not always
        // bold: Dracula's magenta at 8 colours is 4.47:1 under black, so its fill stays blue and
        // marks take its text colour, ``StatusMark``), else the first such grey, else the first
        // free one. The nearest stays where no other does better.
        var fillColors: [(value: RGB, shown: RGB)] = []
        let inks = [RGB(0, 0, 0), RGB(255, 255, 255)].map { shown(Color.rgb($0).degraded(to: depth)) }
        let fillPage = chosen[ColorToken.bg.ordinal]
        for token in fills {
            let rivals = fills.filter { $0 != token }.map(value).filter { $0 != value(token) }
            let isFree = { (candidate: RGB) in
                !fillColors.contains { $0.value != value(token) && tooNear($0, (value(token), candidate), depth: depth) }
            }
            let standIns = value(token).standIns(at: depth).map(shown)
            let inFamily =
                familyCandidates(token, value: value(token), standIns: standIns, depth: depth)?.flatMap { $0 }
                ?? standIns.filter {
                    keepsFamily($0, of: value(token), apartFrom: rivals, yieldingTo: fillColors.map(\.value), depth: depth)
                }
            let free = inFamily.filter(isFree).isEmpty ? standIns.filter(isFree) : inFamily.filter(isFree)
            let nearestFill = nearest[token.ordinal]
            let legible = { (fill: RGB) in hasLegibleInk(fill, inks, level: level, depth: depth) }
            let shows = { (fill: RGB) in ContrastAudit.ratio(fill, fillPage) >= lineRatio }
            let hued = free.filter { !isGrey($0) }
            if let pick = hued.first(where: { legible($0) && shows($0) }) ?? hued.first(where: legible)
                ?? free.first(where: legible) ?? free.first,
                !(free.first == nearestFill && legible(nearestFill) && (shows(nearestFill) || !shows(pick)))
            {
                chosen[token.ordinal] = pick
            }
            fillColors.append((value(token), chosen[token.ordinal]))
        }

        // Lines (dividers, the outline of an off control, a card's border) keep WCAG's non-text
        // 3:1 on the page and the raised surfaces (``LineContrast``); so does the primary line
        // (most themes' focus ring) on the page, in a hue where one does: xterm's cyan, nearest a
        // light blue line, is 1.6:1 on an 8-colour light page, its blue 7.5:1.
        let page = chosen[ColorToken.bg.ordinal]
        for token in [ColorToken.bgLineHeavy, .bgLinePrimary] {
            let grounds = token == .bgLineHeavy ? LineContrast.lineSurfaces.map { chosen[$0.ordinal] } : [page]
            let least = { (line: RGB) in grounds.map { ContrastAudit.ratio(line, $0) }.min() ?? 1 }
            guard least(chosen[token.ordinal]) < lineRatio else { continue }
            let lines = candidates(token)
            let shows = { (line: RGB) in least(line) >= lineRatio }
            if let line = (token == .bgLinePrimary ? lines.first { !isGrey($0) && shows($0) } : nil)
                ?? lines.first(where: shows)
                ?? lines.max(by: { least($0) < least($1) })
            {
                chosen[token.ordinal] = line
            }
        }

        // Every other foreground first, in token order, so the accents can keep apart from the
        // main and muted text.
        for token in ColorToken.allCases where !accents.contains(token) {
            let drawnIn = pairs.filter { $0.foreground == token }
            guard !drawnIn.isEmpty else { continue }
            let standIns = candidates(token)
            // At 16 colours muted text takes a grey of its own, nearer the page than the main
            // text, where one keeps every pair it is drawn in (a dark page's ANSI 8, 5.3:1).
            if token == .fgMuted, depth == .c16 {
                let text = chosen[ColorToken.fg.ordinal]
                let apart = standIns.first { candidate in
                    candidate != text && candidate != page
                        && ContrastAudit.ratio(candidate, page) < ContrastAudit.ratio(text, page)
                        && drawnIn.allSatisfy { keeps($0, foreground: candidate) }
                }
                if let apart {
                    chosen[token.ordinal] = apart
                    continue
                }
            }
            if let best = bestForeground(standIns, drawnIn: drawnIn, keeps: keeps) { chosen[token.ordinal] = best }
        }
        // No grey of xterm's 16 reaches 4.5:1 on a light page: muted text there is the main text's
        // colour, as at 8 colours; the type roles stay apart by their marks (``RoleMarks``).

        var emphasis: [ColorToken: AccentEmphasis] = [:]
        var accentColors: [(value: RGB, shown: RGB)] = []
        let plainTexts = [chosen[ColorToken.fg.ordinal], chosen[ColorToken.fgMuted.ordinal]]
        for token in accents {
            let drawnIn = pairs.filter { $0.foreground == token }
            let own = value(token)
            let rivals = accents.filter { $0 != token }.map(value).filter { $0 != own }
            // Plain and bold text must not look like the main or muted text; a fill cannot.
            let isFree = { (candidate: RGB) in
                !accentColors.contains { $0.value != own && tooNear($0, (own, candidate), depth: depth) }
            }
            let isPlain = { (candidate: RGB) in isFree(candidate) && !plainTexts.contains(candidate) }
            let all = own.standIns(at: depth).map(shown)
            let family =
                familyCandidates(token, value: own, standIns: all, depth: depth)
                ?? [all.filter { keepsFamily($0, of: own, apartFrom: rivals, yieldingTo: accentColors.map(\.value), depth: depth) }]
            let groups = family.flatMap { $0 }.contains(where: isFree) ? family : [all]
            let textPairs = drawnIn.filter { $0.use == .text }
            // Whether a colour reads as `use` on every surface the text is drawn on, at the level's
            // ratio or the most its hue reaches at the depth (``DepthReach``).
            let reads = { (candidate: RGB, use: ContrastPair.Use) in
                textPairs.allSatisfy { pair in
                    let surface = chosen[pair.background.ordinal]
                    return ContrastAudit.ratio(candidate, surface)
                        >= use.requiredRatio(for: level, foreground: candidate, background: surface, at: depth)
                }
            }
            // In the order the token prefers its hues: a colour that reads plainly on every surface
            // the text is drawn on (in a hue, the one that meets every pair, icons too, first);
            // else a fill of any of its hues under legible ink (text is read at the text ratio,
            // bold or not: xterm's red at 8 colours is 3.6:1 on black, its magenta 4.48:1); only
            // where no fill takes legible ink, one that reads bold.
            let candidates = groups.flatMap { $0 }
            var pick: RGB?
            for group in groups where pick == nil {
                let plain = group.filter { isPlain($0) && reads($0, .text) }
                pick = plain.first { candidate in drawnIn.allSatisfy { keeps($0, foreground: candidate) } } ?? plain.first
            }
            if pick == nil,
                let fill = candidates.first(where: { isFree($0) && !isGrey($0) && hasLegibleInk($0, inks, level: level, depth: depth) })
            {
                pick = fill
                emphasis[token] = .filled
            }
            if pick == nil, let bold = candidates.first(where: { isPlain($0) && reads($0, .boldLabel) }) {
                pick = bold
                emphasis[token] = .bold
            }
            guard let pick = pick ?? bestForeground(candidates.filter(isPlain), drawnIn: drawnIn, keeps: keeps) else { continue }
            chosen[token.ordinal] = pick
            accentColors.append((own, pick))
        }
        let colors = values.indices.map { chosen[$0] == nearest[$0] ? values[$0] : chosen[$0] }
        return Solution(colors: colors, emphasis: emphasis)
    }

    /// `values` with each accent text colour under the text ratio on the page taken toward the
    /// main text's colour, in 5% steps, to the first shade that reaches it (at most the main text
    /// itself), and each status fill under which no ink reaches a label's ratio taken away from
    /// its better ink likewise. A theme whose accents and fills read keeps its colours exactly.
    static func legibleShades(_ values: [RGB], level: ContrastLevel) -> [RGB] {
        var values = values
        let page = values[ColorToken.bg.ordinal], text = values[ColorToken.fg.ordinal]
        let needed = ContrastPair.Use.text.requiredRatio(for: level)
        for token in accents where ContrastAudit.ratio(values[token.ordinal], page) < needed {
            let own = values[token.ordinal]
            values[token.ordinal] =
                (1...20).lazy.map { own.blended(toward: text, by: Double($0) * 0.05) }
                .first { ContrastAudit.ratio($0, page) >= needed } ?? own
        }
        // A status fill under which no ink reaches a label's ratio (a green primary #098551 in an
        // AAA theme: white is 4.68:1) is taken away from its better ink until that ink does.
        let labelled = ContrastPair.Use.boldLabel.requiredRatio(for: level)
        let black = RGB(0, 0, 0), white = RGB(255, 255, 255)
        for token in fills {
            let own = values[token.ordinal]
            let inks = [values[ColorToken.fgInverse.ordinal], black, white]
            guard !inks.contains(where: { ContrastAudit.ratio($0, own) >= labelled }) else { continue }
            let away = ContrastAudit.ratio(white, own) >= ContrastAudit.ratio(black, own) ? black : white
            values[token.ordinal] =
                (1...20).lazy.map { own.blended(toward: away, by: Double($0) * 0.05) }
                .first { fill in inks.contains { ContrastAudit.ratio($0, fill) >= labelled } } ?? own
        }
        return values
    }

    /// The first stand-in that meets the ratio of every pair it is drawn in; otherwise the one that
    /// keeps the most text pairs, then the most pairs (`max` keeps the first, nearest, of equals):
    /// labels on fills choose their own ink (`ResolvedTheme.ink`), a tooltip's text cannot.
    private static func bestForeground(
        _ standIns: [RGB], drawnIn: [ContrastPair],
        keeps: (ContrastPair, RGB) -> Bool
    ) -> RGB? {
        standIns.first { candidate in drawnIn.allSatisfy { keeps($0, candidate) } }
            ?? standIns.max { first, second in
                func score(_ candidate: RGB) -> (Int, Int) {
                    (drawnIn.count { $0.use == .text && keeps($0, candidate) }, drawnIn.count { keeps($0, candidate) })
                }
                return score(first) < score(second)
            }
    }

    /// At 16 and 8 colours, the ANSI colours a status token whose theme colour is `value` may be
    /// shown as, by hue in the order it prefers them (each hue's normal and bright twin, nearest
    /// first): primary blue or cyan (magenta or blue for a purple primary; a primary whose own hue
    /// is nearest none of those, a team's green or red brand, its own nearest hue alone, as a green
    /// success keeps to green), success green (cyan or green for a teal one), warning yellow, error
    /// red or magenta. Which of two hues comes first goes by hue angle alone: a light blue is
    /// nearer xterm's magenta than its dark blue in lightness, never in hue. `nil` for any other
    /// token or depth.
    private static func familyCandidates(_ token: ColorToken, value: RGB, standIns: [RGB], depth: ColorDepth) -> [[RGB]]? {
        guard depth == .c16 || depth == .c8 else { return nil }
        func rank(_ color: RGB) -> Int { standIns.firstIndex(of: color) ?? standIns.count }
        func nearerInHue(_ first: UInt8, than second: UInt8) -> Bool {
            let angle = { (index: UInt8) in value.hueDistance(to: XTermPalette.rgb(forIndex: index)) ?? 180 }
            return angle(first) < angle(second)
        }
        // The ANSI hues 1 to 6, nearest this colour's own hue first (none for a grey).
        let byHue = value.isNeutral ? [] : (UInt8(1)...6).sorted { nearerInHue($0, than: $1) }
        // A primary of its own hue (the inheritance page's green subtree) keeps it, as it does at
        // 256 colours, rather than the role's blue; a success of another green, placed after it, yields.
        let ownHue = byHue.first.map { ![4, 5, 6].contains($0) } ?? false
        let hues: [UInt8]
        switch token {
        case .fgPrimary where ownHue, .bgPrimary where ownHue: hues = Array(byHue.prefix(1))
        // A purple primary (dracula's) prefers magenta, which stays apart from error's red.
        case .fgPrimary, .bgPrimary: hues = nearerInHue(5, than: 4) ? [5, 4] : [4, 6]
        case .fgPositive, .bgPositive: hues = nearerInHue(6, than: 2) ? [6, 2] : [2]
        case .fgWarning, .bgWarning: hues = [3]
        case .fgNegative, .bgNegative: hues = [1, 5]
        default: return nil
        }
        return hues.map { normal -> [RGB] in
            let twins = (depth == .c16 ? [normal, normal + 8] : [normal]).map { XTermPalette.rgb(forIndex: $0) }
            return rank(twins[twins.count - 1]) < rank(twins[0]) ? twins.reversed() : twins
        }
    }

    /// Whether black or white text, as the depth shows them, reaches the text ratio on `fill` (the
    /// level's, or the most the depth gives the fill's hue: ``DepthReach``).
    private static func hasLegibleInk(_ fill: RGB, _ inks: [RGB], level: ContrastLevel, depth: ColorDepth) -> Bool {
        inks.contains { ink in
            ContrastAudit.ratio(ink, fill) >= ContrastPair.Use.text.requiredRatio(for: level, foreground: ink, background: fill, at: depth)
        }
    }

    /// Whether `candidate` keeps the meaning of `own` among the other status colours: a grey only
    /// for a grey; at 256 colours a hue within 30° (OKLab hue angle) of its own and nearer to it than
    /// to any rival's, and no nearer the hue of any status colour `placed` before it than its own
    /// is, so a dark orange warning never becomes the red of an error, nor a green success olive.
    private static func keepsFamily(
        _ candidate: RGB, of own: RGB, apartFrom rivals: [RGB], yieldingTo placed: [RGB],
        depth: ColorDepth
    ) -> Bool {
        guard !own.isNeutral else { return true }
        guard !isGrey(candidate), let distance = candidate.hueDistance(to: own) else { return false }
        // Sixteen and eight colours have too few hues to ask more: the order of choice and the
        // bright-twin rule keep them apart there.
        guard depth == .c256 else { return true }
        // Nor nearer the hue of a colour placed before it than its own is (up to 30°): Nord
        // light's warning, 21° from its error, would otherwise take #af0000, 12° from it, and
        // read as the error. (The error, placed first, keeps its red.)
        return distance <= 30
            && rivals.allSatisfy { rival in rival.hueDistance(to: candidate).map { $0 > distance } ?? true }
            && placed.filter { $0 != own }.allSatisfy { earlier in
                guard let toEarlier = earlier.hueDistance(to: candidate) else { return true }
                return toEarlier >= min(earlier.hueDistance(to: own) ?? 0, 30)
            }
    }

    /// ``ContrastPair/all``, primary text on the primary wash (a selected row's label), and every
    /// text colour drawn on `bg` as text on every surface muted text is drawn on.
    static let pairs: [ContrastPair] = {
        let surfaces = ContrastPair.all.filter { $0.foreground == .fgMuted }.map(\.background)
        let texts = ContrastPair.all.filter { $0.background == .bg && $0.use == .text }.map(\.foreground)
        // A selected row's label (a sidebar's current page) is primary text on the primary wash.
        var pairs = ContrastPair.all + [ContrastPair(.fgPrimary, on: .bgPrimaryWash, .text, usage: "selected row label")]
        for foreground in texts {
            for surface in surfaces where !pairs.contains(where: { $0.foreground == foreground && $0.background == surface }) {
                pairs.append(ContrastPair(foreground, on: surface, .text, usage: "text on a surface"))
            }
        }
        return pairs
    }()

    /// The tokens that carry no hue of their own: text, surfaces and lines.
    private static let neutralTokens: [ColorToken] = [
        .fg, .fgMuted, .fgInverse, .bg, .bgAlternate, .bgInverse, .bgSecondary, .bgTertiary, .bgSecondaryWash,
        .bgLine, .bgLineHeavy, .bgElevation1, .bgElevation2, .bgOverlay,
    ]

    /// The ratio a line keeps on the page: WCAG 1.4.11's non-text contrast.
    static let lineRatio = ContrastPair.Use.icon.requiredRatio(for: .aa)

    /// The foregrounds that carry a meaning of their own and must not look like one another.
    /// In the order they choose: error first, then warning, which must not take error's red, then
    /// primary, then success, which has green where primary takes cyan.
    private static let accents: [ColorToken] = [.fgNegative, .fgWarning, .fgPrimary, .fgPositive]

    /// The status fills, which must not look like one another either, in the order they choose
    /// (as the accents: warning before success, so success keeps green where warning takes yellow).
    private static let fills: [ColorToken] = [.bgPrimary, .bgNegative, .bgWarning, .bgPositive]

    /// Whether two shown colours read as the same colour: equal, or at 16 and 8 colours an ANSI
    /// colour and its bright twin (red and bright red).
    private static func sameHue(_ first: RGB, _ second: RGB, depth: ColorDepth) -> Bool {
        guard first != second else { return true }
        guard depth == .c16 || depth == .c8, let one = XTermPalette.ansiIndex(of: first),
            let other = XTermPalette.ansiIndex(of: second)
        else { return false }
        return one % 8 == other % 8
    }

    /// Whether status colour `candidate` (for a token whose theme value is `value`) would read as
    /// `chosen`, another status colour already placed: the same colour (at 16 and 8 colours, or its
    /// bright twin); at 256 colours, hues nearer than the theme's own two are, up to 30° (OKLab),
    /// so a warning 21° from its error never takes a red 8° from it (Nord light's #af0000 by #af5f5f).
    private static func tooNear(
        _ chosen: (value: RGB, shown: RGB), _ candidate: (value: RGB, shown: RGB),
        depth: ColorDepth
    ) -> Bool {
        if sameHue(chosen.shown, candidate.shown, depth: depth) { return true }
        guard depth == .c256, let apart = chosen.value.hueDistance(to: candidate.value),
            let shownApart = chosen.shown.hueDistance(to: candidate.shown)
        else { return false }
        return shownApart < min(apart, 30)
    }

    /// Whether a palette colour is a grey, black and white included (no hue at all).
    private static func isGrey(_ color: RGB) -> Bool { color.red == color.green && color.green == color.blue }

    /// The RGB value xterm shows a degraded colour as.
    private static func shown(_ color: Color) -> RGB { color.rgbValue(defaultColor: RGB(0, 0, 0)) }

    private struct CacheKey: Hashable {
        var values: [RGB]
        var level: ContrastLevel
        var depth: ColorDepth
    }

    /// Solutions already found; a theme is resolved at every theme, scheme or depth change.
    private static let cache = Mutex<[CacheKey: Solution]>([:])
}
