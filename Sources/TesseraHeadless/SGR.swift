import TesseraCore

/// Select Graphic Rendition sequences: the escape codes that set colours and attributes.
enum SGR {
    /// Each attribute with the parameter that turns it on, in parameter order.
    static let attributeCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
    ]

    /// Appends one sequence that takes a terminal from `old` to `new` (which differ).
    ///
    /// When an attribute turns off the sequence starts with `0` (reset) and sets everything `new`
    /// needs from the default state; otherwise it sets only what changed. This avoids the
    /// bold/dim trap: SGR 22 turns both off.
    static func appendTransition(from old: CellStyle, to new: CellStyle, into output: inout OutputBuffer) {
        output.append("\u{1B}[")
        var separator = false
        let base: CellStyle
        if old.attributes.isSubset(of: new.attributes) {
            base = old
        } else {
            base = .plain
            output.append("0")
            separator = true
        }
        let added = new.attributes.subtracting(base.attributes)
        for (attribute, code) in attributeCodes where added.contains(attribute) {
            if separator { output.append(";") }
            output.append(decimal: code)
            separator = true
        }
        if new.foreground != base.foreground {
            if separator { output.append(";") }
            appendColor(new.foreground, base: 30, into: &output)
            separator = true
        }
        if new.background != base.background {
            if separator { output.append(";") }
            appendColor(new.background, base: 40, into: &output)
        }
        output.append("m")
    }

    /// Appends the parameters for a colour; `base` is 30 for the foreground and 40 for the
    /// background. The form follows the colour: `.default` → 39/49, ANSI 0–7 → 30–37/40–47,
    /// ANSI 8–15 → 90–97/100–107, palette → `38;5;n`, RGB → `38;2;r;g;b`.
    static func appendColor(_ color: Color, base: Int, into output: inout OutputBuffer) {
        switch color {
        case .default:
            output.append(decimal: base + 9)
        case .ansi(let index) where index < 8:
            output.append(decimal: base + Int(index))
        case .ansi(let index) where index < 16:
            output.append(decimal: base + 60 + Int(index) - 8)
        case .ansi(let index), .palette(let index):
            output.append(decimal: base + 8)
            output.append(";5;")
            output.append(decimal: Int(index))
        case .rgb(let rgb):
            output.append(decimal: base + 8)
            output.append(";2;")
            output.append(decimal: Int(rgb.red))
            output.append(";")
            output.append(decimal: Int(rgb.green))
            output.append(";")
            output.append(decimal: Int(rgb.blue))
        }
    }
}
