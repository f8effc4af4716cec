/// The built-in themes, embedded at build time from `Themes/*.json` by the EmbedThemes plugin
/// (`EmbeddedThemes`): the text of each file, and the theme it resolves to as a Swift value, so
/// that no built-in is parsed at run time.
enum BuiltinThemes {
    /// The text of every built-in file: what an `extends` of a built-in reads.
    static let files = BuiltinThemeFiles(EmbeddedThemes.files)

    /// Every built-in name: `default` first, then alphabetical.
    static var names: [String] { EmbeddedThemes.names }

    /// The built-in theme named `name`, exactly as ``ThemeResolver`` resolves its file.
    static func theme(named name: String) -> Theme? {
        EmbeddedThemes.theme(named: name)
    }
}
