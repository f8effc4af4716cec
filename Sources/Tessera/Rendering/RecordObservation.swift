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
    private let watches: WatchCount
    /// Where a change sends the record, and the record's handle (held here rather than in a
    /// closure: one allocation fewer for every record made).
    private let dirtyQueue: DirtyQueue
    private let handle: RecordHandle

    /// When a property read under ``track(_:)`` by a live generation changes, `handle` is pushed
    /// on `dirtyQueue` on whichever thread made the change; `watches` counts the watches alive.
    init(watches: WatchCount, dirtyQueue: DirtyQueue, handle: RecordHandle) {
        self.watches = watches
        self.dirtyQueue = dirtyQueue
        self.handle = handle
    }

    /// The record is dirty.
    fileprivate func changed() {
        dirtyQueue.push(handle)
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
        if isLive(generation) { changed() }
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
        watches.count.add(1, ordering: .relaxed)
        // The watch's closure holds the watch alone, so the watch is the closure's context: one
        // allocation. Observation keeps the closure only where it installed it (something was
        // read); a record reading its token always installs one.
        var watch = Watch(of: self, generation: own, parity: parity, watches: watches)
        let result = withObservationTracking {
            _ = token?.generation
            return body()
        } didSet: { [watch] tracking in
            tracking.cancel()
            watch.fire()
        }
        // Unique again and never fired: nothing observable was read, and no watch exists.
        if token == nil {
            if isKnownUniquelyReferenced(&watch) && !watch.fired.load(ordering: .sequentiallyConsistent) {
                watches.count.subtract(1, ordering: .relaxed)
            } else {
                readsObservables.store(true, ordering: .relaxed)
            }
        }
        return result
    }

    /// Whether a watch of `generation`, reading the token of `parity`, no longer counts: its token
    /// is being bumped on purpose, or the record has resolved past it.
    fileprivate func isRetired(generation: Int, parity: Int) -> Bool {
        retiring.load(ordering: .sequentiallyConsistent) & (1 << parity) != 0
            || generation < oldestLive.load(ordering: .sequentiallyConsistent)
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

/// One resolution's watch: what its closure needs when a property it read changes. Only the
/// closure holds it, so ``RecordObservation/track(_:)`` can also tell from it whether Observation
/// installed the watch (Observation does not say): the closure is let go at once when nothing
/// was read, and kept until it fires when something was.
private final class Watch: Sendable {
    let fired = Atomic<Bool>(false)
    /// Held weakly: the token a watch reads is its observation's own, and a strong hold through
    /// the token's registrar made a cycle that kept every record resolved twice (and its host's
    /// graph) alive after its host was gone.
    private weak let observation: RecordObservation?
    private let generation: Int
    private let parity: Int
    private let watches: WatchCount

    init(of observation: RecordObservation, generation: Int, parity: Int, watches: WatchCount) {
        self.observation = observation
        self.generation = generation
        self.parity = parity
        self.watches = watches
    }

    /// Something the resolution read changed: the record is dirty, unless the generation was
    /// retired (or its token bumped on purpose).
    func fire() {
        fired.store(true, ordering: .sequentiallyConsistent)
        watches.count.subtract(1, ordering: .relaxed)
        guard let observation else { return }
        if !observation.isRetired(generation: generation, parity: parity) { observation.changed() }
    }
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
