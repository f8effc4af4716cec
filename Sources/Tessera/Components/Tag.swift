/// How loudly a tag speaks: a pale wash with strong text, or a strong fill with pale text.
public enum TagEmphasis: String, CaseIterable, Hashable, Sendable {
    /// `low`: the hue's pale wash with strong text; `high`: the strong fill with pale, bold text.
    case low, high
}

/// A short label that classifies something: "New", "Beta", "Pending". Not interactive.
///
/// ```swift
/// HStack {
///     Tag("New", hue: .green)
///     Tag("Beta", hue: .purple, emphasis: .high)
/// }
/// ```
///
/// Colours come from the hue's ramp in the theme (TOKENS.md, Tag: low emphasis is step 0 behind
/// step 60 text, high emphasis the reverse). Tags never wrap or truncate.
public struct Tag: View {
    let title: String
    let hue: Hue
    let emphasis: TagEmphasis

    @Environment(\.resolvedTheme) private var theme

    /// - Parameters:
    ///   - title: the tag's text.
    ///   - hue: one of the six hues.
    ///   - emphasis: low (a wash, the default) or high (a strong fill).
    public init(_ title: String, hue: Hue = .blue, emphasis: TagEmphasis = .low) {
        self.title = title
        self.hue = hue
        self.emphasis = emphasis
    }

    /// The title as a pill in the hue and emphasis; a low tag whose hue no legible colour shows
    /// carries the hue's mark (`Hue/mark`) before its title.
    public var body: some View {
        let colors = tagColors(emphasis: emphasis, hue: hue, theme: theme)
        Pill(
            label: Text(colors.mark.map { "\($0) \(title)" } ?? title).textRole(.label1), fill: colors.fill,
            text: colors.text, strong: emphasis == .high)
    }
}

/// A tag's fill and text colour.
struct TagColors: Hashable {
    /// `nil`: no fill of its own (a low tag at 16 and 8 colours, bracketed text on what it sits on).
    var fill: RGB?
    var text: RGB
    /// The hue's mark before the title, where the text cannot show the hue (``lowTagText(_:hue:theme:)``).
    var mark: Character? = nil
}

/// TOKENS.md, Tag: low emphasis fills with hue step 0 and writes in step 60; high emphasis fills
/// with step 60 and writes in step 0 — each text colour replaced where the theme's depth would
/// leave it under its text ratio (``ResolvedTheme/ink(_:on:ratio:use:)``). A low tag at 16 and 8
/// colours, whose wash the page swallows, is bracketed text with no fill (``pillLook``), so the
/// low row never reads as the high one; its text is the hue's (``lowTagText(_:hue:theme:)``).
func tagColors(emphasis: TagEmphasis, hue: Hue, theme: ResolvedTheme) -> TagColors {
    let ramp = hueRamp(hue, theme: theme)
    switch emphasis {
    case .low:
        let text = lowTagText(ramp, hue: hue, theme: theme)
        let washed = theme.depth.showsWashes || theme.depth == .monochrome
        return TagColors(fill: washed ? ramp.wash : nil, text: text.color, mark: text.mark)
    case .high: return TagColors(fill: ramp.fill, text: theme.ink(ramp.wash, on: ramp.fill))
    }
}

/// A low tag's text: the hue's, on its wash (on the page at 16 and 8 colours, where the wash is
/// lost), where it reaches the text ratio. Else at truecolor and 256 colours the hue's text taken
/// toward the ink that reads, in 5% steps, to the first shade that reaches it, so the hue stays in
/// the text (the default light orange, #CF470E on its wash, is 4.44:1). Where no shade of the hue
/// does (xterm's green and yellow on white), or where the depth shows the shade as another hue's
/// low-tag text (at 256 colours the default light orange's shade rounds to red's 160), the ink that
/// reads, with the hue's mark (``Hue/mark``): a hue is never dropped for plain text, nor shown as
/// another.
func lowTagText(_ ramp: HueRamp, hue: Hue, theme: ResolvedTheme) -> (color: RGB, mark: Character?) {
    guard theme.depth != .monochrome else { return (ramp.text, nil) }
    let ground = lowTagGround(ramp, theme: theme)
    if theme.reachesTextRatio(ramp.text, on: ground) { return (ramp.text, nil) }
    let ink = theme.ink(ramp.text, on: ground)
    if let shade = lowTagShade(ramp, theme: theme) {
        let others = Hue.allCases.filter { $0 != hue }.map { other -> RGB in
            let otherRamp = hueRamp(other, theme: theme)
            let otherGround = lowTagGround(otherRamp, theme: theme)
            if theme.reachesTextRatio(otherRamp.text, on: otherGround) { return theme.shown(otherRamp.text) }
            return theme.shown(lowTagShade(otherRamp, theme: theme) ?? theme.ink(otherRamp.text, on: otherGround))
        }
        if !others.contains(theme.shown(shade)) { return (shade, nil) }
    }
    // The ink is plain text: the mark is all that is left of the hue, even where the theme's own
    // colour of it is near grey (gruvbox's purple was, and lost both).
    return (ink, hue.mark)
}

/// What a low tag's text sits on: its wash, or the page where the depth loses washes.
private func lowTagGround(_ ramp: HueRamp, theme: ResolvedTheme) -> RGB {
    theme.depth.showsWashes ? ramp.wash : theme.rgb(.bg)
}

/// The first shade of a low tag's hue text, toward the ink that reads, that reaches the text ratio
/// on its wash and still shows the hue as the depth shows it: within ``lowTagHueDrift`` of the
/// hue's own text (at 256 colours Nord dark's purple shade #B9A5E3 rounds to the blue-grey #AFAFD7,
/// 240°); `nil` where washes cannot show or none does.
private func lowTagShade(_ ramp: HueRamp, theme: ResolvedTheme) -> RGB? {
    guard theme.depth.showsWashes, !ramp.text.isNeutral else { return nil }
    let ground = ramp.wash
    let toward =
        ContrastAudit.ratio(RGB(0, 0, 0), ground) >= ContrastAudit.ratio(RGB(255, 255, 255), ground)
        ? RGB(0, 0, 0) : RGB(255, 255, 255)
    return (1...19).lazy.map { ramp.text.blended(toward: toward, by: Double($0) * 0.05) }
        .first { shade in
            theme.reachesTextRatio(shade, on: ground)
                && theme.shown(shade).hueDistance(to: ramp.text).map { $0 <= lowTagHueDrift } ?? false
        }
}

/// How far (OKLab degrees) a low tag's shaded text may show from its hue's own: the status
/// colours' bound at 256 colours (``LegibleStandIns``).
private let lowTagHueDrift = 30.0
