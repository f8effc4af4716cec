/// "Did you mean …?" for unknown names.
package enum ThemeSuggestion {
    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(name.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// ` (did you mean "x"?)`, or nothing.
    package static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { " (did you mean \(MessageText.quoted($0))?)" } ?? ""
    }

    /// Edit distance between two strings, by character, where swapping two neighbours counts as one
    /// edit (optimal string alignment); long inputs are cut to keep it cheap.
    package static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first.prefix(64))
        let b = Array(second.prefix(64))
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
