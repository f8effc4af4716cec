import Synchronization

/// Whether a frame is being built right now; read by state changes, which may come from any thread.
final class RenderingFlag: Sendable {
    private let active = Atomic<Bool>(false)

    var isActive: Bool {
        get { active.load(ordering: .sequentiallyConsistent) }
        set { active.store(newValue, ordering: .sequentiallyConsistent) }
    }
}
