import Synchronization

/// Records that the app asked to quit, from any thread.
final class QuitSignal: Sendable {
    private let requested = Atomic<Bool>(false)

    func request() { requested.store(true, ordering: .sequentiallyConsistent) }
    var isRequested: Bool { requested.load(ordering: .sequentiallyConsistent) }
}
