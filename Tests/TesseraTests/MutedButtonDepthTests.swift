import Testing

@testable import Tessera

/// The second review's defect 5: at 16 colours dark the foreground-muted button was a grey box
/// around a grey label, the disabled look (one ink for box and label) in another grey. The quiet
/// button keeps a label of at least 4.5:1 and never draws its box in its label's own grey, in
/// every built-in theme and scheme at 16 and 8 colours.
@Suite struct MutedButtonDepthTests {
    private static let boxGlyphs: Set<Character> = ["╭", "╮", "╰", "╯", "│", "─", "┌", "┐", "└", "┘", "+", "-", "|"]

    @Test(arguments: [ColorDepth.c16, .c8])
    func theQuietButtonIsLegibleAndNotTheDisabledLook(depth: ColorDepth) throws {
        for name in Theme.measurableBuiltinNames {
            let theme = try Theme.builtin(named: name)
            for scheme in ColorScheme.allCases {
                let context = "\(name) \(scheme) \(depth)"
                let resolved = theme.resolved(for: scheme, depth: depth)
                let buffer = renderControl(
                    Button("Muted") {}.buttonStyle(.tessera(.foregroundMuted)),
                    theme: theme, scheme: scheme, depth: depth, columns: 16, rows: 3)
                let cells = shownCells(buffer, at: depth)
                let at = try #require(locate("Muted", in: buffer), "\(context)")
                let label = cells[at.y][at.x]
                let page = resolved.color(.bg).degraded(to: depth)
                func shown(_ color: Color) -> RGB { color.rgbValue(defaultColor: resolved.rgb(.fg)) }
                var ink = shown(label.visibleForeground)
                let ground = shown(label.visibleBackground == .default ? page : label.visibleBackground)
                // As the gallery's own check models dim: two thirds of the way from the page to the ink.
                if label.style.attributes.contains(.dim) { ink = ground.blended(toward: ink, by: 0.66) }
                let ratio = ContrastAudit.ratio(ink, ground)
                #expect(ratio >= 4.5, "\(context): the label is \(ratio):1")
                let box = cells.joined().filter { Self.boxGlyphs.contains($0.grapheme) }
                let labelLook = (label.visibleForeground, label.style.attributes.contains(.dim))
                #expect(
                    !box.contains { ($0.visibleForeground, $0.style.attributes.contains(.dim)) == labelLook }
                        || label.visibleForeground == resolved.color(.fg).degraded(to: depth),
                    "\(context): a box in the label's own grey reads as disabled")
            }
        }
    }
}
