/// The house button variants (TOKENS.md, "Component colours").
public enum ButtonVariant: String, CaseIterable, Hashable, Sendable {
    /// The inherited default: the label in `fgPrimary` (underlined in monochrome), no fill, a
    /// focus ring only. Always one row, so unstyled buttons in lists and toolbars stay as compact
    /// as text.
    case plain
    /// The call to action: a `bgPrimary` fill with `fgInverse` text.
    case primary
    /// A `bgSecondary` fill with `fg` text.
    case secondary
    /// A `bgTertiary` fill with `fg` text.
    case tertiary
    /// A `bgPositive` fill with `fgInverse` text.
    case positive
    /// A `bgNegative` fill with `fgInverse` text, for destructive actions.
    case negative
    /// A `bgInverse` fill with `fgInverse` text.
    case inverse
    /// A quiet button: a `bgAlternate` fill and `fgMuted` text.
    case foregroundMuted
}

/// Control sizes: large and medium are three rows (a padded fill or a bordered box), small is one.
/// Density adjusts both (see ``buttonMetrics(size:density:spacing:)``).
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    /// One row.
    case small
    /// Three rows at regular density.
    case medium
    /// Three rows with wider padding at regular density.
    case large
}
