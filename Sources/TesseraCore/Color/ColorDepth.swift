/// How many colours a target can show, from 24-bit down to none at all.
public enum ColorDepth: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Any 24-bit colour.
    case truecolor
    /// The xterm 256-colour palette: the 16 ANSI colours, a 6×6×6 cube and 24 greys.
    case c256 = "256"
    /// The 8 ANSI colours and their bright variants.
    case c16 = "16"
    /// The 8 ANSI colours only.
    case c8 = "8"
    /// No colour: only attributes such as bold and reverse tell things apart.
    case monochrome = "mono"

    /// The number of distinct colours, or 0 for monochrome.
    public var colorCount: Int {
        switch self {
        case .truecolor: 16_777_216
        case .c256: 256
        case .c16: 16
        case .c8: 8
        case .monochrome: 0
        }
    }

    /// Orders depths by how many colours they show: monochrome is the lowest, truecolor the highest.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        lhs.colorCount < rhs.colorCount
    }
}
