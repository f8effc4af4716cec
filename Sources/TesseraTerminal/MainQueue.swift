import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The main dispatch queue, as the event loop sees it when it runs on the main thread: work
/// queued there (`DispatchQueue.main.async`, `Task { @MainActor in … }`) cannot run while the
/// loop waits for input, so the loop waits on the queue's own wake-up descriptor too and runs
/// the queue when it fires.
///
/// This is what Foundation's run loop does with the main queue, through the same two libdispatch
/// entry points, so the runtime needs no Foundation: the descriptor (an eventfd on Linux) that
/// libdispatch signals when work arrives, and the call that runs the queue's work.
enum MainQueue {
    /// The descriptor that becomes readable when the main queue has work, or nil when the loop is
    /// not on the main thread (the main thread then runs the queue itself).
    static var wakeDescriptor: Int32? {
        #if os(Linux)
        guard isMainThread else { return nil }
        let handle = dispatchMainQueueHandle()
        return handle >= 0 ? handle : nil
        #else
        return nil   // elsewhere the handle is not a descriptor; the loop's time slice runs the queue
        #endif
    }

    /// Runs what is queued on the main queue now, without waiting for more.
    static func runPending() {
        #if os(Linux)
        guard isMainThread else { return }
        // Reset the eventfd first, so that work queued while the queue runs signals it again.
        let handle = dispatchMainQueueHandle()
        if handle >= 0 {
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
        }
        dispatchMainQueueDrain(nil)
        #endif
    }

    #if os(Linux)
    /// Whether this is the process's main thread, the only one allowed to run the main queue
    /// (libdispatch stops the process otherwise): on Linux its thread id is the process id.
    private static var isMainThread: Bool { linuxThreadID() == getpid() }
    #endif
}

#if os(Linux)
/// libdispatch's hook for run loops (`_dispatch_get_main_queue_handle_4CF`): the descriptor the
/// main queue pokes when work arrives. Its eventfd is non-blocking.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// libdispatch's hook for run loops (`_dispatch_main_queue_callback_4CF`): runs the work queued
/// on the main queue; its argument is unused outside Darwin.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// glibc's `gettid()` (2.30 and later), which the Glibc module does not bring in.
@_silgen_name("gettid")
private func linuxThreadID() -> pid_t
#endif
