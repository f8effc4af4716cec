import Tessera

/// What focus changes in a frame, as a terminal of the frame's depth shows it.
///
/// Focus has to show on every terminal: so it must change a glyph (the ring's characters `▸ ◂`,
/// a heavier box) or turn reverse video on or off, and not only colours, which lower depths merge
/// (a light grey fill is the page's white at 16 colours), or bold, underline, italic and dim,
/// which are easily missed on a label and which some terminals draw as a brighter colour or not
/// at all. The cells focus changes the glyph of are its marks, and each keeps 3:1 (WCAG's
/// non-text contrast) against what it sits on.
///
/// ```swift
/// let result = FocusChangeAudit.run(resting: before, focused: after)
/// #expect(result.isShown && result.weakMarks.isEmpty)
/// ```
package enum FocusChangeAudit {
    /// The ratio a focus mark keeps against its background.
    package static let markRatio = 3.0

    /// What the audit found.
    package struct Result: Sendable {
        /// Whether a glyph changed, or a cell's reverse video turned on or off.
        package let isShown: Bool
        /// The cells whose glyph focus changed that fall under ``markRatio`` as the depth shows them.
        package let weakMarks: [CellContrastReport.Finding]
    }

    /// Compares two frames of the same content at the same depth: at rest and with focus on a control.
    package static func run(resting: Snapshot.Frame, focused: Snapshot.Frame) -> Result {
        let before = resting.buffer, after = focused.buffer
        let columns = min(before.columns, after.columns), rows = min(before.rows, after.rows)
        var isShown = false
        var weak: [CellContrastReport.Finding] = []
        for y in 0..<rows {
            for x in 0..<columns {
                let old = before[x, y], new = after[x, y]
                guard old.grapheme != new.grapheme else {
                    if old.style.attributes.contains(.reverse) != new.style.attributes.contains(.reverse) { isShown = true }
                    continue
                }
                isShown = true
                // A mark, judged as the depth shows it (white space and emoji are not judged). Text
                // that changes must reach at least a mark's ratio; its own is the contrast check's business.
                guard !new.isContinuation,
                    let use = CellContrastAudit.use(of: new.grapheme, bold: new.style.attributes.contains(.bold))
                else { continue }
                let shown = CellContrastAudit.shownColors(
                    of: new.style, depth: focused.depth,
                    defaultForeground: focused.defaultForeground,
                    defaultBackground: focused.defaultBackground)
                let ratio = ContrastAudit.ratio(shown.foreground, shown.background)
                guard ratio < markRatio else { continue }
                weak.append(
                    CellContrastReport.Finding(
                        position: Point(x: x, y: y), glyph: new.grapheme, use: use,
                        foreground: shown.foreground, background: shown.background,
                        ratio: ratio, required: markRatio))
            }
        }
        return Result(isShown: isShown, weakMarks: weak)
    }
}
