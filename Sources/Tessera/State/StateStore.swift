/// The persistent storage of one `@State` property (or of a built-in view's own state: a scroll
/// offset, a cursor).
///
/// A change reaches the records that read the value (``StateReaders``): a `@State` property's
/// `wrappedValue` and the one binding `$value` hands out are watched reads, so the view whose
/// body read the value resolves again, and a view that only passed `$value` on does not. The
/// binding is made once per storage, so a view holding it is passed the same argument frame after
/// frame (and is skipped when nothing else changed). A built-in view's own state (a scroll offset,
/// a cursor), read by its nodes rather than by a body, makes its owner resolve again instead.
final class StateStorage: @unchecked Sendable {
    /// Read and written on the thread that renders, or under the app's own synchronisation.
    var value: Any
    /// The record that claimed it first, which its changes make dirty when ``dirtiesOwner`` is set.
    let owner: RecordHandle?
    /// Whether a change makes the owner dirty whether or not it read the value (a built-in view's
    /// state); otherwise only the records that read it resolve again.
    let dirtiesOwner: Bool
    private let onChange: (StateStorage) -> Void
    private let readers = StateReaders()
    /// The binding `$value` hands out, made on first use (a `Binding<Value>`).
    private var binding: Any?

    init(value: Any, owner: RecordHandle?, dirtiesOwner: Bool, onChange: @escaping (StateStorage) -> Void) {
        self.value = value
        self.owner = owner
        self.dirtiesOwner = dirtiesOwner
        self.onChange = onChange
    }

    /// The value, read as a watched access: the record resolving now resolves again when it changes.
    var observedValue: Any {
        readers.noteRead()
        return value
    }

    /// How many reader entries the value holds, and how many still matter (for tests).
    var readerCounts: (held: Int, live: Int) { readers.counts }

    /// Stores a new value: every record that read it resolves again (and the owner, for a
    /// built-in view's state).
    func set(_ newValue: Any) {
        value = newValue
        readers.changed()
        if dirtiesOwner { onChange(self) }
    }

    /// The one binding to this storage as a `Value`; `fallback` is what it reads once the storage
    /// is gone (its view left the tree while something kept the binding).
    func binding<Value>(as type: Value.Type, fallback: Value) -> Binding<Value> {
        if let binding = binding as? Binding<Value> { return binding }
        // Weak: the storage keeps its binding, and must not be kept by it.
        let made = Binding<Value>(
            get: { [weak self] in
                guard let self else { return fallback }
                readers.noteRead()
                return value as? Value ?? fallback
            },
            set: { [weak self] newValue in self?.set(newValue) })
        binding = made
        return made
    }
}

/// Every `@State` value of a view tree, keyed by view identity and slot. Storage lives as long as
/// the record that claimed it: when a view leaves the tree (its record is let go, or it resolves
/// again without it), its storage goes, so a view that comes back starts fresh.
final class StateStore {
    struct Key: Hashable {
        let identity: ViewIdentity
        let slot: Int
    }

    private var storages: [Key: StateStorage] = [:]
    /// Called whenever a state value changes, on the thread that changed it.
    var onChange: @Sendable (StateStorage) -> Void = { _ in }

    /// The storage for `key`, made with `initial` when there is none; `owner` is the record
    /// claiming it, made dirty by every change when `dirtiesOwner` is set.
    func storage(for key: Key, initial: Any, owner: RecordHandle?, dirtiesOwner: Bool) -> StateStorage {
        if let existing = storages[key] { return existing }
        let onChange = self.onChange
        let created = StateStorage(value: initial, owner: owner, dirtiesOwner: dirtiesOwner) { onChange($0) }
        storages[key] = created
        return created
    }

    /// Drops the storage of `keys`.
    func remove(_ keys: some Sequence<Key>) {
        for key in keys { storages[key] = nil }
    }

    var count: Int { storages.count }

    /// How many reader entries the storages hold in all, and how many still matter (for tests).
    var readerCounts: (held: Int, live: Int) {
        storages.values.map(\.readerCounts).reduce((0, 0)) { ($0.0 + $1.held, $0.1 + $1.live) }
    }
}

/// A record as its state and watches name it from any thread: they may outlive it.
final class RecordHandle: @unchecked Sendable {
    /// Set and cleared on the thread that renders; read there only.
    weak var record: ViewRecord?

    init(_ record: ViewRecord? = nil) {
        self.record = record
    }
}
