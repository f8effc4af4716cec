import Tessera
import TesseraBooks
import TesseraHeadless
import TesseraStories
import Testing

/// Issue 17: at 16 and 8 colours, in every built-in theme and scheme, every glyph of Tessera's
/// stories that is not text — switch tracks, checks, dots, spinners, progress bars, field and
/// banner lines — keeps WCAG 1.4.11's 3:1 against what it sits on, as xterm shows it. Stories
/// that waive the contrast check (disabled controls, exempt from WCAG) are left out.
@Suite struct GlyphMarkContrastTests {
    static let depths: [ColorDepth] = [.c16, .c8]

    @Test(arguments: Theme.measurableBuiltinNames)
    func everyMarkShowsAtLowDepths(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        var findings: [String] = []
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                for entry in TesseraBooks.all.flatMap(\.stories) where entry.story.waivers[.contrast] == nil {
                    let mode = StoryMode(
                        theme: theme, scheme: scheme, colors: depth,
                        size: entry.modes.all.first?.size ?? StoryModes.defaultSize)
                    let marks = StoryRender(entry.story, in: mode).frame.contrastAudit().failing([.icon])
                    if let mark = marks.first {
                        findings.append("\(scheme) \(depth.rawValue) \(entry.id): \(marks.count) marks, e.g. \(mark)")
                    }
                }
            }
        }
        #expect(findings.isEmpty, "\(name):\n\(findings.joined(separator: "\n"))")
    }
}
