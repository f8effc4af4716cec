#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A self-pipe: any thread calls ``wake()``, and a loop waiting in `poll` on ``readDescriptor``
/// returns at once. The event loop waits on it beside the terminal, so a change made elsewhere
/// (a model saved on a background thread, a `@MainActor` task) is drawn without delay.
final class WakePipe: Sendable {
    /// The end to poll for reading.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// Opens a non-blocking, close-on-exec pipe; nil when the process has no descriptors left.
    init?() {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes the read end readable. One byte is enough; a full pipe is already readable.
    func wake() {
        var byte: UInt8 = 1
        while write(writeDescriptor, &byte, 1) < 0, errno == EINTR {}
    }

    /// Empties the pipe, so the next poll waits again.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &bytes, bytes.count) > 0 {}
    }
}
