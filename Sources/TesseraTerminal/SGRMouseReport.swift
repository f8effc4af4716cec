import TesseraCore

/// Parses an SGR (1006) mouse report, `ESC [ < b ; x ; y M` (press) or `… m` (release), for
/// terminals whose terminfo does not let ncurses decode it (tmux-256color, screen-256color).
enum SGRMouseReport {
    /// The event for the bytes after `ESC [ <` up to and including the final `M` or `m`; nil when
    /// they are not a well-formed report (or one Tessera ignores, such as buttons 6–11).
    static func parse(_ body: [UInt8]) -> MouseEvent? {
        guard let final = body.last, final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let fields = body.dropLast().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        let code = numbers[0]
        guard numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let position = Point(x: numbers[1] - 1, y: numbers[2] - 1)
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            switch code & 3 {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil
            }
        } else if code & 32 != 0 {
            kind = .move
        } else {
            let buttons: [MouseButton?] = [.left, .middle, .right, nil]
            guard let button = buttons[code & 3] else { return nil }
            kind = final == UInt8(ascii: "M") ? .press(button) : .release(button)
        }
        return MouseEvent(kind, at: position, modifiers: modifiers)
    }
}
