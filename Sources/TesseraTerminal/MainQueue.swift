import Foundation

/// The main dispatch queue, as the event loop sees it when it runs on the main thread: work
/// queued there (`DispatchQueue.main.async`, `Task { @MainActor in … }`) cannot run while the
/// loop waits for input, so the loop waits on the queue's own wake-up descriptor too and runs
/// the queue when it fires.
///
/// The descriptor is the one Foundation's run loop waits on (libdispatch's run-loop handle, an
/// eventfd on Linux); running the main run loop once runs the queue and resets it.
enum MainQueue {
    /// The descriptor that becomes readable when the main queue has work, or nil when the loop is
    /// not on the main thread (the main thread then runs the queue itself).
    static var wakeDescriptor: Int32? {
        #if os(Linux)
        guard Thread.isMainThread else { return nil }
        let handle = dispatchMainQueueHandle()
        return handle >= 0 ? handle : nil
        #else
        return nil   // elsewhere the handle is not a descriptor; the loop's time slice runs the queue
        #endif
    }

    /// Runs what is queued on the main queue now, without waiting for more.
    static func runPending() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}

#if os(Linux)
/// libdispatch's hook for run loops (`_dispatch_get_main_queue_handle_4CF`): the descriptor the
/// main queue pokes when work arrives. Exported by libdispatch for Foundation's run loop.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
#endif
