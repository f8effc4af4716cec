/// The six named hues of tags and avatars.
///
/// A hue is not a fixed colour: each is read from the theme, so a theme that restyles its
/// semantic colours restyles its tags and avatars too.
///
/// | hue | step 0 (wash) | step 60 as a fill | step 60 as text |
/// | --- | --- | --- | --- |
/// | blue | bgPrimaryWash | bgPrimary | fgPrimary |
/// | green | bgPositiveWash | bgPositive | fgPositive |
/// | orange | bgWarningWash | bgWarning | fgWarning |
/// | red | bgNegativeWash | bgNegative | fgNegative |
/// | gray | bgSecondary | fgMuted | fgMuted |
/// | purple | blue's three colours with their HSL hue turned to violet (`purpleHue(from:)`) | | |
///
/// Gray's wash is `bgSecondary` (not the page colour) so that a neutral tag stays visible.
/// Purple has no semantic token, so it is derived from the primary colours: same lightness, a
/// violet hue — legible wherever the theme's primary is. The primary is not always blue (gruvbox's
/// is teal, #83A598, 16% saturated), so the turn lands in violet to magenta whatever it starts
/// from, and the fill and text keep at least `purpleMinimumSaturation`: a turned teal was a
/// steel blue (#8FA1AE) that read as gray and rounded to the grey #9E9E9E at 256 colours.
public enum Hue: String, CaseIterable, Hashable, Sendable {
    /// The hues, each read from the theme as the table above shows.
    case blue, purple, green, orange, red, gray

    /// The glyph a low tag of this hue shows before its title where no legible colour of the hue
    /// can (xterm's green and yellow on white): the banner's and the fields' icons, so a hue keeps
    /// its meaning by shape — blue `●`, purple `★`, green `✓`, orange `▲`, red `✖`; gray none.
    var mark: Character? {
        switch self {
        case .blue: "●"
        case .purple: "★"
        case .green: "✓"
        case .orange: "▲"
        case .red: "✖"
        case .gray: nil
        }
    }
}

/// One hue's colours in a theme: its pale step 0 and its strong step 60 (which has a fill form
/// and a text form, as the theme's tokens do).
struct HueRamp: Hashable {
    /// Step 0: the pale wash.
    var wash: RGB
    /// Step 60 for filling a surface.
    var fill: RGB
    /// Step 60 for text on the wash.
    var text: RGB
}

/// How far purple's hue is turned from the primary's, in degrees, before it is kept in
/// ``purpleHues``.
let purpleHueTurn = 50.0

/// The HSL hues that read as purple, in degrees: from violet (265°; 240° is blue, and 255° an
/// indigo that reads as blue beside it) to magenta-pink (330°, short of rose and red).
let purpleHues = 265.0...330.0

/// The least HSL saturation of purple's fill and text: under it a hue reads as a tinted grey
/// beside the gray tag, and at 256 colours rounds to a grey (gruvbox's own purples are 39–47%).
let purpleMinimumSaturation = 0.4

/// Purple's HSL hue for a theme whose blue has HSL hue `blue`: blue's turned by ``purpleHueTurn``,
/// kept within ``purpleHues``. The default's blue (221°) gives 271°, Dracula's violet (265°) a
/// magenta 315°; a teal (gruvbox's 157°) or a cyan (Nord's frost, 193°) gives violet, 265°.
func purpleHue(from blue: Double) -> Double {
    let turned = (blue + purpleHueTurn).truncatingRemainder(dividingBy: 360)
    return min(max(turned, purpleHues.lowerBound), purpleHues.upperBound)
}

