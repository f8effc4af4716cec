/// The colours of a house progress bar, circle or spinner (TOKENS.md, "ProgressBar",
/// "ProgressCircle, Spinner"). Returned by ``progressColors(isEnabled:)``.
public struct ProgressColors: Hashable, Sendable {
    /// The done part of a bar, the ring of a circle, the spinner.
    public let fill: ColorToken
    /// The part of a bar still to do.
    public let track: ColorToken
    /// The label and the percentage.
    public let text: ColorToken
}

/// Fill bgPrimary (bgLineHeavy when disabled) on a bgLine track, text in fgMuted: the token table's
/// wiring. Below 256 colours a bar draws these; at 256 colours and up it paints the shades of them
/// that keep its fill 3:1 from its track (`ProgressPaint`: the track taken from `bgLine`, a
/// disabled fill the one disabled ink).
public func progressColors(isEnabled: Bool) -> ProgressColors {
    ProgressColors(fill: isEnabled ? .bgPrimary : .bgLineHeavy, track: .bgLine, text: .fgMuted)
}
