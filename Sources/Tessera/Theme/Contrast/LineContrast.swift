/// The floor a theme's line colour (`bgLineHeavy`: dividers, outlines of off controls, field
/// borders) keeps against its page: WCAG 1.4.11's 3:1 for non-text contrast, so a divider or an off
/// switch never fades into the page, in a built-in theme or a team's own.
enum LineContrast {
    /// `line` when it keeps ``LegibleStandIns/lineRatio`` on `page`; else `line` moved the least
    /// (in steps of a twentieth) toward `text` that does; else `text`.
    static func floored(_ line: RGB, on page: RGB, toward text: RGB) -> RGB {
        for step in 0...20 {
            let candidate = line.blended(toward: text, by: Double(step) / 20)
            if ContrastAudit.ratio(candidate, page) >= LegibleStandIns.lineRatio { return candidate }
        }
        return text
    }
}
