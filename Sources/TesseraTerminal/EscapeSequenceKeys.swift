import TesseraCore

/// Keys in escape sequences that ncurses did not recognise because the terminfo entry does not list
/// them, as when tmux (which sends `ESC [1~` for Home) runs under `TERM=xterm-256color`.
///
/// Understands CSI `ESC [ params final` for cursor keys (`A`–`D`, `H`, `F`, with xterm's modifier
/// parameter `1;5A`), `Z` (Shift-Tab), the vt220 `~` keys and the kitty protocol's `u` keys, and SS3 `ESC O final` for cursor keys
/// and F1–F4.
enum EscapeSequenceKeys {
    /// The key for `ESC [` + `body` (parameters and intermediates, then the final byte), or nil.
    static func csi(_ body: [UInt8]) -> KeyPress? {
        guard let final = body.last else { return nil }
        let fields = body.dropLast().split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for field in fields {
            guard field.count <= 7, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        let modifiers = numbers.count >= 2 ? modifierSet(numbers[1]) : []
        let key: Key?
        switch final {
        case UInt8(ascii: "u"): return numbers.first.flatMap { unicodeKey($0, modifiers: modifiers) }
        case UInt8(ascii: "~"): key = numbers.first.flatMap { tildeKeys[$0] }
        case UInt8(ascii: "Z"): return KeyPress(.backTab, modifiers: modifiers)
        default: key = letterKeys[final]
        }
        return key.map { KeyPress($0, modifiers: modifiers) }
    }

    /// A key of the kitty keyboard protocol (`CSI code ; modifiers u`, what a terminal that
    /// confirmed the protocol sends for keys legacy sequences cannot tell apart: Ctrl-I from Tab,
    /// Esc from the start of an Alt key). A shifted letter arrives as its capital, as typed text does.
    private static func unicodeKey(_ code: Int, modifiers: KeyModifiers) -> KeyPress? {
        switch code {
        case 27: return KeyPress(.escape, modifiers: modifiers)
        case 13: return KeyPress(.enter, modifiers: modifiers)
        case 9: return modifiers == .shift ? KeyPress(.backTab) : KeyPress(.tab, modifiers: modifiers)
        case 127, 8: return KeyPress(.backspace, modifiers: modifiers)
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(code), !(0x7F...0x9F).contains(code) else { return nil }
            var character = Character(scalar)
            var modifiers = modifiers
            if modifiers.contains(.shift), character.isLetter, !modifiers.contains(.control) {
                character = Character(character.uppercased())
                modifiers.remove(.shift)
            }
            return KeyPress(.character(character), modifiers: modifiers)
        }
    }

    /// The key for `ESC O` + `final`, or nil.
    static func ss3(_ final: UInt8) -> KeyPress? {
        if let key = letterKeys[final] { return KeyPress(key) }
        let functionKeys: [UInt8: Int] = [0x50: 1, 0x51: 2, 0x52: 3, 0x53: 4]   // P Q R S
        return functionKeys[final].map { KeyPress(.function($0)) }
    }

    private static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    ]

    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 2: .insert, 3: .delete, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// xterm's modifier parameter: 1 + (shift 1, alt 2, control 4).
    private static func modifierSet(_ parameter: Int) -> KeyModifiers {
        let bits = max(0, parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
