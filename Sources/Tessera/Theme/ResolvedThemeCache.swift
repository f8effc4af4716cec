import Synchronization

/// Resolved themes by theme, scheme and depth, shared by every host in the process: resolving
/// one (every token at a depth, with legible stand-ins) is work, and a frame sets the same theme
/// again each time a provider or a scheme modifier resolves. The same theme value gives the same
/// ``ResolvedTheme`` storage, so environments that set it again keep their fingerprint.
enum ResolvedThemeCache {
    private struct Entry: Sendable {
        let theme: Theme
        let scheme: ColorScheme
        let depth: ColorDepth
        let resolved: ResolvedTheme
    }

    /// A handful of recent resolutions is enough: a frame uses one or two themes, the gallery's
    /// switches a few.
    private static let capacity = 32
    private static let entries = Mutex<[Entry]>([])

    static func resolved(_ theme: Theme, scheme: ColorScheme, depth: ColorDepth) -> ResolvedTheme {
        let inputs = InputLayout.of(Theme.self)
        if let hit = entries.withLock({ list in
            list.first { $0.scheme == scheme && $0.depth == depth && ValueBytes.equal($0.theme, theme, in: inputs) }
        }) {
            return hit.resolved
        }
        let resolved = ResolvedTheme(theme: theme, scheme: scheme, depth: depth)
        entries.withLock { list in
            if list.count >= capacity { list.removeFirst() }
            list.append(Entry(theme: theme, scheme: scheme, depth: depth, resolved: resolved))
        }
        return resolved
    }
}
