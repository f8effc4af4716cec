#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with `write(2)` so that a stream which cannot take
/// the bytes (a full disk, `/dev/full`, a closed descriptor) is an error the command reports,
/// never a trap and never a silent success.
enum StandardStream: Sendable {
    case output, error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// How messages name the stream.
    var name: String { self == .output ? "standard output" : "standard error" }

    /// Writes all of `text` (see ``writeAll(_:to:)``).
    func write(_ text: String) throws(StreamWriteFailure) {
        guard !text.isEmpty else { return }
        guard !Self.closedAtLaunch.contains(descriptor) else { throw StreamWriteFailure(stream: self, code: EBADF) }
        let code = writeAll(Array(text.utf8), to: descriptor)
        if code != 0 { throw StreamWriteFailure(stream: self, code: code) }
    }

    /// The standard descriptors that were closed when the gallery started (`gallery themes >&-`).
    ///
    /// Each is opened on `/dev/null` so that no file the gallery opens later gets its number —
    /// a snapshot file opened as descriptor 1 would otherwise receive standard output — and
    /// writes to it still fail as they would have on the closed descriptor. Reading this first
    /// thing in `main` is what reserves them.
    static let closedAtLaunch: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            closed.insert(descriptor)
            // open(2) returns the lowest free descriptor, which is this one.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
        return closed
    }()
}
