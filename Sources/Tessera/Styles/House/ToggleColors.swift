/// The colours of a house switch: what ``toggleColors(variant:isOn:theme:)`` returns.
public struct ToggleColors: Hashable, Sendable {
    /// The track: the variant's fill when on, `offToggleTrack` when off.
    public var track: Color
    /// The thumb: `fgInverse` in the light scheme, `fg` in the dark one, or whichever of `fgInverse`,
    /// `fg` and `bg` reaches 3:1 on the track where that one does not (a white knob on the light
    /// off track is 1.5:1).
    public var thumb: Color
    /// The label: `fg` when on, `fgMuted` when off.
    public var label: Color

    /// Creates a set of switch colours.
    public init(track: Color, thumb: Color, label: Color) {
        self.track = track
        self.thumb = thumb
        self.label = label
    }
}

/// The colours of a house switch (TOKENS.md, the Switch row, and "control labels are fgMuted
/// when off and fg when on").
public func toggleColors(variant: ToggleVariant, isOn: Bool, theme: ResolvedTheme) -> ToggleColors {
    ToggleColors(
        track: theme.color(isOn ? variant.onTrack : offToggleTrack),
        thumb: theme.color(toggleThumb(on: isOn ? variant.onTrack : offToggleTrack, theme: theme)),
        label: controlLabelColor(isOn: isOn, theme: theme))
}

/// An off switch's track: the line colour, which keeps 3:1 on the page (``LineContrast``), so an
/// off switch reads as a switch and not as a lone knob (`bgTertiary` was 1.4–2.0:1).
let offToggleTrack: ColorToken = .bgLineHeavy

/// The label of a two-state control: `fg` when on, `fgMuted` when off.
func controlLabelColor(isOn: Bool, theme: ResolvedTheme) -> Color {
    theme.color(isOn ? .fg : .fgMuted)
}

/// The knob of a switch on `track`: `fgInverse` in the light scheme, `fg` in the dark one, unless it
/// is under 3:1 there (WCAG 1.4.11), where another of the theme's inks is used.
func toggleThumb(on track: ColorToken, theme: ResolvedTheme) -> ColorToken {
    theme.inkToken(
        theme.scheme == .light ? .fgInverse : .fg, on: track, ratio: ContrastPair.Use.icon.requiredRatio(for: theme.theme.contrast))
}
