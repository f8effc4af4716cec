import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an ``AccessibleSession`` on standard input and output: a line in, lines out, until `quit`,
/// the end of input, or the app quitting. Works through a pipe; needs no terminal.
package enum AccessibleApp {
    /// Whether the environment asks for the accessible mode: `TESSERA_ACCESSIBLE=1`, or `TERM=dumb`
    /// (a terminal that cannot move the cursor, as Emacs' shell and some screen-reader setups use).
    package static var isRequested: Bool {
        value("TESSERA_ACCESSIBLE") == "1" || value("TERM") == "dumb"
    }

    /// Runs `content` until it ends. Returns 0, or the `errno` of a write to standard output that
    /// failed (a closed pipe, a full disk), which ends the session too.
    @discardableResult
    package static func run<Content: View>(_ content: Content, environment: EnvironmentValues = EnvironmentValues()) -> Int32 {
        let isUTF8 = TerminalLocale.adoptUserLocale()
        var environment = environment
        environment.asciiOnly = !isUTF8
        // A closed pipe is an error to report, not a signal that kills the process.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let session = AccessibleSession(content, environment: environment, size: size())
        guard write(session.start(), isUTF8: isUTF8) else { return errno }
        while !session.isFinished, let line = readLine(strippingNewline: true) {
            guard write(session.handle(line), isUTF8: isUTF8) else { return errno }
        }
        return 0
    }

    /// The size the layout is given: `COLUMNS`×`LINES` where larger than 120×40, else 120×40, at
    /// most 1000×1000. Nothing is drawn, so a small terminal gains nothing from a small layout,
    /// which would fold sidebars away and hide elements.
    static func size() -> TerminalSize {
        let columns = value("COLUMNS").flatMap(Int.init).map { min(max($0, 120), 1000) } ?? 120
        let rows = value("LINES").flatMap(Int.init).map { min(max($0, 40), 1000) } ?? 40
        return TerminalSize(columns: columns, rows: rows)
    }

    /// Writes `lines` with unsafe characters written out (and, where the locale is not UTF-8,
    /// anything outside ASCII as `?`).
    private static func write(_ lines: [String], isUTF8: Bool) -> Bool {
        var text = ""
        for line in lines {
            let safe = MessageText.escaped(line)
            text += isUTF8 ? safe : String(String.UnicodeScalarView(safe.unicodeScalars.map { $0.isASCII ? $0 : "?" }))
            text += "\n"
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                if written == 0 { errno = EIO }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    private static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
