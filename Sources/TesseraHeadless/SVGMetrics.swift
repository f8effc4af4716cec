/// The geometry of an SVG frame, in hundredths of a pixel so that every coordinate is integer
/// arithmetic and prints the same way every time.
struct SVGMetrics {
    /// Width and height of one cell.
    let cellWidth: Int
    let cellHeight: Int
    let fontSize: Int
    /// From the top of a cell to the text baseline: the font's line box (ascent 0.928 em,
    /// descent 0.236 em, as in DejaVu Sans Mono) centred in the cell.
    let baseline: Int
    /// From the top of a cell to the top of an underline, and of a strikethrough line.
    let underlineTop: Int
    let strikethroughTop: Int
    /// The thickness of underline and strikethrough lines: 1/14 em, at least 1 px.
    let lineThickness: Int

    init(cellWidth: Double, cellHeight: Double, fontSize: Double) {
        self.cellWidth = Self.hundredths(cellWidth, fallback: 840)
        self.cellHeight = Self.hundredths(cellHeight, fallback: 1700)
        self.fontSize = Self.hundredths(fontSize, fallback: 1400)
        let size = self.fontSize
        baseline = (self.cellHeight - size * 1164 / 1000) / 2 + size * 928 / 1000
        lineThickness = max(100, size / 14)
        underlineTop = min(baseline + size / 10, self.cellHeight - lineThickness)
        strikethroughTop = baseline - size * 3 / 10 - lineThickness / 2
    }

    /// A length in pixels as whole hundredths, between 0.01 px and 10 000 px; `fallback` when it
    /// is not a positive finite number.
    private static func hundredths(_ pixels: Double, fallback: Int) -> Int {
        guard pixels.isFinite, pixels > 0 else { return fallback }
        // Rounds half up by truncation: no libm needed.
        return max(1, Int(min(pixels, 10_000) * 100 + 0.5))
    }
}
