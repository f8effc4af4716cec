/// The xterm 256-colour palette.
///
/// Indices 0–15 are the ANSI colours at xterm's default values (terminals and users often
/// customise these), 16–231 a 6×6×6 colour cube with the channel levels 0, 95, 135, 175, 215 and
/// 255, and 232–255 a ramp of 24 greys from #080808 to #eeeeee in steps of 10.
public enum XTermPalette {
    /// The RGB value xterm shows for a palette index (0–15 are xterm's default ANSI colours).
    public static func rgb(forIndex index: UInt8) -> RGB { colors[Int(index)] }

    /// The ANSI colour (0–15) that xterm shows as exactly `color`, if one does.
    public static func ansiIndex(of color: RGB) -> UInt8? { ansiIndices[color] }

    /// The 16 ANSI colours by the RGB value xterm shows them as.
    private static let ansiIndices: [RGB: UInt8] = Dictionary(
        uniqueKeysWithValues: ansiColors.enumerated().map { ($0.element, UInt8($0.offset)) })

    /// xterm's default values for the 16 ANSI colours.
    private static let ansiColors: [RGB] = [
        RGB(hex: 0x000000), RGB(hex: 0xCD0000), RGB(hex: 0x00CD00), RGB(hex: 0xCDCD00),
        RGB(hex: 0x0000EE), RGB(hex: 0xCD00CD), RGB(hex: 0x00CDCD), RGB(hex: 0xE5E5E5),
        RGB(hex: 0x7F7F7F), RGB(hex: 0xFF0000), RGB(hex: 0x00FF00), RGB(hex: 0xFFFF00),
        RGB(hex: 0x5C5CFF), RGB(hex: 0xFF00FF), RGB(hex: 0x00FFFF), RGB(hex: 0xFFFFFF),
    ]

    /// The channel levels of the colour cube (16–231).
    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// All 256 entries, by index.
    private static let colors: [RGB] = {
        var colors = ansiColors
        for red in cubeLevels {
            for green in cubeLevels {
                for blue in cubeLevels {
                    colors.append(RGB(red, green, blue))
                }
            }
        }
        for step in 0..<24 {
            let level = UInt8(8 + 10 * step)
            colors.append(RGB(level, level, level))
        }
        return colors
    }()
}
