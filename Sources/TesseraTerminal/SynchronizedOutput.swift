/// Synchronized output (private mode 2026): between its begin and end the terminal draws nothing,
/// so a frame never shows half drawn.
enum SynchronizedOutput {
    static let mode = 2026
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"
    /// DECRQM: is mode 2026 known?
    static let query = "\u{1B}[?2026$p"

    /// Whether a DECRPM `status` for mode 2026 says the terminal does it: set or reset (1, 2);
    /// permanently set (3) needs no wrapping, and 0 or 4 means it cannot.
    static func isSupported(status: Int) -> Bool {
        status == 1 || status == 2
    }
}