/// A hue's step 0 and step 60 in `theme` (see ``Hue`` for the wiring).
///
/// At 16 and 8 colours two hues can land on one ANSI hue family (purple, derived from blue,
/// becomes blue; Catppuccin's dark purple becomes red), and a colour and its bright twin (blue
/// #0000ee and #5c5cff) read as one hue. There each chromatic hue's fill and text, in the order
/// blue, green, red, purple, orange, take a family no hue before them shows as (``ansiFamily``:
/// the theme's own colour where its family is one of the hue's and free, then the hue's families
/// in order): a fill the first under which some ink reaches the text ratio, a text the first that
/// reaches it on the page. A text with no legible colour of its own families is left as the theme
/// gives it, for ``lowTagText(_:hue:theme:)`` to replace with ink and the hue's mark.
func hueRamp(_ hue: Hue, theme: ResolvedTheme) -> HueRamp {
    guard theme.depth == .c16 || theme.depth == .c8, let index = distinctHueOrder.firstIndex(of: hue) else {
        return themeHueRamp(hue, theme: theme)
    }
    var fills: Set<UInt8> = [], texts: Set<UInt8> = []
    var ramp = themeHueRamp(hue, theme: theme)
    let page = theme.shown(theme.rgb(.bg))
    for earlier in distinctHueOrder[...index] {
        ramp = themeHueRamp(earlier, theme: theme)
        // Purple's wash is blue's turned; dark, it can show as a strong blue where blue's own wash
        // shows as the page. A wash carries no hue at low depth, so purple takes blue's.
        if earlier == .purple { ramp.wash = themeHueRamp(.blue, theme: theme).wash }
        let wash = ramp.wash
        ramp.fill = distinctColor(ramp.fill, of: earlier, apartFrom: fills, anyFamily: true, theme: theme) { fill in
            theme.reachesTextRatio(theme.ink(wash, on: fill), on: fill)
        }
        ramp.text = distinctColor(ramp.text, of: earlier, apartFrom: texts, anyFamily: false, theme: theme) { text in
            theme.reachesTextRatio(text, on: page)
        }
        theme.shown(ramp.fill).ansiHueFamily.map { _ = fills.insert($0) }
        if theme.reachesTextRatio(ramp.text, on: page) { theme.shown(ramp.text).ansiHueFamily.map { _ = texts.insert($0) } }
    }
    return ramp
}

/// The chromatic hues in the order they claim ANSI colours at low depth.
private let distinctHueOrder: [Hue] = [.blue, .green, .red, .purple, .orange]

/// The ANSI hue families (1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan) a hue may be
/// shown as at low depth, its own first, then its nearest neighbour's (orange may become yellow
/// or red, purple magenta or blue).
private func ansiFamily(_ hue: Hue) -> [UInt8] {
    switch hue {
    case .blue: [4, 6]
    case .purple: [5, 4]
    case .green: [2, 6]
    case .orange: [3, 1]
    case .red: [1, 5]
    case .gray: []
    }
}

/// `value` where it shows as one of the hue's families that none of `taken` is and `prefers` it,
/// else the first colour of the hue's families (normal, then at 16 colours bright) that is free
/// and preferred, else the first free one; with `anyFamily`, then any free family nearest the
/// hue. `value` where none is free.
private func distinctColor(
    _ value: RGB, of hue: Hue, apartFrom taken: Set<UInt8>, anyFamily: Bool,
    theme: ResolvedTheme, prefers: (RGB) -> Bool
) -> RGB {
    let own = ansiFamily(hue)
    var families = own
    if anyFamily {
        let rest = (1...6).filter { !own.contains($0) }
        families += rest.sorted {
            (value.hueDistance(to: XTermPalette.rgb(forIndex: $0)) ?? 180, $0)
                < (value.hueDistance(to: XTermPalette.rgb(forIndex: $1)) ?? 180, $1)
        }
    }
    let free = families.filter { !taken.contains($0) }
    let shownFamily = theme.shown(value).ansiHueFamily
    let keepsValue = shownFamily.map { own.contains($0) && free.contains($0) } ?? false
    let candidates =
        (keepsValue ? [value] : [])
        + free.flatMap { family in
            (theme.depth == .c16 ? [family, family + 8] : [family]).map { XTermPalette.rgb(forIndex: $0) }
        }
    return candidates.first(where: prefers) ?? candidates.first ?? value
}

extension ResolvedTheme {
    /// Whether `foreground` on `background`, as the depth shows them, reaches the text ratio (the
    /// level's, or the most the depth gives the hue: ``DepthReach``).
    func reachesTextRatio(_ foreground: RGB, on background: RGB) -> Bool {
        let ink = shown(foreground), ground = shown(background)
        return ContrastAudit.ratio(ink, ground)
            >= ContrastPair.Use.text.requiredRatio(for: theme.contrast, foreground: ink, background: ground, at: depth)
    }
}

