@_spi(SwiftUI) import Observation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the `@Observable` properties one record read while it last resolved, so that a change
/// to any of them makes that record — and no other — dirty. `@State` values are watched the same
/// way without Observation: while ``track(_:)`` runs, ``reading`` names this observation, and a
/// state value read registers it with its ``StateReaders``.
///
/// - A record's resolution never includes another record's (user views resolve after the view
///   that contains them), so the properties a watch holds are the record's own.
/// - It is told of a change *after* the new value is stored (`didSet`), never before: a frame
///   drawn in answer to `willSet` on another thread could read the old value and miss the change.
/// - Each resolution is a generation, and every watch made while it is current (the body, and the
///   lazy rows built for it later) belongs to it. The previous generation's watches stay live
///   while the record resolves again, and are retired only once the new ones are in place: a
///   change made in between — after the new resolution read a property, before its watch exists —
///   still fires an old watch and makes the record dirty, so no change is lost.
/// - A watch lets go of its registrations only when it fires. So that a record resolving again
///   does not pile up dormant watches, each generation of a record that has read an observable
///   property before also reads a private token (two, taking turns); retiring a generation bumps
///   its token, which fires its watches while they are marked as retiring, so they go without
///   making the record dirty. Until then no token is read: most records (controls, layout) read
///   only state and the environment, and a token would cost each of their resolutions a watch to
///   install and fire. At most the watches of the generation that first read a property outlive
///   it, and each retires, doing nothing, the first time it fires.
final class RecordObservation: Sendable {
    /// The current generation (0 before the first resolution).
    private let generation = Atomic<Int>(0)
    /// The oldest generation whose watches still make the record dirty.
    private let oldestLive = Atomic<Int>(0)
    /// Bit `parity` is set while that token is bumped on purpose.
    private let retiring = Atomic<Int>(0)
    private let tokens = Mutex<[ObservationToken?]>([nil, nil])
    /// Set once a resolution of the record installed a watch: from then on it reads a token.
    private let readsObservables = Atomic<Bool>(false)
    private let onChange: @Sendable () -> Void
    private let watches: WatchCount

    /// `onChange` is called, on whichever thread makes the change, when a property read under
    /// ``track(_:)`` by a live generation changes; `watches` counts the watches alive.
    init(watches: WatchCount, onChange: @escaping @Sendable () -> Void) {
        self.watches = watches
        self.onChange = onChange
    }

    /// Starts a new generation; the previous one stays live until ``endResolution()``.
    func beginResolution() {
        generation.add(1, ordering: .sequentiallyConsistent)
    }

    /// The new generation's watches are in place: the previous generation's are retired.
    func endResolution() {
        let current = generation.load(ordering: .sequentiallyConsistent)
        oldestLive.store(current, ordering: .sequentiallyConsistent)
        retireToken(parity: (current - 1) & 1)
    }

    /// The observation whose ``track(_:)`` is running on this thread, if any: the reader a
    /// `@State` value read now belongs to.
    static var reading: RecordObservation? {
        pthread_getspecific(readingKey).map { Unmanaged<RecordObservation>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The generation a read made now belongs to.
    var currentGeneration: Int { generation.load(ordering: .sequentiallyConsistent) }

    /// Whether what generation `generation` read still matters: the record has not resolved past
    /// it, and was not let go.
    func isLive(_ generation: Int) -> Bool { generation >= oldestLive.load(ordering: .sequentiallyConsistent) }

    /// A `@State` value read in generation `readIn` changed: the record is dirty unless that
    /// generation is no longer live.
    func stateChanged(readIn generation: Int) {
        if isLive(generation) { onChange() }
    }

    /// Runs `body` (part of the record's resolution, or a lazy row built for it), watching what it reads.
    func track<Result>(_ body: () -> Result) -> Result {
        let outer = pthread_getspecific(readingKey)
        pthread_setspecific(readingKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(readingKey, outer) }
        let own = generation.load(ordering: .sequentiallyConsistent)
        let parity = own & 1
        let token: ObservationToken? =
            own <= 1 || !readsObservables.load(ordering: .relaxed)
            ? nil
            : tokens.withLock { tokens in
                if tokens[parity] == nil { tokens[parity] = ObservationToken() }
                return tokens[parity]
            }
        let watches = self.watches
        watches.count.add(1, ordering: .relaxed)
        // Held by the watch's closure only where Observation installed it (something was read).
        // A record reading its token always installs one: nothing to find out, nothing to make.
        var installed = token == nil ? WatchWitness() : nil
        // The watch holds this observation weakly: the token it reads is this observation's own,
        // and a strong hold through the token's registrar made a cycle that kept every record
        // resolved twice (and its host's graph) alive after its host was gone.
        let result = withObservationTracking {
            _ = token?.generation
            return body()
        } didSet: { [weak self, installed] tracking in
            installed?.fired.store(true, ordering: .sequentiallyConsistent)
            tracking.cancel()
            watches.count.subtract(1, ordering: .relaxed)
            guard let self else { return }
            let retired =
                retiring.load(ordering: .sequentiallyConsistent) & (1 << parity) != 0
                || own < oldestLive.load(ordering: .sequentiallyConsistent)
            if !retired { onChange() }
        }
        // Unique again and never fired: nothing observable was read, and no watch exists.
        // (Not bound to a name first: that would be a second reference.)
        if installed != nil {
            if isKnownUniquelyReferenced(&installed) && installed?.fired.load(ordering: .sequentiallyConsistent) == false {
                watches.count.subtract(1, ordering: .relaxed)
            } else {
                readsObservables.store(true, ordering: .relaxed)
            }
        }
        return result
    }

    /// Ends every generation: no watch makes the record dirty any more, and those reading a token go at once.
    func retire() {
        oldestLive.store(Int.max, ordering: .sequentiallyConsistent)
        retireToken(parity: 0)
        retireToken(parity: 1)
    }

    /// Fires the watches reading the token of `parity` without making the record dirty.
    private func retireToken(parity: Int) {
        guard let token = tokens.withLock({ $0[parity] }) else { return }
        retiring.bitwiseOr(1 << parity, ordering: .sequentiallyConsistent)
        token.generation &+= 1
        retiring.bitwiseAnd(~(1 << parity), ordering: .sequentiallyConsistent)
    }
}

/// An object only a watch's closure holds, so that ``RecordObservation/track(_:)`` can tell
/// whether Observation installed the watch (Observation does not say): the closure is let go at
/// once when nothing was read, and kept until it fires when something was.
private final class WatchWitness: Sendable {
    let fired = Atomic<Bool>(false)
}

/// The thread-specific slot behind ``RecordObservation/reading``.
private let readingKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// How many watches of a graph's records are alive: a watch that never fires (nothing it read
/// changed) counts as alive, which is what the bound on them is about.
final class WatchCount: Sendable {
    let count = Atomic<Int>(0)
}

/// What a record's watches read besides the app's models, so that they can be let go on purpose.
@Observable final class ObservationToken {
    var generation = 0
}
