/// Whether an optional part of a view shows.
public enum Visibility: Sendable, Equatable {
    /// The component's own choice.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
