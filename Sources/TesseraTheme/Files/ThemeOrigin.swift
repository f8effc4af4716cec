import FoundationEssentials

/// Where a theme file comes from: a built-in (embedded at build time), a file on disk, or bytes
/// already in memory.
package enum ThemeOrigin: Hashable, Sendable {
    case builtin(String)
    /// A file, and its path as shown in messages (as the user wrote it, or joined from an `extends`).
    case file(URL, display: String)
    /// The bytes of a theme file that has no folder, so it can extend only built-ins; `display`
    /// names it in messages.
    case bytes([UInt8], display: String)

    /// Equal for two references to the same theme file; used to find cycles.
    var identity: String {
        switch self {
        case .builtin(let name): "builtin:\(name)"
        case .file(let url, _): "file:\(url.standardizedFileURL.resolvingSymlinksInPath().path)"
        case .bytes(_, let display): "bytes:\(display)"
        }
    }

    /// The file as messages name it.
    var displayFile: String {
        switch self {
        case .builtin(let name): "Themes/\(name).json"
        case .file(_, let display), .bytes(_, let display): display
        }
    }

    /// A short name for the cycle in a chain of `extends`.
    var shortName: String {
        switch self {
        case .builtin(let name): name
        case .file(let url, _): MessageText.escaped(url.lastPathComponent)
        case .bytes(_, let display): MessageText.escaped(URL(fileURLWithPath: display).lastPathComponent)
        }
    }

    /// The theme's name when its file gives none: the file name without `.json`, with control
    /// characters written out, as a name inside a theme file must have none.
    var defaultThemeName: String {
        switch self {
        case .builtin(let name): name
        case .file(let url, _): MessageText.escaped(url.deletingPathExtension().lastPathComponent)
        case .bytes(_, let display): MessageText.escaped(URL(fileURLWithPath: display).deletingPathExtension().lastPathComponent)
        }
    }

    /// The theme an `extends` value written in this file refers to, or why there is none.
    ///
    /// A value with a `/` or ending in `.json` is a path, relative to this file's folder. Any other
    /// value is a built-in name, or else the file `<value>.json` next to this one. Bytes in memory
    /// have no folder: they extend built-ins only.
    func parent(_ value: String, builtins: BuiltinThemeFiles) -> Result<ThemeOrigin, ThemeProblem> {
        let isPath = value.contains("/") || value.hasSuffix(".json")
        switch self {
        case .bytes:
            if !isPath, builtins.names.contains(value) { return .success(.builtin(value)) }
            if isPath {
                return .failure(
                    ThemeProblem(
                        .missingParent,
                        "a theme read from memory can extend only a built-in, not the file \(MessageText.quoted(value, limit: 1024))"))
            }
        case .builtin:
            let name = isPath ? URL(fileURLWithPath: value).deletingPathExtension().lastPathComponent : value
            if builtins.names.contains(name) { return .success(.builtin(name)) }
        case .file(let url, let display):
            if !isPath, builtins.names.contains(value) { return .success(.builtin(value)) }
            let relative = isPath ? value : "\(value).json"
            let parentURL =
                relative.hasPrefix("/")
                ? URL(fileURLWithPath: relative)
                : url.deletingLastPathComponent().appending(path: relative)
            let folder = PathText.folder(of: display)
            let parentDisplay = relative.hasPrefix("/") || folder.isEmpty ? relative : "\(folder)/\(relative)"
            if FileManager.default.fileExists(atPath: parentURL.path) {
                return .success(.file(parentURL, display: parentDisplay))
            }
            if isPath {
                return .failure(ThemeProblem(.missingParent, "no such file: \(MessageText.quoted(parentDisplay, limit: 1024))"))
            }
        }
        let hint = ThemeSuggestion.hint(for: value, in: builtins.names)
        return .failure(
            ThemeProblem(
                .missingParent,
                "no built-in theme or file named \(MessageText.quoted(value))\(hint) (built-ins: \(builtins.names.joined(separator: ", ")))"
            ))
    }
}
