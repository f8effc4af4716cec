import Synchronization

/// Set when something a frame depends on changed (a `@State` write, an observed model property),
/// possibly from another thread; the runtime looks at it at least every tenth of a second and
/// renders again when it is set.
final class InvalidationSignal: Sendable {
    private let isSet = Atomic<Bool>(true)
    private let wake = Mutex<WakeHandler?>(nil)

    /// The wake-up handler, boxed. A function stored directly in a `Mutex` comes back from each
    /// `withLock` wrapped in one more reabstraction thunk (Swift 6.3), so every signal leaked a
    /// thunk and ran through all the earlier ones: memory and time per signal grew without bound.
    private final class WakeHandler: Sendable {
        let call: @Sendable () -> Void

        init(_ call: @escaping @Sendable () -> Void) {
            self.call = call
        }
    }

    func signal() {
        isSet.store(true, ordering: .sequentiallyConsistent)
        wake.withLock { $0 }?.call()
    }

    /// Clears the signal, returning whether it was set.
    func consume() -> Bool {
        isSet.exchange(false, ordering: .sequentiallyConsistent)
    }

    var isRaised: Bool { isSet.load(ordering: .sequentiallyConsistent) }

    /// Called (on any thread) whenever the signal is raised, for hosts that can wake a waiting
    /// loop at once.
    func setWakeHandler(_ handler: (@Sendable () -> Void)?) {
        let boxed = handler.map(WakeHandler.init)
        wake.withLock { $0 = boxed }
    }
}
