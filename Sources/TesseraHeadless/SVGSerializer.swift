import TesseraCore

/// Serialises a frame to an SVG image with exact cell geometry, as a terminal of a given colour
/// depth would show it.
///
/// - Every cell is `cellWidth` × `cellHeight` pixels and every glyph is placed by its own `x`,
///   computed from its column, so columns line up whatever the font's advance. A wide glyph also
///   gets `textLength` of two cells with `lengthAdjust="spacingAndGlyphs"` (renderers that honour
///   it stretch the glyph over both cells; librsvg ignores it and draws it from the left edge).
/// - A rectangle of `background` covers the frame; each run of cells in a row sharing another
///   background gets one rectangle.
/// - Consecutive glyphs of a row that share colour, weight and slant are one `<text>` (spaces
///   between them draw nothing and do not break it), with one `<tspan x=…>` per glyph.
/// - Colours are degraded like ``ANSISerializer``'s and resolved to RGB with `foreground` and
///   `background` standing for the terminal defaults. Bold is a bold font, italic an italic one,
///   reverse swaps the colours, dim draws the glyph half way to its background colour, and
///   underline and strikethrough are explicit rectangles (they render the same everywhere,
///   unlike `text-decoration`).
/// - Text is XML-escaped; control characters become visible stand-ins. The same frame always
///   gives the same bytes.
public struct SVGSerializer: Hashable, Sendable {
    /// The font stack used when none is given: the monospace fonts common on each platform, then
    /// CJK and colour-emoji ones a browser or `rsvg-convert` falls back to for the wide glyphs a
    /// monospaced font lacks (drawn as boxes otherwise).
    public static let defaultFontFamily =
        "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono CJK JP', 'Noto Sans CJK JP', 'Hiragino Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', monospace"

    /// The terminal's default foreground, used for `.default` foregrounds.
    public var foreground: RGB
    /// The terminal's default background: the frame, and `.default` backgrounds.
    public var background: RGB
    /// The width of one cell in pixels (kept to hundredths).
    public var cellWidth: Double
    /// The height of one cell in pixels (kept to hundredths).
    public var cellHeight: Double
    /// The font size in pixels (kept to hundredths).
    public var fontSize: Double
    /// A CSS font-family list.
    public var fontFamily: String

    /// Creates an SVG serialiser. The defaults are light grey on a dark background, 8.4 × 17 px
    /// cells and 14 px text, which suits DejaVu Sans Mono and Menlo.
    public init(
        foreground: RGB = RGB(hex: 0xE5E5E5),
        background: RGB = RGB(hex: 0x1E1E1E),
        cellWidth: Double = 8.4,
        cellHeight: Double = 17,
        fontSize: Double = 14,
        fontFamily: String = SVGSerializer.defaultFontFamily
    ) {
        self.foreground = foreground
        self.background = background
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.fontSize = fontSize
        self.fontFamily = fontFamily
    }

    /// The frame as an SVG document for a terminal of `depth`.
    public func serialize(_ buffer: CellBuffer, depth: ColorDepth) -> String {
        var writer = SVGFrameWriter(
            metrics: SVGMetrics(cellWidth: cellWidth, cellHeight: cellHeight, fontSize: fontSize),
            depth: depth, foreground: foreground, background: background, size: buffer.size)
        for y in 0..<buffer.rows { writer.write(row: buffer.row(y), at: y) }
        return writer.document(fontFamily: fontFamily)
    }
}
