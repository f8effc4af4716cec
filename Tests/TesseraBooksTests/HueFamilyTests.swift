import Tessera
import TesseraBooks
import TesseraHeadless
import TesseraStories
import Testing

/// Issue 17: at 16 and 8 colours, in every built-in theme and scheme, no two words of a story
/// that truecolor shows in different hues read as one hue: the gallery's hue check
/// (``HueCollisionAudit``), which counts a colour and its bright twin as one hue family, finds
/// nothing on Tessera's own stories. (Catppuccin dark's purple tag was xterm's #cd0000 beside its
/// red #ff0000; gruvbox's #0000ee beside #5c5cff.)
@Suite struct HueFamilyTests {
    static let depths: [ColorDepth] = [.c16, .c8]

    @Test(arguments: Theme.builtinNames)
    func noTwoHuesOfAStoryReadAsOne(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        var findings: [String] = []
        for scheme in ColorScheme.allCases {
            for entry in TesseraBooks.all.flatMap(\.stories) where entry.story.waivers[.distinctHues] == nil {
                let size = entry.modes.all.first?.size ?? StoryModes.defaultSize
                let truecolor = StoryRender(entry.story, in: StoryMode(theme: theme, scheme: scheme, colors: .truecolor, size: size))
                for depth in Self.depths {
                    let lowered = StoryRender(entry.story, in: StoryMode(theme: theme, scheme: scheme, colors: depth, size: size))
                    for collision in HueCollisionAudit.run(truecolor: truecolor.frame, lowered: lowered.frame) {
                        findings.append(
                            "\(scheme) \(depth.rawValue) \(entry.id): \"\(collision.words.0)\" and \"\(collision.words.1)\" "
                                + "both \(collision.shown.foreground.hexString) on \(collision.shown.background.hexString)")
                    }
                }
            }
        }
        #expect(findings.isEmpty, "\(name):\n\(findings.joined(separator: "\n"))")
    }
}
