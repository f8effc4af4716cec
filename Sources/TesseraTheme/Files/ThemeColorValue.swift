import TesseraCore

/// A colour as a theme file writes it: a fixed value, a palette name looked up later, or (in a
/// theme of terminal colours) the terminal's default colour.
enum ThemeColorReference: Hashable, Sendable {
    case rgb(RGB)
    case palette(String)
    case terminalDefault
}

/// A colour reference and where it was written, for messages about it.
struct ThemeColorValue: Hashable, Sendable {
    var reference: ThemeColorReference
    var path: JSONPath
}

/// Parses the ways a theme file writes a colour: `#rrggbb`, a palette name, an xterm index, and
/// `"default"` (the terminal's own colour, for themes with `"terminalColors": true`).
enum ThemeColorParser {
    static let expected = "expected #rrggbb, a palette name, or 0–255"

    /// The colour `value` writes, or the problem with it.
    static func parse(_ value: JSONValue) -> Result<ThemeColorReference, ThemeProblem> {
        switch value {
        case .string(let text):
            if let rgb = RGB(hexString: text) { return .success(.rgb(rgb)) }
            if text == "default" { return .success(.terminalDefault) }
            if isPaletteName(text) { return .success(.palette(text)) }
            let hint = Int(text).map { " — an xterm index is a number: \($0), not \"\($0)\"" } ?? ""
            return .failure(ThemeProblem(.badColor, "\(MessageText.quoted(text)) is not a colour (\(expected)\(hint))"))
        case .number:
            if let index = value.integer, (0...255).contains(index) { return .success(.rgb(xterm(index))) }
            return .failure(ThemeProblem(.badColor, "\(value.numberText) is not a colour (\(expected))"))
        default:
            return .failure(ThemeProblem(.wrongType, "expected a colour (#rrggbb, a palette name, or 0–255), found \(value.summary)"))
        }
    }

    /// Whether `text` can name a palette entry: a letter, then letters, digits, `-` and `_`.
    static func isPaletteName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter, text.unicodeScalars.count <= 64 else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_" }
    }

    /// The colour xterm shows for a 256-colour index: its 16 defaults, the 6×6×6 cube, the grey ramp.
    static func xterm(_ index: Int) -> RGB {
        let system: [UInt32] = [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ]
        switch index {
        case 0..<16:
            return RGB(hex: system[index])
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = UInt8(clamping: 8 + 10 * (index - 232))
            return RGB(grey, grey, grey)
        }
    }
}
