#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to `descriptor` with write(2), retrying after a signal interrupts it and
/// waiting when a descriptor someone else made non-blocking is full. Returns 0, or the `errno` of
/// the write that failed (EIO for a write that took nothing).
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(descriptor, base + written, buffer.count - written)
        }
        if result > 0 {
            written += result
            continue
        }
        let code = result < 0 ? errno : EIO
        if code == EINTR { continue }
        if code == EAGAIN, waitUntilWritable(descriptor) { continue }
        return code
    }
    return 0
}

private func waitUntilWritable(_ descriptor: Int32) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    while true {
        let ready = poll(&poller, 1, -1)
        if ready > 0 { return poller.revents & Int16(POLLOUT) != 0 }
        if ready < 0, errno == EINTR { continue }
        return false
    }
}
