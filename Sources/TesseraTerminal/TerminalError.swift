/// Why a terminal screen could not be opened, or why it stopped reading input.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (for example a pipe or a file).
    case notATerminal(String)
    /// The terminal type cannot be driven: `TERM` unset or unknown, `dumb`, or no cursor addressing.
    case unsupportedTerminal(String)
    /// ncurses refused to start, or another ``TerminalScreen`` already owns the terminal.
    case initializationFailed(String)
    /// A termination signal (SIGINT, SIGTERM or SIGHUP) arrived. The caller should close the screen
    /// and end the process, for example with ``TerminalScreen/exit(forSignal:)``.
    case terminated(signal: Int32)
    /// The terminal's input ended (end of file or a hang-up without SIGHUP).
    case inputClosed

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case .notATerminal(let detail): "not a terminal: \(detail)"
        case .unsupportedTerminal(let detail): "unsupported terminal: \(detail)"
        case .initializationFailed(let detail): "cannot start the terminal: \(detail)"
        case .terminated(let signal): "terminated by signal \(signal)"
        case .inputClosed: "the terminal's input was closed"
        }
    }
}
