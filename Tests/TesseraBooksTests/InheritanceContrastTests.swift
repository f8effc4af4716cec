import Tessera
import TesseraBooks
import TesseraHeadless
import TesseraStories
import Testing

/// Issue 17: the inheritance story waives the story contrast check for its disabled group's
/// controls (exempt from WCAG 1.4.3), so this judges the rest of it: every text cell down to that
/// group's label — the app's and the green subtree's "Inherited" and "Primary" buttons, the card's
/// variant, the label "Group: disabled  .disabled(true)" — reaches its ratio in every built-in
/// theme, scheme and depth. (The subtree's green primary, #098551, was 4.06:1 on Nord's light page
/// in truecolor and 3.91:1 at 256 colours; the label faded with the group it describes, 3.41:1 at
/// truecolor dark, review 17b defect 8.)
@Suite struct InheritanceContrastTests {
    static let depths: [ColorDepth] = [.truecolor, .c256, .c16, .c8]

    @Test(arguments: Theme.measurableBuiltinNames)
    func everythingButTheDisabledGroupReads(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        let entry = try #require(TesseraBooks.all.flatMap(\.stories).first { $0.id.hasSuffix("inheritance") })
        var findings: [String] = []
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let mode = StoryMode(theme: theme, scheme: scheme, colors: depth, size: TerminalSize(columns: 100, rows: 40))
                let frame = StoryRender(entry.story, in: mode).frame
                let rows = (0..<frame.buffer.rows).map { y in String(frame.buffer.row(y).map(\.grapheme)) }
                let group = try #require(rows.firstIndex { $0.contains("Group: disabled") })
                let failing = frame.contrastAudit(boldText: .text).failing([.text]).filter { $0.position.y <= group }
                if let worst = failing.min(by: { $0.ratio < $1.ratio }) {
                    findings.append(
                        "\(scheme) \(depth.rawValue): \(failing.count) cells, the worst \"\(worst.glyph)\" on row "
                            + "\(worst.position.y + 1) (\(rows[worst.position.y].split(separator: " ").joined(separator: " "))): "
                            + "\(worst.foreground.hexString) on \(worst.background.hexString), \(worst.ratio):1")
                }
            }
        }
        #expect(findings.isEmpty, "\(name):\n\(findings.joined(separator: "\n"))")
    }
}
