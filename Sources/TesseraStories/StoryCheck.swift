/// A check `assertStories` and the gallery run on every story, in every mode.
public enum StoryCheck: String, Hashable, Sendable, CaseIterable {
    /// Every interactive element has an accessibility label.
    case accessibilityLabels = "accessibility-labels"
    /// Every text cell's contrast, as a terminal of the mode's depth shows it, meets the theme's level.
    case contrast
    /// The story fits the mode's size: nothing is clipped.
    case clipping
    /// What the truecolor render tells apart (focused, disabled, on and off) stays apart in monochrome.
    case monochromeStates = "monochrome-states"
    /// Every control Tab reaches shows its focus at the mode's depth by a glyph (the ring's
    /// characters, a heavier box) or reverse video, not only by colours or by bold and underline,
    /// and the marks focus draws keep 3:1 against what they sit on.
    case focusVisible = "focus-visible"
    /// Two status colours the truecolor render shows in different hues (error and warning, a red
    /// tag and a purple one) do not show as one colour at the mode's depth, unless an icon tells them apart.
    case distinctHues = "distinct-hues"
}
