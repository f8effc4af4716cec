import TesseraCore

/// Turns a colour (already degraded to the screen's depth) into an ncurses colour number.
///
/// With a 256/16/8-colour terminfo entry the number is the palette index. In ncurses' direct-colour
/// mode (`xterm-direct`: terminfo `RGB`, `colors` = 2^24) colour numbers *are* packed 0xRRGGBB, except
/// that numbers below ``directIndexLimit`` still mean palette indices; so palette colours at or above
/// the limit are sent as their RGB value, and RGB values that would collide with an index are nudged
/// by one step of green (invisible, but unambiguous).
struct ColorNumbering {
    /// Colours ncurses accepts (terminfo `colors`).
    var colors: Int32
    /// In direct-colour mode, the first number that is RGB rather than an index; nil otherwise.
    var directIndexLimit: Int32?

    /// The ncurses colour number, -1 for the terminal's default colour (also used for a colour the
    /// terminal cannot show, which degradation should never hand over).
    func number(for color: Color) -> Int32 {
        switch color {
        case .default:
            return -1
        case .ansi(let index), .palette(let index):
            if let limit = directIndexLimit, Int32(index) >= limit {
                return packed(XTermPalette.rgb(forIndex: index), limit: limit)
            }
            return Int32(index) < colors ? Int32(index) : -1
        case .rgb(let rgb):
            guard let limit = directIndexLimit else { return -1 }
            return packed(rgb, limit: limit)
        }
    }

    private func packed(_ rgb: RGB, limit: Int32) -> Int32 {
        let value = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
        return value < limit ? value | 0x100 : value
    }
}
