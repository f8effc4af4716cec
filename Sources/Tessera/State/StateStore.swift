/// The persistent storage of one `@State` property.
final class StateStorage {
    var value: Any
    private let onChange: () -> Void

    init(value: Any, onChange: @escaping () -> Void) {
        self.value = value
        self.onChange = onChange
    }

    func didChange() { onChange() }
}

/// Every `@State` value of a view tree, keyed by view identity. Storage that no view claimed in a
/// frame is dropped at the end of it, so a view that leaves the tree and comes back starts fresh.
final class StateStore {
    private struct Key: Hashable {
        let identity: ViewIdentity
        let slot: Int
    }

    private var storages: [Key: StateStorage] = [:]
    private var claimed: Set<Key> = []
    /// Called whenever a state value changes.
    var onChange: () -> Void = {}

    func storage(for identity: ViewIdentity, slot: Int, initial: Any) -> StateStorage {
        let key = Key(identity: identity, slot: slot)
        claimed.insert(key)
        if let existing = storages[key] { return existing }
        let created = StateStorage(value: initial) { [weak self] in self?.onChange() }
        storages[key] = created
        return created
    }

    /// Starts a frame: nothing is claimed yet.
    func beginFrame() { claimed.removeAll(keepingCapacity: true) }

    /// Ends a frame: drops the storage of views that are gone.
    func endFrame() {
        if storages.count != claimed.count {
            storages = storages.filter { claimed.contains($0.key) }
        }
    }

    var count: Int { storages.count }
}
