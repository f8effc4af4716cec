#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the user named — a theme, a snapshot reference — without ever waiting on it or
/// reading without end: only a regular file is opened for reading (a FIFO would block, a device
/// such as `/dev/zero` never ends), and no more than a limit is read.
package enum RegularFileReader {
    /// Why a file was not read, phrased to follow its name in a message.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case missing
        case directory
        /// A FIFO, a device or a socket.
        case notRegular
        case tooLarge(limit: Int)
        /// The system refused (`errno`): no permission, a loop of symbolic links, …
        case unreadable(code: Int32)

        package var description: String {
            switch self {
            case .missing: "no such file"
            case .directory: "is a folder, not a file"
            case .notRegular: "is not a regular file"
            case .tooLarge(let limit): limit >= 1 << 20 ? "is larger than \(limit >> 20) MiB" : "is larger than \(limit >> 10) KiB"
            case .unreadable(let code): "cannot be read (\(String(cString: strerror(code))))"
            }
        }
    }

    /// The bytes of the regular file at `path`, if it holds at most `limit` bytes.
    package static func contents(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
        // stat first, so that a FIFO or device is never even opened (opening some devices acts).
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(failure(errno)) }
        if let problem = problem(with: status) { return .failure(problem) }
        // Non-blocking, and checked again on the descriptor: the path may have been swapped for
        // a FIFO in between.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(code: errno)) }
        if let problem = problem(with: status) { return .failure(problem) }
        guard Int(status.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(descriptor, base + count, buffer.count - count)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(code: errno))
            }
            count += result
        }
        // A file that grew while it was read is still cut at the limit.
        guard count <= limit else { return .failure(.tooLarge(limit: limit)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    private static func problem(with status: stat) -> Failure? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .directory
        default: .notRegular
        }
    }

    private static func failure(_ code: Int32) -> Failure {
        code == ENOENT || code == ENOTDIR ? .missing : .unreadable(code: code)
    }
}
