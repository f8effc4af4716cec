/// The colours of a house switch when it is on (TOKENS.md: the track is the variant's fill).
public enum ToggleVariant: String, CaseIterable, Hashable, Sendable {
    /// A `bgPrimary` track: the inherited default.
    case primary
    /// A `bgPositive` track.
    case positive
    /// A `bgNegative` track.
    case negative

    /// The track's token when the switch is on.
    var onTrack: ColorToken {
        switch self {
        case .primary: .bgPrimary
        case .positive: .bgPositive
        case .negative: .bgNegative
        }
    }
}