/// A hue's step 0 and step 60 as the theme's tokens give them.
private func themeHueRamp(_ hue: Hue, theme: ResolvedTheme) -> HueRamp {
    func ramp(_ wash: ColorToken, _ fill: ColorToken, _ text: ColorToken) -> HueRamp {
        HueRamp(wash: theme.rgb(wash), fill: theme.rgb(fill), text: theme.rgb(text))
    }
    switch hue {
    case .blue: return ramp(.bgPrimaryWash, .bgPrimary, .fgPrimary)
    case .green: return ramp(.bgPositiveWash, .bgPositive, .fgPositive)
    case .orange: return ramp(.bgWarningWash, .bgWarning, .fgWarning)
    case .red: return ramp(.bgNegativeWash, .bgNegative, .fgNegative)
    case .gray: return ramp(.bgSecondary, .fgMuted, .fgMuted)
    case .purple:
        let blue = themeHueRamp(.blue, theme: theme)
        // The wash keeps its faint saturation: a wash is a tint of the page.
        return HueRamp(
            wash: blue.wash.turnedPurple,
            fill: blue.fill.turnedPurple.saturated(atLeast: purpleMinimumSaturation).asLegible(as: blue.fill),
            text: blue.text.turnedPurple.saturated(atLeast: purpleMinimumSaturation))
    }
}

extension RGB {
    /// This fill moved toward white or black (whichever its better label is not), in 5% steps,
    /// until black or white text on it has the contrast it has on `model`: a turned hue keeps
    /// its saturation and lightness but not its luminance, and violet is darker than blue.
    func asLegible(as model: RGB) -> RGB {
        func best(_ fill: RGB) -> Double {
            max(ContrastAudit.ratio(RGB(0, 0, 0), fill), ContrastAudit.ratio(RGB(255, 255, 255), fill))
        }
        let wanted = best(model)
        let lighten = ContrastAudit.ratio(RGB(0, 0, 0), self) >= ContrastAudit.ratio(RGB(255, 255, 255), self)
        var fill = self
        for step in 1...10 where best(fill) < wanted {
            fill = blended(toward: lighten ? RGB(255, 255, 255) : RGB(0, 0, 0), by: Double(step) * 0.05)
        }
        return fill
    }

    /// This colour with its HSL hue turned to purple's (``purpleHue(from:)``), saturation and
    /// lightness kept; a grey unchanged.
    var turnedPurple: RGB {
        guard let hue = hsl.hue else { return self }
        return hueTurned(by: purpleHue(from: hue) - hue)
    }

    /// This colour in HSL: hue in degrees from 0 to 360 (`nil` for a grey, which has none),
    /// saturation and lightness from 0 to 1.
    var hsl: (hue: Double?, saturation: Double, lightness: Double) {
        let r = Double(red) / 255, g = Double(green) / 255, b = Double(blue) / 255
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        guard chroma > 0 else { return (nil, 0, lightness) }
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == r {
            hue = (g - b) / chroma
        } else if high == g {
            hue = (b - r) / chroma + 2
        } else {
            hue = (r - g) / chroma + 4
        }
        hue = (hue * 60).truncatingRemainder(dividingBy: 360)
        return (hue < 0 ? hue + 360 : hue, saturation, lightness)
    }

    /// This colour with its HSL hue turned by `degrees`, saturation and lightness kept (always a
    /// valid colour: HSL covers exactly the RGB cube).
    func hueTurned(by degrees: Double) -> RGB {
        let (hue, saturation, lightness) = hsl
        guard let hue else { return self }
        var turned = (hue + degrees).truncatingRemainder(dividingBy: 360)
        if turned < 0 { turned += 360 }
        return RGB(hue: turned, saturation: saturation, lightness: lightness)
    }

    /// This colour with its HSL saturation raised to at least `minimum`, hue and lightness kept;
    /// a grey, which has no hue to saturate, unchanged.
    func saturated(atLeast minimum: Double) -> RGB {
        let (hue, saturation, lightness) = hsl
        guard let hue, saturation < minimum else { return self }
        return RGB(hue: hue, saturation: minimum, lightness: lightness)
    }

    /// A colour from HSL: hue in degrees, saturation and lightness from 0 to 1.
    init(hue: Double, saturation: Double, lightness: Double) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue / 60
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case ..<1: (r, g, b) = (chroma, second, 0)
        case ..<2: (r, g, b) = (second, chroma, 0)
        case ..<3: (r, g, b) = (0, chroma, second)
        case ..<4: (r, g, b) = (0, second, chroma)
        case ..<5: (r, g, b) = (second, 0, chroma)
        default: (r, g, b) = (chroma, 0, second)
        }
        let offset = lightness - chroma / 2
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, ((value + offset) * 255).rounded()))) }
        self.init(byte(r), byte(g), byte(b))
    }
}
