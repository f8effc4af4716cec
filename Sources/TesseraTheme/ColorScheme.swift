/// Light or dark. Every semantic colour has a value for each.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    /// Dark text on a light page.
    case light
    /// Light text on a dark page.
    case dark
    /// Whichever of the two the terminal's background is, as detected when the app started
    /// (light where it could not be told). Setting it in the environment (`ThemeProvider(_:scheme:)`,
    /// `.environment(\.colorScheme, .automatic)`) stores the detected scheme, so a view never reads
    /// `.automatic` back; a theme asked for its colours in it gives the light ones.
    case automatic

    /// The two schemes a theme has colours for: light and dark (`.automatic` is a request for one).
    public static var allCases: [ColorScheme] { [.light, .dark] }

    /// This scheme, with `.automatic` taken as `detected`.
    public func resolved(detected: ColorScheme) -> ColorScheme {
        self == .automatic ? (detected == .dark ? .dark : .light) : self
    }
}
