/// Character attributes a terminal can render.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The set as bits, in the order of ``named``: bold is 1, strikethrough 32.
    public let rawValue: UInt8
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Heavier glyphs; many terminals also brighten the colour.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Fainter glyphs (SGR 2); some terminals ignore it.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Slanted glyphs, where the terminal's font has them.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// A line under the glyphs.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped, which stays visible in monochrome.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// A line through the glyphs.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    /// Every attribute, in a stable order, with its name (for diffs and inspectors).
    public static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
        (.underline, "underline"), (.reverse, "reverse"), (.strikethrough, "strikethrough"),
    ]
}
