import CNcursesw
import TesseraCore

/// What the terminfo entry of the current terminal says, read once at start-up.
struct TerminalCapabilities {
    /// terminfo `colors` (0 when absent).
    var colors: Int
    /// terminfo has the `RGB` (or tmux's `Tc`) capability.
    var hasRGB: Bool
    /// terminfo has `cup`: the terminal can place the cursor anywhere.
    var hasCursorAddressing: Bool
    /// terminfo has `kmous`: the terminal reports the mouse in xterm's way.
    var hasMouse: Bool
    /// terminfo's `XM` turns on SGR (1006) mouse reports itself, so ncurses decodes them.
    var mouseModeIsSGR: Bool
    /// In direct-colour mode (ncurses treats colour numbers as packed 0xRRGGBB), the first colour
    /// number that is RGB rather than a palette index (8 for xterm-direct). Nil otherwise.
    var directColorIndexLimit: Int32?
    /// terminfo has `Ms`: the terminal takes clipboard writes (OSC 52).
    var setsClipboard: Bool
    /// The terminal brackets pastes (mode 2004): terminfo lists `BE`, or the terminal reports the
    /// mouse the xterm way (every such terminal Tessera meets — xterm, tmux, screen, VTE, kitty,
    /// iTerm2, Windows Terminal — brackets pastes, and others ignore the mode).
    var bracketsPaste: Bool
    /// Bytes that undo program mode without ncurses: mouse reports and bracketed paste off, `sgr0`,
    /// `cnorm`, `rmkx`, `rmcup`.
    var leaveSequence: [UInt8]

    /// Reads the capabilities of ncurses' current terminal (after `setupterm` or `newterm`).
    static func current() -> TerminalCapabilities {
        let colors = max(0, Int(tigetnum("colors")))
        let rgbFlag = tigetflag("RGB") > 0 || tigetnum("RGB") > 0 || string("RGB") != nil
        let hasRGB = rgbFlag || tigetflag("Tc") > 0
        let hasMouse = string("kmous") != nil
        let mouseModeIsSGR = string("XM").map { $0.contains("1006") } ?? false
        let bracketsPaste = string("BE") != nil || hasMouse
        var leave: [UInt8] = []
        if hasMouse { leave += Array(MouseReporting.allOff.utf8) }
        if bracketsPaste { leave += Array(BracketedPaste.off.utf8) }
        // A frame cut short by a signal may have begun a synchronized update: end it.
        // The keyboard protocol's pop is ignored by a terminal whose stack is empty.
        // A hyperlink cut short the same way is closed.
        if hasMouse {
            leave += Array((SynchronizedOutput.end + Hyperlinks.close + FocusReporting.off + KittyKeyboard.pop).utf8)
        }
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = string(name) { leave += withoutPadding(value) }
        }
        return TerminalCapabilities(
            colors: colors,
            hasRGB: hasRGB,
            hasCursorAddressing: string("cup") != nil,
            hasMouse: hasMouse,
            mouseModeIsSGR: mouseModeIsSGR,
            directColorIndexLimit: (rgbFlag && colors > 256) ? directIndexLimit() : nil,
            setsClipboard: string("Ms") != nil,
            bracketsPaste: bracketsPaste,
            leaveSequence: leave
        )
    }

    /// The deepest colour depth ncurses can drive on this terminal. Truecolor needs a direct-colour
    /// terminfo entry (such as `xterm-direct`): with a 256-colour entry ncurses cannot emit RGB even
    /// when `COLORTERM` says the terminal could show it.
    var drivableDepth: ColorDepth {
        if directColorIndexLimit != nil { return .truecolor }
        return switch colors {
        case 256...: .c256
        case 16...: .c16
        case 8...: .c8
        default: .monochrome
        }
    }

    private static func string(_ name: String) -> String? {
        guard let value = tessera_tigetstr(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// `setaf` of xterm-direct sends colours below 8 as palette indices and the rest as RGB;
    /// xterm-direct16/256 move that line. Finds it by expanding `setaf`.
    private static func directIndexLimit() -> Int32 {
        guard let setaf = tessera_tigetstr("setaf") else { return 8 }
        for limit: Int32 in [8, 16, 256] {
            guard let expanded = tessera_tiparm1(setaf, limit) else { continue }
            let text = String(cString: expanded)
            if text.contains("38:2") || text.contains("38;2") { return limit }
        }
        return 8
    }

    /// A terminfo string without its `$<…>` padding delays.
    private static func withoutPadding(_ value: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var iterator = Array(value.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "$"), iterator.first == UInt8(ascii: "<"),
                let close = iterator.firstIndex(of: UInt8(ascii: ">"))
            {
                iterator = iterator[(close + 1)...]
                continue
            }
            bytes.append(byte)
        }
        return bytes
    }
}
