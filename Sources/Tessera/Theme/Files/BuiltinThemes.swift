/// The built-in theme files, embedded at build time from `Themes/*.json` (see `embeddedThemeFiles`),
/// and the themes they resolve to.
enum BuiltinThemes {
    /// Every built-in name: `default` first, then alphabetical.
    static let names: [String] = {
        let all = embeddedThemeFiles.map(\.name)
        return all.filter { $0 == "default" } + all.filter { $0 != "default" }.sorted()
    }()

    /// The text of a built-in theme file.
    static func text(named name: String) -> String? {
        embeddedThemeFiles.first { $0.name == name }?.text
    }

    /// Every built-in, resolved once on first use.
    static let resolved: [String: Result<Theme, ThemeLoadError>] = Dictionary(
        uniqueKeysWithValues: names.map { ($0, ThemeResolver.resolve(.builtin($0))) })
}
