/// The row the keyboard cursor moves to for `press`, among `count` rows of which `page` show at
/// once: ↑ and ↓ one row, PgUp and PgDn a page, Home and End to the ends, stopping there. With no
/// cursor yet, ↓, PgDn and Home go to the first row and ↑, PgUp and End to the last. `nil` when the
/// key is not a navigation key (or there are no rows). Shift may be held (to extend a selection).
func collectionCursor(after press: KeyPress, cursor: Int?, count: Int, page: Int) -> Int? {
    guard count > 0, press.modifiers.subtracting(.shift).isEmpty else { return nil }
    let last = count - 1, page = max(1, page)
    func moved(_ delta: Int) -> Int {
        guard let cursor else { return delta > 0 ? 0 : last }
        return min(max(0, cursor + delta), last)
    }
    switch press.key {
    case .down: return moved(1)
    case .up: return moved(-1)
    case .pageDown: return cursor == nil ? 0 : moved(page)
    case .pageUp: return cursor == nil ? last : moved(-page)
    case .home: return 0
    case .end: return last
    default: return nil
    }
}

/// The rows from `anchor` to `cursor`, in either direction: what Shift and the arrows select.
func rowRange(from anchor: Int, to cursor: Int) -> ClosedRange<Int> {
    min(anchor, cursor)...max(anchor, cursor)
}

/// Type-to-jump: letters typed within a second of each other make one prefix, and the cursor goes
/// to the first row from the cursor on (wrapping) whose text starts with it, ignoring case.
final class TypeAhead {
    private(set) var prefix = ""
    private var lastTyped: ContinuousClock.Instant?
    /// How long a pause starts a new prefix.
    static let pause: Duration = .seconds(1)

    /// Whether a prefix is being typed at `now` (a space then belongs to it).
    func isTyping(at now: ContinuousClock.Instant) -> Bool {
        guard let lastTyped, !prefix.isEmpty else { return false }
        return now - lastTyped <= Self.pause
    }

    /// Adds `character`, typed at `now`, to the prefix; returns the prefix to look for.
    func type(_ character: Character, at now: ContinuousClock.Instant) -> String {
        if let lastTyped, now - lastTyped > Self.pause { prefix = "" }
        lastTyped = now
        prefix.append(character)
        return prefix
    }
}

/// The row a type-ahead `prefix` jumps to: the first after the cursor (wrapping around) whose text
/// starts with it, ignoring case, when the prefix is a new letter or one letter repeated (`ddd`
/// steps through the rows starting with d); for a longer prefix the cursor's own row counts too,
/// so typing on refines the match in place.
func typeAheadMatch(_ prefix: String, cursor: Int?, count: Int, text: (Int) -> String?) -> Int? {
    guard count > 0, !prefix.isEmpty else { return nil }
    let needle = prefix.lowercased()
    let repeated = Set(needle).count == 1
    let look = repeated ? String(needle.prefix(1)) : needle
    let from = repeated ? (cursor ?? -1) + 1 : (cursor ?? 0)
    for step in 0..<count {
        let index = (from + step) % count
        if let row = text(index), row.lowercased().hasPrefix(look) { return index }
    }
    return nil
}
