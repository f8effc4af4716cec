/// The values every view inherits from its ancestors: theme, colour scheme, styles, enabled
/// state and more. A modifier changes them for its subtree only; the nearest ancestor wins.
///
/// Each value remembers where it was set (``source(of:)``), which the gallery's inspector shows.
public struct EnvironmentValues {
    struct Entry {
        var value: Any
        var source: LazySource
    }

    /// Where a value came from, with a modifier's name built only when someone asks (an
    /// inspector): naming it eagerly would format strings for every modifier in every frame.
    enum LazySource {
        case keyDefault
        case provider(String)
        case modifier(() -> String, scope: String)

        var resolved: EnvironmentSource {
            switch self {
            case .keyDefault: .keyDefault
            case .provider(let name): .provider(name)
            case .modifier(let name, let scope): .modifier(name(), scope: scope)
            }
        }
    }

    /// Every field below, in one box shared by copies until one of them writes: the resolver copies
    /// its context (and so the environment) several times per node on its way down, and a copy of
    /// one reference is far cheaper than a copy of every field (issue 14).
    private var storage: Storage

    /// The box, made this copy's own first when other copies share it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            return storage
        }
    }

    /// The values read most, typed (``HotEnvironmentValues``); their properties read and write
    /// them through ``readHot(_:)`` and ``wroteHot(_:_:)``.
    var hot: HotEnvironmentValues {
        get { storage.hot }
        _modify { yield &uniqueStorage.hot }
    }

    /// A hash of every value set so far and of the keys they were set for, in order: equal
    /// fingerprints mean an equal environment, so a view that resolved in one need not resolve again
    /// in the other (``ViewRecord``). The values hashed stay alive in the recorded environment, so
    /// an object's address in a hash cannot have been reused by another object.
    var fingerprint: UInt64 { storage.fingerprint }

    /// The source recorded by the setter; the resolver sets it around each modifier.
    var writeSource: LazySource {
        get { storage.writeSource }
        _modify { yield &uniqueStorage.writeSource }
    }

    /// An environment in which every key has its default value.
    public init() {
        storage = Storage.defaults
    }

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            storage.readRecorder?.keys.append(.dictionary(id))
            return storage.entries?.entry(for: id)?.value as? Key.Value ?? Key.defaultValue
        }
        set {
            set(key, newValue, fingerprint: ValueBytes.hash(newValue))
        }
    }

    /// Sets `key` to `value`, whose own fingerprint is `valueFingerprint` (styles hash the style
    /// they wrap, not the closures that draw it).
    mutating func set<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value, fingerprint valueFingerprint: UInt64) {
        let id = ObjectIdentifier(key)
        let storage = uniqueStorage
        storage.entries = EntryLink.adding(Entry(value: value, source: storage.writeSource), for: id, to: storage.entries)
        storage.fingerprint = Fingerprint.mix(Fingerprint.mix(storage.fingerprint, UInt64(UInt(bitPattern: id))), valueFingerprint)
    }

    /// Notes a read of the typed value `key`, for ``source(of:)``.
    @inline(__always)
    func readHot(_ key: HotEnvironmentKey) {
        storage.readRecorder?.keys.append(.hot(key))
    }

    /// Notes that the typed value `key` was just set to `value`.
    @inline(__always)
    mutating func wroteHot<Value>(_ key: HotEnvironmentKey, _ value: Value) {
        let storage = uniqueStorage
        storage.pendingHotWrites |= key.bit
        storage.fingerprint = Fingerprint.mix(Fingerprint.mix(storage.fingerprint, key.fingerprintID), ValueBytes.hash(value))
    }

    /// Links the typed values written since the last link to ``writeSource``.
    private mutating func linkPendingHotWrites() {
        guard storage.pendingHotWrites != 0 else { return }
        let storage = uniqueStorage
        storage.hotSources = HotSourceLink(keys: storage.pendingHotWrites, source: storage.writeSource, next: storage.hotSources)
        storage.pendingHotWrites = 0
    }

    /// Where the value behind `keyPath` came from.
    public func source<Value>(of keyPath: KeyPath<EnvironmentValues, Value>) -> EnvironmentSource {
        var probe = self
        let recorder = ReadRecorder()
        probe.uniqueStorage.readRecorder = recorder
        _ = probe[keyPath: keyPath]
        switch recorder.keys.first {
        case nil: return .keyDefault
        case .dictionary(let key): return storage.entries?.entry(for: key)?.source.resolved ?? .keyDefault
        case .hot(let key):
            if storage.pendingHotWrites & key.bit != 0 { return writeSource.resolved }
            var link = storage.hotSources
            while let current = link {
                if current.keys & key.bit != 0 { return current.source.resolved }
                link = current.next
            }
            return .keyDefault
        }
    }

    /// Runs `body` on a copy whose writes are recorded as coming from `source`.
    func setting(from source: LazySource, _ body: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var copy = self
        copy.linkPendingHotWrites()
        let previous = copy.writeSource
        copy.writeSource = source
        body(&copy)
        copy.linkPendingHotWrites()
        copy.writeSource = previous
        return copy
    }

    /// The fields of an environment. Copied whole when a copy that shares it writes; its fields are
    /// only ever reached through a copy that owns it (``uniqueStorage``) or read, never both at
    /// once, so their accesses need no run-time exclusivity checks (each read would pay for one).
    private final class Storage {
        /// The box every default environment shares until it writes.
        nonisolated(unsafe) static let defaults = Storage()

        /// The values set for keys outside ``hot``, newest first.
        @exclusivity(unchecked) var entries: EntryLink?
        @exclusivity(unchecked) var hot = HotEnvironmentValues()
        /// Where the typed values were set, newest first: one link per ``setting(from:_:)`` that
        /// wrote any, not a dictionary copied on every write.
        @exclusivity(unchecked) var hotSources: HotSourceLink?
        /// The typed values written since the last link, by ``writeSource``.
        @exclusivity(unchecked) var pendingHotWrites: UInt32 = 0
        @exclusivity(unchecked) var fingerprint: UInt64 = 0
        @exclusivity(unchecked) var writeSource: LazySource = .keyDefault
        /// Records which keys a read touched, for ``source(of:)``.
        @exclusivity(unchecked) var readRecorder: ReadRecorder?

        init() {}

        init(copying other: Storage) {
            entries = other.entries
            hot = other.hot
            hotSources = other.hotSources
            pendingHotWrites = other.pendingHotWrites
            fingerprint = other.fingerprint
            writeSource = other.writeSource
            readRecorder = other.readRecorder
        }
    }

    /// A value set for a key outside ``hot``, linked to those set before it: a write adds a link
    /// instead of copying a dictionary every copy of the environment shared (each subtree that sets
    /// a style or a key of its own did, about a hundred times a theme switch), and a read walks
    /// the few keys an environment sets, newest first, so the nearest setting wins.
    private final class EntryLink {
        let key: ObjectIdentifier
        let entry: Entry
        let next: EntryLink?
        /// Links from this one to the end: bounded by ``adding(_:for:to:)``.
        let length: Int
        /// The links of the list this one was last compacted into (0 before any compaction): a
        /// list is compacted again only once it has doubled, so many keys cannot make every
        /// write compact.
        let compactedLength: Int

        init(key: ObjectIdentifier, entry: Entry, next: EntryLink?, compactedLength: Int? = nil) {
            self.key = key
            self.entry = entry
            self.next = next
            length = (next?.length ?? 0) + 1
            self.compactedLength = compactedLength ?? next?.compactedLength ?? 0
        }

        /// The newest entry for `key` from this link on.
        func entry(for key: ObjectIdentifier) -> Entry? {
            var link: EntryLink? = self
            while let current = link {
                if current.key == key { return current.entry }
                link = current.next
            }
            return nil
        }

        /// The most links a list keeps before the entries hidden by newer ones are dropped: an
        /// environment written in a loop would otherwise make every read longer.
        static let compactionLength = 64

        /// `list` with `entry` set for `key`.
        static func adding(_ entry: Entry, for key: ObjectIdentifier, to list: EntryLink?) -> EntryLink {
            var rest = list
            // The same key set again at once replaces its link.
            if let head = rest, head.key == key { rest = head.next }
            if let long = rest, long.length >= max(compactionLength, 2 * long.compactedLength) {
                rest = long.withoutHiddenEntries()
            }
            return EntryLink(key: key, entry: entry, next: rest)
        }

        /// The same entries, each key once.
        private func withoutHiddenEntries() -> EntryLink? {
            var seen = Set<ObjectIdentifier>()
            var newestFirst: [(ObjectIdentifier, Entry)] = []
            var link: EntryLink? = self
            while let current = link {
                if seen.insert(current.key).inserted { newestFirst.append((current.key, current.entry)) }
                link = current.next
            }
            return newestFirst.reversed().reduce(nil) {
                EntryLink(key: $1.0, entry: $1.1, next: $0, compactedLength: newestFirst.count)
            }
        }
    }

    /// A key a read touched: one in the dictionary, or a typed one.
    private enum ReadKey {
        case dictionary(ObjectIdentifier)
        case hot(HotEnvironmentKey)
    }

    private final class ReadRecorder {
        var keys: [ReadKey] = []
    }

    /// The typed values one modifier (or provider) wrote, and the links of those set further out.
    private final class HotSourceLink {
        let keys: UInt32
        let source: LazySource
        let next: HotSourceLink?

        init(keys: UInt32, source: LazySource, next: HotSourceLink?) {
            self.keys = keys
            self.source = source
            self.next = next
        }
    }
}
