@_spi(SwiftUI) import Observation
import Synchronization

/// Watches the `@Observable` properties one record read while it last resolved, so that a change
/// to any of them makes that record — and no other — dirty.
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
///   does not pile up dormant watches, each generation from the second on also reads a private
///   token (two, taking turns); retiring a generation bumps its token, which fires its watches
///   while they are marked as retiring, so they go without making the record dirty. A record's
///   first generation reads no token, which saves a registration for the many records that
///   resolve once: at most that one watch outlives its generation, and it retires, doing nothing,
///   the first time it fires.
final class RecordObservation: Sendable {
    /// The current generation (0 before the first resolution).
    private let generation = Atomic<Int>(0)
    /// The oldest generation whose watches still make the record dirty.
    private let oldestLive = Atomic<Int>(0)
    /// Bit `parity` is set while that token is bumped on purpose.
    private let retiring = Atomic<Int>(0)
    private let tokens = Mutex<[ObservationToken?]>([nil, nil])
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

    /// Runs `body` (part of the record's resolution, or a lazy row built for it), watching what it reads.
    func track<Result>(_ body: () -> Result) -> Result {
        let own = generation.load(ordering: .sequentiallyConsistent)
        let parity = own & 1
        let token: ObservationToken? =
            own <= 1
            ? nil
            : tokens.withLock { tokens in
                if tokens[parity] == nil { tokens[parity] = ObservationToken() }
                return tokens[parity]
            }
        let watches = self.watches
        watches.count.add(1, ordering: .relaxed)
        // The watch holds this observation weakly: the token it reads is this observation's own,
        // and a strong hold through the token's registrar made a cycle that kept every record
        // resolved twice (and its host's graph) alive after its host was gone.
        return withObservationTracking {
            _ = token?.generation
            return body()
        } didSet: { [weak self] tracking in
            tracking.cancel()
            watches.count.subtract(1, ordering: .relaxed)
            guard let self else { return }
            let retired =
                retiring.load(ordering: .sequentiallyConsistent) & (1 << parity) != 0
                || own < oldestLive.load(ordering: .sequentiallyConsistent)
            if !retired { onChange() }
        }
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

/// How many watches of a graph's records are alive: a watch that never fires (nothing it read
/// changed) counts as alive, which is what the bound on them is about.
final class WatchCount: Sendable {
    let count = Atomic<Int>(0)
}

/// What a record's watches read besides the app's models, so that they can be let go on purpose.
@Observable final class ObservationToken {
    var generation = 0
}
