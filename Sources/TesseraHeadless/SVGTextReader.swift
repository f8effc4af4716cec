/// Reads the text rows back out of Tessera's own SVG snapshots (glyphs are `<tspan x=…>` inside
/// `<text y=…>`), for line diffs.
enum SVGTextReader {
    /// At most this many rows are read back, whatever a (corrupt) file claims.
    static let maximumRows = 2_000

    static func lines(_ svg: String) -> [String] {
        var rows: [Int: [(x: Double, glyph: String)]] = [:]
        var currentRow = 0
        // Snapshots are always drawn with the serializer's default metrics.
        let cellHeight = SVGSerializer().cellHeight
        var rest = Substring(svg)
        while let open = rest.firstRange(of: "<") {
            rest = rest[open.upperBound...]
            if rest.hasPrefix("text "), let y = attribute("y", in: rest), y.isFinite, y >= 0, y / cellHeight < Double(maximumRows) {
                currentRow = Int(y / cellHeight)
            } else if rest.hasPrefix("tspan "), let x = attribute("x", in: rest), x.isFinite,
                let close = rest.firstRange(of: ">"), let end = rest.firstRange(of: "</tspan>"),
                close.upperBound <= end.lowerBound
            {
                let glyph = unescape(String(rest[close.upperBound..<end.lowerBound]))
                rows[currentRow, default: []].append((x, glyph))
            }
        }
        guard let last = rows.keys.max() else { return [] }
        return (0...last).map { row in
            (rows[row] ?? []).sorted { $0.x < $1.x }.map(\.glyph).joined()
        }
    }

    private static func attribute(_ name: String, in text: Substring) -> Double? {
        guard let tagEnd = text.firstIndex(of: ">"), let start = text[..<tagEnd].firstRange(of: " \(name)=\"") else { return nil }
        let value = text[start.upperBound...].prefix { $0 != "\"" }
        return Double(value)
    }

    private static func unescape(_ text: String) -> String {
        text.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"").replacingAll("&amp;", "&")
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
