import TesseraCore

/// Focus reporting (xterm's private mode 1004): the terminal sends `ESC [I` when its window gains
/// the user's focus and `ESC [O` when it loses it.
enum FocusReporting {
    static let on = "\u{1B}[?1004h"
    static let off = "\u{1B}[?1004l"

    /// The event for the body of a control sequence after `ESC [`, when it is a focus report.
    static func event(_ body: [UInt8]) -> InputEvent? {
        switch body {
        case [UInt8(ascii: "I")]: .focus(true)
        case [UInt8(ascii: "O")]: .focus(false)
        default: nil
        }
    }
}
