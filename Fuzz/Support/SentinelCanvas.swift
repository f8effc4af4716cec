import Tessera
import TesseraCore

/// Renders a view inside a known rectangle of a larger screen whose every cell holds a sentinel,
/// so that anything the view draws outside its rectangle shows as a changed sentinel.
package enum SentinelCanvas {
    /// The sentinel: a narrow glyph no view under test draws.
    static let sentinel = "~"

    /// `content` rendered in `area` (which must lie inside `screen`), and the broken rules: cells
    /// outside `area` that are not the sentinel any more, and those of ``CellBufferInvariants``.
    package static func render<Content: View>(_ content: Content, in area: Rect, screen: TerminalSize)
        -> (buffer: CellBuffer, violations: [String])
    {
        let empty = ViewHost(canvas(EmptyView(), in: area, screen: screen)).render(size: screen)
        let buffer = ViewHost(canvas(content, in: area, screen: screen)).render(size: screen)
        var violations = CellBufferInvariants.changes(outside: area, before: empty, after: buffer)
        violations += CellBufferInvariants.violations(in: buffer)
        if let missing = missingSentinel(empty, outside: area) { violations.append(missing) }
        return (buffer, violations)
    }

    /// The sentinel everywhere, with `content` framed to `area` in front of it.
    private static func canvas<Content: View>(_ content: Content, in area: Rect, screen: TerminalSize) -> some View {
        ZStack(alignment: .topLeading) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<screen.rows) { _ in
                    Text(String(repeating: sentinel, count: screen.columns))
                }
            }
            content
                .frame(width: area.width, height: area.height, alignment: .topLeading)
                .padding(EdgeInsets(top: area.y, leading: area.x))
        }
    }

    /// A check of the check: the empty canvas must show the sentinel in every cell outside `area`.
    private static func missingSentinel(_ empty: CellBuffer, outside area: Rect) -> String? {
        for y in 0..<empty.rows {
            for x in 0..<empty.columns where !area.contains(Point(x: x, y: y)) && empty[x, y].grapheme != "~" {
                return "the sentinel canvas itself has no sentinel at (\(x), \(y))"
            }
        }
        return nil
    }
}
