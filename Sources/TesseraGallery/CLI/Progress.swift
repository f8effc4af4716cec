import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress of a multi-file run on standard error: a line that rewrites itself on a terminal,
/// one line per file otherwise (so logs stay readable). A line that cannot be written is kept
/// as `failure`, for the exit status.
struct Progress {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private(set) var failure: StreamWriteFailure?

    mutating func report(_ done: Int, of total: Int, _ name: String) {
        let line = "[\(done)/\(total)] \(MessageText.escaped(name))"
        send(isTerminal ? "\r\(line)\u{1B}[K" : "\(line)\n")
    }

    mutating func finish() {
        if isTerminal { send("\n") }
    }

    private mutating func send(_ text: String) {
        guard failure == nil else { return }
        do {
            try StandardStream.error.write(text)
        } catch {
            failure = error
        }
    }
}
