import Foundation

/// Progress of a multi-file run on standard error: a line that rewrites itself on a terminal,
/// one line per file otherwise (so logs stay readable).
enum Progress {
    private static let isTerminal = isatty(STDERR_FILENO) == 1

    static func report(_ done: Int, of total: Int, _ name: String) {
        let line = "[\(done)/\(total)] \(name)"
        FileHandle.standardError.write(Data((isTerminal ? "\r\(line)\u{1B}[K" : "\(line)\n").utf8))
    }

    static func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
