@_spi(SwiftUI) import Observation
import Synchronization

/// Watches the `@Observable` properties one record read while it last resolved, so that a change
/// to any of them makes that record — and no other — dirty.
///
/// - A record's resolution never includes another record's (user views resolve after the view
///   that contains them), so the properties a watch holds are the record's own.
/// - It is told of a change *after* the new value is stored (`didSet`), never before: a frame
///   drawn in answer to `willSet` on another thread could read the old value and miss the change.
/// - A watch lets go of its registrations only when it fires. So that a record resolving again
///   for another reason (its state, a tick, its parent) does not pile up dormant watches, each of
///   its watches from the second resolution on also reads a private token; resolving again bumps
///   the token, which fires the old watches, and a watch of an older generation retires without
///   making the record dirty. A record's first watch reads no token, which saves a registration
///   for the many records that resolve once: at most that one watch can outlive its generation,
///   and it retires the first time it fires.
final class RecordObservation: Sendable {
    private let generation = Atomic<Int>(0)
    private let token = Mutex<ObservationToken?>(nil)
    private let onChange: @Sendable () -> Void
    private let watches: WatchCount

    /// `onChange` is called, on whichever thread makes the change, when a property read under
    /// ``track(_:)`` of the current generation changes; `watches` counts the watches alive.
    init(watches: WatchCount, onChange: @escaping @Sendable () -> Void) {
        self.watches = watches
        self.onChange = onChange
    }

    /// Runs `body` (part of the record's resolution), watching what it reads.
    func track<Result>(_ body: () -> Result) -> Result {
        let expected = generation.load(ordering: .sequentiallyConsistent)
        let token = self.token.withLock { $0 }
        watches.count.add(1, ordering: .relaxed)
        return withObservationTracking {
            _ = token?.generation
            return body()
        } didSet: { [self] tracking in
            tracking.cancel()
            watches.count.subtract(1, ordering: .relaxed)
            if generation.load(ordering: .sequentiallyConsistent) == expected { onChange() }
        }
    }

    /// Ends the current generation: its watches will not make the record dirty, and those that
    /// read the token are let go at once.
    func retire() {
        generation.add(1, ordering: .sequentiallyConsistent)
        // A token made now has no watch reading it yet; one that existed is bumped.
        let existing = token.withLock { current -> ObservationToken? in
            defer { if current == nil { current = ObservationToken() } }
            return current
        }
        existing?.generation &+= 1
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
