/// Select Graphic Rendition sequences: the escape codes that set colours and attributes. The
/// ANSI snapshot and the terminal's hyperlinked cells (written around ncurses) both use them.
package enum SGR {
    /// Each attribute with the parameter that turns it on, in parameter order.
    package static let attributeCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
    ]

    /// Appends one sequence that takes a terminal from `old` to `new` (which differ).
    ///
    /// When an attribute turns off the sequence starts with `0` (reset) and sets everything `new`
    /// needs from the default state; otherwise it sets only what changed. This avoids the
    /// bold/dim trap: SGR 22 turns both off.
    package static func appendTransition(from old: CellStyle, to new: CellStyle, into output: inout [UInt8]) {
        output.append(contentsOf: "\u{1B}[".utf8)
        var separator = false
        let base: CellStyle
        if old.attributes.isSubset(of: new.attributes) {
            base = old
        } else {
            base = .plain
            output.append(UInt8(ascii: "0"))
            separator = true
        }
        let added = new.attributes.subtracting(base.attributes)
        for (attribute, code) in attributeCodes where added.contains(attribute) {
            if separator { output.append(UInt8(ascii: ";")) }
            output.appendDecimal(code)
            separator = true
        }
        if new.foreground != base.foreground {
            if separator { output.append(UInt8(ascii: ";")) }
            appendColor(new.foreground, base: 30, into: &output)
            separator = true
        }
        if new.background != base.background {
            if separator { output.append(UInt8(ascii: ";")) }
            appendColor(new.background, base: 40, into: &output)
        }
        output.append(UInt8(ascii: "m"))
    }

    /// Appends the parameters for a colour; `base` is 30 for the foreground and 40 for the
    /// background. The form follows the colour: `.default` → 39/49, ANSI 0–7 → 30–37/40–47,
    /// ANSI 8–15 → 90–97/100–107, palette → `38;5;n`, RGB → `38;2;r;g;b`.
    package static func appendColor(_ color: Color, base: Int, into output: inout [UInt8]) {
        switch color {
        case .default:
            output.appendDecimal(base + 9)
        case .ansi(let index) where index < 8:
            output.appendDecimal(base + Int(index))
        case .ansi(let index) where index < 16:
            output.appendDecimal(base + 60 + Int(index) - 8)
        case .ansi(let index), .palette(let index):
            output.appendDecimal(base + 8)
            output.append(contentsOf: ";5;".utf8)
            output.appendDecimal(Int(index))
        case .rgb(let rgb):
            output.appendDecimal(base + 8)
            output.append(contentsOf: ";2;".utf8)
            output.appendDecimal(Int(rgb.red))
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(Int(rgb.green))
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(Int(rgb.blue))
        }
    }
}

extension [UInt8] {
    /// Appends an integer in decimal ASCII digits.
    package mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var divisor: UInt = 1
        while rest / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
