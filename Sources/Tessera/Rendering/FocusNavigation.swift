/// How Tab and the arrow keys move focus over a frame's elements: every focusable element is a
/// stop of Tab, except that the elements of one `focusSection()` are a single stop, inside which
/// the arrows move.
extension FocusMap {
    /// One stop of Tab: an element outside any section, or every element of one section, as
    /// positions in ``entries`` (a Tab looks through them without copying any entry).
    struct TabStop {
        let section: ViewIdentity?
        /// A run of one list of every focusable position, shared by all the stops: a list per
        /// stop was an allocation per focusable element at every Tab.
        let members: ArraySlice<Int>
    }

    /// The stops of Tab in reading order.
    var tabStops: [TabStop] {
        let focusable = entries.indices.filter { entries[$0].canTakeFocus }
        var stops: [TabStop] = []
        var start = 0
        while start < focusable.count {
            let section = entries[focusable[start]].section
            var end = start + 1
            if section != nil {
                while end < focusable.count, entries[focusable[end]].section == section { end += 1 }
            }
            stops.append(TabStop(section: section, members: focusable[start..<end]))
            start = end
        }
        return stops
    }

    /// Where Tab (`step` 1) or Shift-Tab (`step` -1) takes focus from `current`. With nothing
    /// focused, Tab goes to the screen's `prefersDefaultFocus()` view when it has a focusable one,
    /// else to the first stop; Shift-Tab to the last. `remembered` is the element each section had
    /// focused last.
    func tabTarget(from current: ViewIdentity?, step: Int, remembered: [ViewIdentity: ViewIdentity]) -> Entry? {
        let stops = tabStops
        guard let last = stops.indices.last else { return nil }
        guard let index = stops.firstIndex(where: { $0.members.contains { entries[$0].interaction.identity == current } }) else {
            if step > 0, let preferred = entries.first(where: { $0.canTakeFocus && $0.preferredIn.contains(nil) }) {
                // A preferred view that starts with a section (a tab row) is entered as Tab would.
                guard let section = preferred.section, let stop = stops.first(where: { $0.section == section }) else {
                    return preferred
                }
                return entering(stop, remembered: remembered)
            }
            return entering(stops[step > 0 ? 0 : last], remembered: remembered)
        }
        let next = ((index + step) % stops.count + stops.count) % stops.count
        return entering(stops[next], remembered: remembered)
    }

    /// Where an arrow takes focus from `current` (`step` 1 for ↓ and →, -1 for ↑ and ←): inside a
    /// section, the next element of that section, or nil at its end; elsewhere, where Tab would.
    func arrowTarget(from current: ViewIdentity?, step: Int, remembered: [ViewIdentity: ViewIdentity]) -> Entry? {
        guard let section = entry(for: current)?.section else {
            return tabTarget(from: current, step: step, remembered: remembered)
        }
        let members = entries.indices.filter { entries[$0].canTakeFocus && entries[$0].section == section }
        guard let index = members.firstIndex(where: { entries[$0].interaction.identity == current }) else {
            return tabTarget(from: current, step: step, remembered: remembered)
        }
        let next = index + step
        return members.indices.contains(next) ? entries[members[next]] : nil
    }

    /// Each section's preferred element (the first focusable one inside its `prefersDefaultFocus()`).
    var preferredEntries: [ViewIdentity: ViewIdentity] {
        var preferred: [ViewIdentity: ViewIdentity] = [:]
        // Every frame asks: over the entries in place, not a filtered copy of them.
        // Most entries prefer nothing: that is asked first, before any hashing.
        for entry in entries where !entry.preferredIn.isEmpty && entry.canTakeFocus {
            guard let section = entry.section, entry.preferredIn.contains(section), preferred[section] == nil else { continue }
            preferred[section] = entry.interaction.identity
        }
        return preferred
    }

    /// The element focus takes on entering `stop`: in a section, the one that prefers default
    /// focus there, else the one focused there last, else the first.
    private func entering(_ stop: TabStop, remembered: [ViewIdentity: ViewIdentity]) -> Entry? {
        guard let first = stop.members.first else { return nil }
        guard let section = stop.section else { return entries[first] }
        if let preferred = stop.members.first(where: { entries[$0].preferredIn.contains(section) }) { return entries[preferred] }
        if let last = remembered[section], let member = stop.members.first(where: { entries[$0].interaction.identity == last }) {
            return entries[member]
        }
        return entries[first]
    }
}
