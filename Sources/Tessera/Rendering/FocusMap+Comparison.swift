extension FocusMap {
    /// Where this map differs from `other` (nil where it does not): each element (the same
    /// interaction, frames and path), the key handlers with their counts, scroll views, scroll
    /// targets, shortcuts and focus states. For ``ViewHost/verifiesIncrementalFrames``, which
    /// compares the map a frame copied parts of with one walked afresh.
    func difference(from other: FocusMap) -> String? {
        guard entries.count == other.entries.count else { return "\(entries.count) elements, not \(other.entries.count)" }
        for (index, (entry, fresh)) in zip(entries, other.entries).enumerated() {
            let same =
                entry.interaction === fresh.interaction && entry.frame == fresh.frame
                && entry.visibleFrame == fresh.visibleFrame && entry.keyHandlers.count == fresh.keyHandlers.count
                && entry.scrollViews.elementsEqual(fresh.scrollViews, by: ===) && entry.section == fresh.section
                && entry.preferredIn == fresh.preferredIn
                && entry.focusTargets.elementsEqual(fresh.focusTargets) { $0.storage === $1.storage && $0.value == $1.value }
            if !same { return "element \(index) (\(entry.interaction.label ?? "unlabelled")) differs" }
        }
        guard keyHandlers.map(\.focusable) == other.keyHandlers.map(\.focusable) else { return "the key handlers differ" }
        guard focusableCount == other.focusableCount else { return "\(focusableCount) focusable, not \(other.focusableCount)" }
        guard
            scrollViews.elementsEqual(other.scrollViews, by: { $0.node === $1.node && $0.visibleFrame == $1.visibleFrame })
        else { return "the scroll views differ" }
        guard
            scrollTargets.elementsEqual(
                other.scrollTargets,
                by: { $0.request == $1.request && $0.frame == $1.frame && $0.scrollViews.elementsEqual($1.scrollViews, by: ===) })
        else { return "the scroll targets differ" }
        guard
            shortcuts.elementsEqual(
                other.shortcuts, by: { $0.shortcut == $1.shortcut && $0.entry.interaction === $1.entry.interaction })
        else { return "the shortcuts differ" }
        guard focusStates.elementsEqual(other.focusStates, by: ===) else { return "the focus states differ" }
        return nil
    }
}
