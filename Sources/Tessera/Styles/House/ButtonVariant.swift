/// The house button variants (TOKENS.md, "Component colours").
public enum ButtonVariant: String, CaseIterable, Hashable, Sendable {
    /// The inherited default: foreground text, no fill, a focus ring only.
    case plain
    case primary, secondary, tertiary, positive, negative, inverse, foregroundMuted
}

/// Control sizes: large and medium are three rows (a padded fill or a bordered box), small is one.
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    case small, medium, large
}
