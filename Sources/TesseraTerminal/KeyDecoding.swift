import CNcursesw
import TesseraCore

/// Maps what `wget_wch` returns to keys: characters (`OK`) and key codes (`KEY_CODE_YES`).
enum KeyDecoding {
    /// The key for a character `wget_wch` returned, or nil for one that is not input (C1 controls,
    /// invalid scalars). ESC is handled by the reader, which looks at what follows it.
    static func key(forCharacter code: UInt32) -> KeyPress? {
        switch code {
        case 0x0D, 0x0A: return KeyPress(.enter)
        case 0x09: return KeyPress(.tab)
        case 0x7F, 0x08: return KeyPress(.backspace)
        case 0x1B: return KeyPress(.escape)
        case 0x00: return KeyPress(.character(" "), modifiers: .control)
        case 0x01...0x1A:
            // Ctrl-A … Ctrl-Z (Ctrl-H, -I, -J and -M are Backspace, Tab and Enter above).
            return KeyPress(.character(Character(Unicode.Scalar(UInt8(code) + 0x60))), modifiers: .control)
        case 0x1C...0x1F:
            // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
            return KeyPress(.character(Character(Unicode.Scalar(UInt8(code) + 0x40))), modifiers: .control)
        case 0x80..<0xA0:
            return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return KeyPress(.character(Character(scalar)))
        }
    }

    /// The key for an ncurses key code (`KEY_*`), or nil for one Tessera does not know.
    /// `KEY_MOUSE` and `KEY_RESIZE` are not keys; the reader handles them.
    static func key(forKeyCode code: Int32) -> KeyPress? {
        if let key = fixedKeys[code] { return key }
        let f1 = tessera_key_f(1)
        if code >= f1, code < f1 + 24 { return KeyPress(.function(Int(code - f1) + 1)) }
        return modifiedKey(named: keyname(code).map { String(cString: $0) } ?? "")
    }

    private static let fixedKeys: [Int32: KeyPress] = [
        KEY_UP: KeyPress(.up), KEY_DOWN: KeyPress(.down), KEY_LEFT: KeyPress(.left), KEY_RIGHT: KeyPress(.right),
        KEY_HOME: KeyPress(.home), KEY_END: KeyPress(.end), KEY_PPAGE: KeyPress(.pageUp),
        KEY_NPAGE: KeyPress(.pageDown), KEY_BACKSPACE: KeyPress(.backspace), KEY_DC: KeyPress(.delete),
        KEY_IC: KeyPress(.insert), KEY_ENTER: KeyPress(.enter), KEY_BTAB: KeyPress(.backTab),
        KEY_SR: KeyPress(.up, modifiers: .shift), KEY_SF: KeyPress(.down, modifiers: .shift),
        KEY_SLEFT: KeyPress(.left, modifiers: .shift), KEY_SRIGHT: KeyPress(.right, modifiers: .shift),
        KEY_SHOME: KeyPress(.home, modifiers: .shift), KEY_SEND: KeyPress(.end, modifiers: .shift),
        KEY_SDC: KeyPress(.delete, modifiers: .shift), KEY_SPREVIOUS: KeyPress(.pageUp, modifiers: .shift),
        KEY_SNEXT: KeyPress(.pageDown, modifiers: .shift), KEY_SIC: KeyPress(.insert, modifiers: .shift),
        // vt220 Find and Select (`ESC [1~`, `ESC [4~`) sit where Home and End are on a PC keyboard;
        // tmux and screen send them for Home and End, which xterm's terminfo calls Find and Select.
        KEY_FIND: KeyPress(.home), KEY_SELECT: KeyPress(.end),
    ]

    /// xterm's modified cursor keys, which ncurses names `kUP5` and the like (extended capabilities):
    /// the digit is 1 + (shift 1, alt 2, control 4).
    static func modifiedKey(named name: String) -> KeyPress? {
        guard let digit = name.last?.wholeNumberValue, (2...8).contains(digit) else { return nil }
        let keys: [String: Key] = [
            "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
            "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert,
        ]
        guard let key = keys[String(name.dropLast())] else { return nil }
        let bits = digit - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return KeyPress(key, modifiers: modifiers)
    }
}
