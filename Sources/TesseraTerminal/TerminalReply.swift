import Tessera

/// What a terminal answers to the queries Tessera sends at start-up, read from the input like
/// keys but never handed to views as keys.
///
/// Tessera asks whether the terminal does synchronized output (DECRQM for mode 2026) and follows
/// the question with Primary Device Attributes (DA1), which every terminal answers: a terminal
/// that knows nothing of DECRQM answers only DA1. Nothing waits for the answers — the first
/// frames are drawn without the mode, and frames are synchronized from the answer on.
enum TerminalReply: Equatable {
    /// DECRPM: private mode `mode` is `status` (0 unknown, 1 set, 2 reset, 3 permanently set,
    /// 4 permanently reset).
    case mode(Int, status: Int)
    /// DA1: the terminal's attributes; it answered every question before this one.
    case primaryAttributes
    /// OSC 11: the background is a colour of this scheme.
    case background(ColorScheme)
    /// The kitty keyboard protocol's flags now in force (`CSI ? flags u`): the terminal has it.
    case keyboardFlags(Int)

    /// The queries, in one write: the background's colour, synchronized output, then DA1.
    static let queries = BackgroundDetection.query + SynchronizedOutput.query + KittyKeyboard.query + "\u{1B}[c"

    /// The reply in the body of a control sequence after `ESC [` (`?2026;2$y`, `?62;22c`), or nil
    /// when it is not one.
    static func parse(_ body: [UInt8]) -> TerminalReply? {
        guard body.first == UInt8(ascii: "?"), let final = body.last else { return nil }
        if final == UInt8(ascii: "u") {
            let digits = body.dropFirst().dropLast()
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return .keyboardFlags(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        if final == UInt8(ascii: "c") {
            let parameters = body.dropFirst().dropLast()
            return parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") }) ? .primaryAttributes : nil
        }
        guard final == UInt8(ascii: "y"), body.count >= 4, body[body.count - 2] == UInt8(ascii: "$") else { return nil }
        let fields = body.dropFirst().dropLast(2).split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        let numbers = fields.map { field -> Int? in
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let mode = numbers[0], let status = numbers[1] else { return nil }
        return .mode(mode, status: status)
    }
}
