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

    /// The title as a pill in the hue and emphasis.
    public var body: some View {
        let colors = tagColors(emphasis: emphasis, hue: hue, theme: theme)
        Pill(label: Text(title).textRole(.label1), fill: colors.fill, text: colors.text, strong: emphasis == .high,
             bold: colors.bold)
    }
}

/// A tag's fill and text colour.
struct TagColors: Hashable {
    var fill: RGB
    var text: RGB
    /// Drawn bold: a low tag's hue text that reaches only the bold ratio (``lowTagText(_:theme:)``).
    var bold = false
}

/// TOKENS.md, Tag: low emphasis fills with hue step 0 and writes in step 60; high emphasis fills
/// with step 60 and writes in step 0 — each text colour replaced where the theme's depth would
/// leave it under 4.5:1 (``ResolvedTheme/ink(_:on:ratio:use:)``), and a low tag whose hue would be
/// lost that way (no wash, no legible hue text) filled with the hue; a low tag's hue text that
/// reaches only the bold ratio is drawn bold, as status text is (``AccentEmphasis/bold``).
func tagColors(emphasis: TagEmphasis, hue: Hue, theme: ResolvedTheme) -> TagColors {
    let ramp = hueRamp(hue, theme: theme)
    switch emphasis {
    case .low:
        // Brackets keep it a low tag where the wash is lost (16 and 8 colours); a hue whose text
        // would not show it takes the hue's fill instead, with legible ink.
        guard !lowTagTakesFill(hue, theme: theme) else {
            return TagColors(fill: ramp.fill, text: theme.ink(ramp.wash, on: ramp.fill))
        }
        let text = lowTagText(ramp, theme: theme)
        return TagColors(fill: ramp.wash, text: text.color, bold: text.bold)
    case .high: return TagColors(fill: ramp.fill, text: theme.ink(ramp.wash, on: ramp.fill))
    }
}

/// A low tag's text on its wash: the hue's text where it reaches the text ratio; else, at 16 and
/// 8 colours (whose palette has few legible hues), where it
/// reaches the bold-label ratio (3:1; in an AAA theme 7:1, or the most the depth gives the hue),
/// the hue's text drawn bold, as status text is; else the ink that reads (black or white, and the
/// hue is lost).
func lowTagText(_ ramp: HueRamp, theme: ResolvedTheme) -> (color: RGB, bold: Bool) {
    let plain = theme.ink(ramp.text, on: ramp.wash)
    guard plain != ramp.text, theme.depth == .c16 || theme.depth == .c8,
          theme.ink(ramp.text, on: ramp.wash, use: .boldLabel) == ramp.text
    else { return (plain, false) }
    return (ramp.text, true)
}
