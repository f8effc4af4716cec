import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command writes, gathered so tests can read it; `flush(status:)` sends it to stdout and
/// stderr and turns a write that failed into the exit status ``writeFailureStatus``.
///
/// Lines are escaped with ``MessageText/escaped(_:)`` as they are added, so a file name, theme
/// name or argument inside a message can never reach the terminal as a control sequence, however
/// the message was put together. Only ``writeData(_:)`` (a snapshot asked for on stdout) is raw.
struct CommandOutput {
    /// The status of a command whose output or error stream could not be written.
    static let writeFailureStatus: Int32 = 3

    var standardOutput = ""
    var standardError = ""
    /// A write that already failed while the command ran (progress on stderr).
    private(set) var earlierFailure: StreamWriteFailure?

    /// Adds lines to standard output: `text` split at newlines, each line escaped.
    mutating func print(_ text: String) {
        standardOutput += Self.escapedLines(text)
    }

    /// Adds lines to standard error: `text` split at newlines, each line escaped.
    mutating func printError(_ text: String) {
        standardError += Self.escapedLines(text)
    }

    /// Adds bytes to standard output exactly as they are (a rendered snapshot, ANSI included).
    mutating func writeData(_ text: String) {
        standardOutput += text
    }

    /// Keeps a write failure that happened before the flush, so the exit status still shows it.
    mutating func noteFailure(_ failure: StreamWriteFailure) {
        if earlierFailure == nil { earlierFailure = failure }
    }

    /// Writes what was gathered to the process's standard output and standard error and returns
    /// the status to exit with: `status`, or ``writeFailureStatus`` if anything could not be
    /// written. A failure on stdout is reported on stderr, naming the stream and the reason.
    func flush(status: Int32) -> Int32 {
        var failed = earlierFailure != nil
        var errors = standardError
        do {
            try StandardStream.output.write(standardOutput)
        } catch {
            failed = true
            errors += "gallery: \(error)\n"
        }
        do {
            try StandardStream.error.write(errors)
        } catch {
            failed = true   // nowhere left to say so
        }
        return failed ? Self.writeFailureStatus : status
    }

    private static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { MessageText.escaped(String($0)) + "\n" }.joined()
    }
}
