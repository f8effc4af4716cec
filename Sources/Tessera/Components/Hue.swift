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
/// | purple | blue's three colours with their HSL hue turned by +50° | | |
///
/// Gray's wash is `bgSecondary` (not the page colour) so that a neutral tag stays visible.
/// Purple has no semantic token, so it is derived from the primary colours: same saturation and
/// lightness, a violet hue — legible wherever the theme's primary is.
public enum Hue: String, CaseIterable, Hashable, Sendable {
    /// The hues, each read from the theme as the table above shows.
    case blue, purple, green, orange, red, gray
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

/// How far purple's hue is turned from the primary's, in degrees.
let purpleHueTurn = 50.0

/// A hue's step 0 and step 60 in `theme` (see ``Hue`` for the wiring).
///
/// At 16 and 8 colours two hues can land on one ANSI colour (purple, derived from blue, becomes
/// blue): there each chromatic hue's fill and text, in the order blue, green, red, purple,
/// orange, keep their colour unless a hue before them shows as it; then they take the first ANSI
/// colour of their own family (``ansiFamily``) that no hue before them shows as. A fill under which
/// no ink reaches the text ratio takes its bright or normal twin where one does (``legibleTwin``).
func hueRamp(_ hue: Hue, theme: ResolvedTheme) -> HueRamp {
    guard theme.depth == .c16 || theme.depth == .c8, let index = distinctHueOrder.firstIndex(of: hue) else {
        return themeHueRamp(hue, theme: theme)
    }
    var fills: [RGB] = [], texts: [RGB] = []
    var ramp = themeHueRamp(hue, theme: theme)
    for earlier in distinctHueOrder[...index] {
        ramp = themeHueRamp(earlier, theme: theme)
        // Purple's wash is blue's turned; dark, it can show as a strong blue where blue's own wash
        // shows as the page. A wash carries no hue at low depth, so purple takes blue's.
        if earlier == .purple { ramp.wash = themeHueRamp(.blue, theme: theme).wash }
        ramp.fill = legibleTwin(distinctColor(ramp.fill, of: earlier, from: fills, theme: theme), under: ramp.wash,
                                from: fills, theme: theme)
        ramp.text = distinctColor(ramp.text, of: earlier, from: texts, theme: theme)
        fills.append(theme.shown(ramp.fill))
        texts.append(theme.shown(ramp.text))
    }
    return ramp
}

/// Whether a low-emphasis tag is filled with its hue at 16 and 8 colours, where the page
/// swallows its wash: when its text, as the depth shows it, no longer tells the hue (a grey —
/// xterm's green, yellow and magenta are under 4.5:1 on white, so the ink falls back to black — or
/// the colour an earlier hue's text already shows) and the fill takes a legible ink (8 colours'
/// magenta is 4.47:1 under black, so purple stays text there).
func lowTagTakesFill(_ hue: Hue, theme: ResolvedTheme) -> Bool {
    guard theme.depth == .c16 || theme.depth == .c8 else { return false }
    var shownTexts: [RGB] = []
    for earlier in distinctHueOrder {
        let ramp = hueRamp(earlier, theme: theme)
        let shown = theme.shown(lowTagText(ramp, theme: theme).color)
        let lost = (shown.red == shown.green && shown.green == shown.blue) || shownTexts.contains(shown)
        let fillInk = theme.shown(theme.ink(ramp.wash, on: ramp.fill))
        let fill = theme.shown(ramp.fill)
        let needed = ContrastPair.Use.text.requiredRatio(for: theme.theme.contrast, foreground: fillInk, background: fill,
                                                        at: theme.depth)
        let takesFill = lost && ContrastAudit.ratio(fillInk, fill) >= needed
        if earlier == hue { return takesFill }
        if !takesFill { shownTexts.append(shown) }
    }
    return false
}

/// The chromatic hues in the order they claim ANSI colours at low depth.
private let distinctHueOrder: [Hue] = [.blue, .green, .red, .purple, .orange]

/// The ANSI colours a hue may be shown as at low depth, its own first, then its nearest
/// neighbour's (orange may become yellow, purple magenta); bright twins at 16 colours only.
private func ansiFamily(_ hue: Hue, depth: ColorDepth) -> [UInt8] {
    let normal: [UInt8]
    switch hue {
    case .blue: normal = [4, 6]
    case .purple: normal = [5, 4]
    case .green: normal = [2, 6]
    case .orange: normal = [3, 1]
    case .red: normal = [1, 5]
    case .gray: normal = []
    }
    return depth == .c16 ? normal.flatMap { [$0, $0 + 8] } : normal
}

/// `value`, or the first colour of the hue's ANSI family that none of `taken` shows as.
private func distinctColor(_ value: RGB, of hue: Hue, from taken: [RGB], theme: ResolvedTheme) -> RGB {
    guard taken.contains(theme.shown(value)) else { return value }
    return ansiFamily(hue, depth: theme.depth).map { XTermPalette.rgb(forIndex: $0) }
        .first { !taken.contains($0) } ?? value
}

/// `fill`, or at 16 colours its bright or normal twin (no hue before it shows as) where the ink
/// drawn on `fill` does not reach the text ratio and on the twin it does: in an AAA theme no ink
/// reaches 7:1 on xterm's magenta, white is 4.69:1 on #cd00cd and black 6.69:1 on #ff00ff, the
/// most the depth gives the hue (``DepthReach``).
private func legibleTwin(_ fill: RGB, under preferred: RGB, from taken: [RGB], theme: ResolvedTheme) -> RGB {
    guard theme.depth == .c16, let index = XTermPalette.ansiIndex(of: theme.shown(fill)), (1...6).contains(index % 8)
    else { return fill }
    func legible(_ candidate: RGB) -> Bool {
        let ground = theme.shown(candidate), ink = theme.shown(theme.ink(preferred, on: candidate))
        return ContrastAudit.ratio(ink, ground)
            >= ContrastPair.Use.text.requiredRatio(for: theme.theme.contrast, foreground: ink, background: ground, at: theme.depth)
    }
    guard !legible(fill) else { return fill }
    let twin = XTermPalette.rgb(forIndex: index < 8 ? index + 8 : index - 8)
    return !taken.contains(twin) && legible(twin) ? twin : fill
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
        return HueRamp(wash: blue.wash.hueTurned(by: purpleHueTurn),
                       fill: blue.fill.hueTurned(by: purpleHueTurn).asLegible(as: blue.fill),
                       text: blue.text.hueTurned(by: purpleHueTurn))
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

    /// This colour with its HSL hue turned by `degrees`, saturation and lightness kept (always a
    /// valid colour: HSL covers exactly the RGB cube).
    func hueTurned(by degrees: Double) -> RGB {
        let r = Double(red) / 255, g = Double(green) / 255, b = Double(blue) / 255
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        guard chroma > 0 else { return self }
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == r {
            hue = (g - b) / chroma
        } else if high == g {
            hue = (b - r) / chroma + 2
        } else {
            hue = (r - g) / chroma + 4
        }
        hue = (hue * 60 + degrees).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return RGB(hue: hue, saturation: saturation, lightness: lightness)
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
