import TesseraCore

/// How one cell is painted in an SVG: final colours, with reverse and dim already applied.
struct SVGPaint: Equatable {
    /// The colour of the glyph and its underline or strikethrough.
    var foreground: RGB
    /// The colour behind the cell.
    var background: RGB
    var attributes: TextAttributes

    /// The paint for a style that has already been degraded to the target depth.
    ///
    /// Reverse swaps the resolved foreground and background (so `.default` becomes the other
    /// default colour). Dim draws the glyph half way between its colour and its background,
    /// computed here rather than with opacity so every renderer shows the same colour. Bold is
    /// drawn with a bold font and does not brighten the colour.
    init(style: CellStyle, defaultForeground: RGB, defaultBackground: RGB) {
        var foreground = style.foreground.rgbValue(defaultColor: defaultForeground)
        var background = style.background.rgbValue(defaultColor: defaultBackground)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) { foreground = Self.halfway(foreground, background) }
        self.foreground = foreground
        self.background = background
        self.attributes = style.attributes
    }

    /// Whether glyphs in the two paints can share one `<text>` element.
    func drawsTextLike(_ other: SVGPaint) -> Bool {
        foreground == other.foreground
            && attributes.intersection([.bold, .italic]) == other.attributes.intersection([.bold, .italic])
    }

    private static func halfway(_ a: RGB, _ b: RGB) -> RGB {
        RGB(
            UInt8((UInt16(a.red) + UInt16(b.red)) / 2),
            UInt8((UInt16(a.green) + UInt16(b.green)) / 2),
            UInt8((UInt16(a.blue) + UInt16(b.blue)) / 2))
    }
}
