/// The colours of a house switch when it is on (TOKENS.md: the track is the variant's fill).
public enum ToggleVariant: String, CaseIterable, Hashable, Sendable {
    /// A `bgPrimary` track: the inherited default.
    case primary
    /// A `bgPositive` track.
    case positive
    /// A `bgNegative` track.
    case negative

    /// What tells an on switch of this variant apart in monochrome, where its track's colour is
    /// gone: added to the `━━●` track and the label, as a button's variant marks are
    /// (``ButtonVariant/colorlessMarks``): primary none (the on track is bold for every variant),
    /// positive italic, negative underline (as an error is underlined in monochrome).
    var colorlessMarks: TextAttributes {
        switch self {
        case .primary: []
        case .positive: .italic
        case .negative: .underline
        }
    }

    /// The track's token when the switch is on.
    var onTrack: ColorToken {
        switch self {
        case .primary: .bgPrimary
        case .positive: .bgPositive
        case .negative: .bgNegative
        }
    }
}
