extension Theme {
    /// Tessera's default theme, from the built-in `Themes/default.json` (the token table of
    /// TOKENS.md), which is the source of truth for every token and role.
    ///
    /// Its value is generated when Tessera is built, so using it parses nothing.
    public static let `default`: Theme = EmbeddedThemes.defaultTheme()
}
