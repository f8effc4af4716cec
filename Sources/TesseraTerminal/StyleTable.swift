import CNcursesw
import TesseraCore

/// How ncurses draws one cell style: attributes, colour pair, and whether to overlay a stroke.
struct ResolvedStyle: Equatable {
    var attributes: attr_t
    var pair: Int32
    /// ncurses 6.4 has no strikethrough attribute (attr_t has no free bit for it); the presenter
    /// overlays U+0336 COMBINING LONG STROKE OVERLAY instead, when the locale is UTF-8.
    var strikethrough: Bool
}

/// Resolves cell styles for one screen: degrades them to its colour depth, numbers the colours and
/// finds their pair, remembering the answer per style so a frame resolves each style once.
struct StyleTable {
    let depth: ColorDepth
    let numbering: ColorNumbering
    private var pairs: ColorPairTable
    private var resolved: [CellStyle: ResolvedStyle] = [:]

    init(depth: ColorDepth, numbering: ColorNumbering, pairCapacity: Int) {
        self.depth = depth
        self.numbering = numbering
        self.pairs = ColorPairTable(capacity: pairCapacity)
    }

    /// How to draw `style`, or nil when the colour pairs are exhausted (see ``ColorPairTable``).
    mutating func resolve(_ style: CellStyle) -> ResolvedStyle? {
        if let known = resolved[style] { return known }
        let degraded = style.degraded(to: depth)
        var pair: Int32 = 0
        if depth != .monochrome {
            guard
                let allocated = pairs.pair(
                    foreground: numbering.number(for: degraded.foreground),
                    background: numbering.number(for: degraded.background)
                )
            else { return nil }
            pair = allocated
        }
        let result = ResolvedStyle(
            attributes: Self.attributes(degraded.attributes), pair: pair,
            strikethrough: degraded.attributes.contains(.strikethrough))
        resolved[style] = result
        return result
    }

    /// How to draw `style` when pairs are exhausted even after a reset: its attributes, default colours.
    func fallback(_ style: CellStyle) -> ResolvedStyle {
        let degraded = style.degraded(to: depth)
        return ResolvedStyle(
            attributes: Self.attributes(degraded.attributes), pair: 0,
            strikethrough: degraded.attributes.contains(.strikethrough))
    }

    /// Frees every colour pair and forgets every resolved style.
    mutating func reset() {
        pairs.reset()
        resolved.removeAll(keepingCapacity: true)
    }

    private static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = TESSERA_WA_NORMAL
        if attributes.contains(.bold) { result |= TESSERA_WA_BOLD }
        if attributes.contains(.dim) { result |= TESSERA_WA_DIM }
        if attributes.contains(.italic) { result |= TESSERA_WA_ITALIC }
        if attributes.contains(.underline) { result |= TESSERA_WA_UNDERLINE }
        if attributes.contains(.reverse) { result |= TESSERA_WA_REVERSE }
        return result
    }
}
