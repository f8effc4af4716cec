/// The floor a theme's line colour (`bgLineHeavy`: dividers, outlines of off controls, field
/// borders, a card's border) keeps against the surfaces lines are drawn on: WCAG 1.4.11's 3:1 for
/// non-text contrast, so a divider or an off switch never fades into the page, nor a card's border
/// into the card, in a built-in theme or a team's own.
///
/// The surfaces are the page and the raised ones (``lineSurfaces``): a card or a modal stands on
/// `bgElevation1` or `bgElevation2` and draws its border and its dividers on it. A raised surface
/// is barely apart from the page (1.0–1.6:1), so its border is what tells it from the page; on
/// Dracula's dark card (#44475A) the line (#6272A4) was 1.94:1.
enum LineContrast {
    /// The surfaces a line keeps 3:1 on: the page, and the raised surfaces of cards and modals.
    static let lineSurfaces: [ColorToken] = [.bg, .bgElevation1, .bgElevation2]

    /// `line` when it keeps ``LegibleStandIns/lineRatio`` on every one of `surfaces`; else `line`
    /// moved the least (in steps of a twentieth) toward `text` that does; else `text`.
    static func floored(_ line: RGB, on surfaces: [RGB], toward text: RGB) -> RGB {
        for step in 0...20 {
            let candidate = line.blended(toward: text, by: Double(step) / 20)
            if surfaces.allSatisfy({ ContrastAudit.ratio(candidate, $0) >= LegibleStandIns.lineRatio }) { return candidate }
        }
        return text
    }
}
