import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The records that read one `@State` value, so that a change makes exactly them dirty — what
/// Observation's registrar did for `StateStorage`, without its key-path hashing, its closures per
/// watch and its install and cancel on every resolution (a tenth of a frame that flips a switch).
///
/// - A read registers the record resolving on this thread (``RecordObservation/reading``) at the
///   moment of the read, so a change made after the read and before the record's resolution ends
///   still finds it: no change is lost.
/// - A change takes the whole list and tells each reader; one read is good for one change, as an
///   Observation watch is: a record reads the value again when it resolves again.
/// - A reader remembers the generation it read in, and a change to a value its record no longer
///   reads live (a generation before the record's last resolution, or a record let go) does
///   nothing (``RecordObservation/stateChanged(readIn:)``).
/// - Entries that no longer matter — a generation its record has resolved past, a record let go —
///   are pruned when the list doubles, so neither a record resolving again and again nor many
///   short-lived rows reading the value pile them up.
final class StateReaders: Sendable {
    private struct Reader {
        let observation: RecordObservation
        let generation: Int
    }

    private let readers = Mutex<(list: [Reader], pruneAt: Int)>(([], 8))

    /// Registers the record resolving on this thread, if any, as a reader. Constant time however
    /// many records read the value (a thousand rows reading one selection): a record reading it
    /// again at once is not listed twice, and the entries that no longer matter (a generation the
    /// record has resolved past, a record let go) are pruned when the list has doubled.
    func noteRead() {
        guard let observation = RecordObservation.reading else { return }
        let generation = observation.currentGeneration
        readers.withLock { state in
            if let last = state.list.last, last.observation === observation, last.generation == generation { return }
            if state.list.count >= state.pruneAt {
                state.list.removeAll { !$0.observation.isLive($0.generation) }
                state.pruneAt = max(8, state.list.count * 2)
            }
            state.list.append(Reader(observation: observation, generation: generation))
        }
    }

    /// The value changed: every reader is told, once.
    func changed() {
        let taken = readers.withLock { state -> [Reader] in
            let list = state.list
            state.list = []
            return list
        }
        for reader in taken { reader.observation.stateChanged(readIn: reader.generation) }
    }

    /// How many entries the list holds, and how many of them still matter (for tests).
    var counts: (held: Int, live: Int) {
        readers.withLock { state in (state.list.count, state.list.count { $0.observation.isLive($0.generation) }) }
    }
}
