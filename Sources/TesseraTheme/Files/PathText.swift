/// File paths as text, split and joined the way `NSString`'s path methods do, without Foundation:
/// for messages and for the files the gallery writes.
package enum PathText {
    /// The folder part: `themes/mine.json` → `themes`, `/mine.json` → `/`, a bare `mine.json` → "".
    package static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last part: `themes/mine.json` → `mine.json`, `themes/` → `themes`, `/` → `/`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `component` inside the folder `path`: `out` + `a.svg` → `out/a.svg`; an empty folder adds nothing.
    package static func appending(_ component: String, to path: String) -> String {
        guard !path.isEmpty else { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    private static func withoutTrailingSlashes(_ path: String) -> Substring {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
