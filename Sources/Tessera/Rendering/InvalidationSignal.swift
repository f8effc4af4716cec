import Synchronization

/// Set when something a frame depends on changed (a `@State` write, an observed model property),
/// possibly from another thread; the runtime looks at it at least every tenth of a second and
/// renders again when it is set.
final class InvalidationSignal: Sendable {
    private let isSet = Atomic<Bool>(true)
    private let wake = Mutex<(@Sendable () -> Void)?>(nil)

    func signal() {
        isSet.store(true, ordering: .sequentiallyConsistent)
        wake.withLock { $0 }?()
    }

    /// Clears the signal, returning whether it was set.
    func consume() -> Bool {
        isSet.exchange(false, ordering: .sequentiallyConsistent)
    }

    var isRaised: Bool { isSet.load(ordering: .sequentiallyConsistent) }

    /// Called (on any thread) whenever the signal is raised, for hosts that can wake a waiting
    /// loop at once.
    func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
        wake.withLock { $0 = handler }
    }
}
