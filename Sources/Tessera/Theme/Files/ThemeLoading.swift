import FoundationEssentials

extension Theme {
    /// The names of the built-in themes, `default` first, then alphabetical.
    public static var builtinNames: [String] { BuiltinThemes.names }

    /// The built-ins whose colours are fixed values, so that contrast can be measured: all but
    /// those of terminal colours (``TerminalColors``), which the structure audit covers.
    package static var measurableBuiltinNames: [String] {
        builtinNames.filter { BuiltinThemes.theme(named: $0)?.terminalColors == nil }
    }

    /// A built-in theme, e.g. `try Theme.builtin(named: "nord")`.
    ///
    /// Built-ins are embedded when Tessera is built, so this works whatever the working directory.
    public static func builtin(named name: String) throws(ThemeLoadError) -> Theme {
        guard let theme = BuiltinThemes.theme(named: name) else {
            let hint = ThemeSuggestion.hint(for: name, in: builtinNames)
            throw ThemeLoadError([
                ThemeError(
                    kind: .unknownTheme, file: name,
                    problem:
                        "no built-in theme named \(MessageText.quoted(name))\(hint) (built-ins: \(builtinNames.joined(separator: ", ")))")
            ])
        }
        return theme
    }

    /// Loads a theme file and the themes it extends.
    ///
    /// Throws every problem found — in this file and in its parents — each with the file, the JSON
    /// path, the line and column, and what is wrong.
    public static func load(contentsOf url: URL) throws(ThemeLoadError) -> Theme {
        let display = url.isFileURL ? url.relativePath : url.absoluteString
        return try ThemeResolver.resolve(.file(url, display: display), builtins: BuiltinThemes.files).get()
    }

    /// Decodes and validates the bytes of a theme file exactly as ``load(contentsOf:)`` does, but
    /// from memory: `extends` may name only built-ins, and messages call the file `file`.
    package static func decode(_ bytes: [UInt8], file: String = "theme.json") throws(ThemeLoadError) -> Theme {
        try ThemeResolver.resolve(.bytes(bytes, display: file), builtins: BuiltinThemes.files).get()
    }

    /// A built-in theme by name, or else a theme file by path (what `--theme NAME|PATH` accepts).
    public static func named(_ nameOrPath: String) throws(ThemeLoadError) -> Theme {
        if builtinNames.contains(nameOrPath) { return try builtin(named: nameOrPath) }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
        if looksLikePath || FileManager.default.fileExists(atPath: nameOrPath) {
            return try ThemeResolver.resolve(.file(URL(fileURLWithPath: nameOrPath), display: nameOrPath), builtins: BuiltinThemes.files)
                .get()
        }
        let hint = ThemeSuggestion.hint(for: nameOrPath, in: builtinNames)
        throw ThemeLoadError([
            ThemeError(
                kind: .unknownTheme, file: nameOrPath,
                problem:
                    "no built-in theme or file named \(MessageText.quoted(nameOrPath))\(hint) (built-ins: \(builtinNames.joined(separator: ", ")))"
            )
        ])
    }
}
