/// Light or dark. Every semantic colour has a value for each.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}
