/// Light or dark. Every semantic colour has a value for each.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    /// Dark text on a light page.
    case light
    /// Light text on a dark page.
    case dark
}
