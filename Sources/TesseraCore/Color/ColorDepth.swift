/// How many colours a target can show, from 24-bit down to none at all.
public enum ColorDepth: String, CaseIterable, Hashable, Sendable, Comparable {
    case truecolor
    case c256 = "256"
    case c16 = "16"
    case c8 = "8"
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

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        lhs.colorCount < rhs.colorCount
    }
}
