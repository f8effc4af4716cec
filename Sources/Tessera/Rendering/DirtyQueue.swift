import Synchronization

/// Records made dirty from any thread — a `@State` written by an action or a task, an observed
/// property changed by a model — waiting for the next frame, which resolves them. Each push
/// raises the host's invalidation signal, which wakes a waiting loop.
final class DirtyQueue: Sendable {
    private let handles = Mutex<[RecordHandle]>([])
    private let pushCount = Atomic<Int>(0)
    private let invalidation: InvalidationSignal
    /// Whether a push while a frame is being built also asks for another frame (it does not for
    /// state settled by the frame itself, such as a scroll view clamping its offset).
    private let rendering: RenderingFlag

    init(invalidation: InvalidationSignal, rendering: RenderingFlag) {
        self.invalidation = invalidation
        self.rendering = rendering
    }

    /// How many records were made dirty so far: compared before and after an action, whether it
    /// changed anything that is tracked.
    var pushes: Int { pushCount.load(ordering: .sequentiallyConsistent) }

    func push(_ handle: RecordHandle) {
        handles.withLock { $0.append(handle) }
        pushCount.add(1, ordering: .sequentiallyConsistent)
        if !rendering.isActive { invalidation.signal() }
    }

    /// Everything pushed since the last drain.
    /// Asks for another frame when records were made dirty while the last one was built: a model
    /// changed on another thread after the frame drained the queue must not wait for the next key.
    func signalIfPending() {
        if !handles.withLock({ $0.isEmpty }) { invalidation.signal() }
    }

    func drain() -> [RecordHandle] {
        handles.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
