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

    /// Room for every built-in theme in both schemes at every depth (8 × 2 × 5), so that a
    /// process that goes through them all — the gallery's switches, a test suite rendering them in
    /// parallel — does not evict what it is about to use again (a 256-colour resolution takes
    /// half a second in a debug build). Least recently used first out.
    private static let capacity = 96
    private static let entries = Mutex<[Entry]>([])

    static func resolved(_ theme: Theme, scheme: ColorScheme, depth: ColorDepth) -> ResolvedTheme {
        let inputs = InputLayout.of(Theme.self)
        if let hit = entries.withLock({ list -> ResolvedTheme? in
            guard
                let index = list.lastIndex(where: {
                    // Same bytes is the common case (the same value set again); an equal theme
                    // built anew (a body that derives one each time) has new dictionaries, so
                    // equal bytes alone missed it, resolved it again and evicted a built-in.
                    $0.scheme == scheme && $0.depth == depth && (ValueBytes.equal($0.theme, theme, in: inputs) || $0.theme == theme)
                })
            else { return nil }
            // The most recently used last, so eviction takes the least recently used.
            if index != list.count - 1 { list.append(list.remove(at: index)) }
            return list[list.count - 1].resolved
        }) {
            return hit
        }
        let resolved = ResolvedTheme(theme: theme, scheme: scheme, depth: depth)
        entries.withLock { list in
            if list.count >= capacity { list.removeFirst() }
            list.append(Entry(theme: theme, scheme: scheme, depth: depth, resolved: resolved))
        }
        return resolved
    }
}
