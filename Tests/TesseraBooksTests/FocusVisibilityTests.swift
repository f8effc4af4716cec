import Tessera
import TesseraBooks
import TesseraStories
import Testing

/// Issue #17, point 4: every control in Tessera's books shows that it has focus, at every colour
/// depth and in monochrome, and the marks focus adds (ring characters, a box) keep 3:1 against
/// what they sit on, as a terminal of that depth shows them.
@Suite struct FocusVisibilityTests {
    static let depths: [ColorDepth] = [.truecolor, .c256, .c16, .c8, .monochrome]
    static let size = TerminalSize(columns: 100, rows: 30)
    /// The most controls checked in one story (as the story checks' state probe).
    static let maximumStops = 12

    static var storyIDs: [String] { TesseraBooks.all.flatMap(\.stories).map(\.id) }

    private func host(_ story: Story, scheme: ColorScheme, depth: ColorDepth) -> ViewHost {
        var environment = EnvironmentValues()
        environment.colorDepth = depth
        return ViewHost(StoryCanvas(story).background(.bg).theme(.default, scheme: scheme), environment: environment)
    }

    /// The story check `focus-visible` (``FocusChangeAudit``) in every depth and scheme, not only
    /// in the modes the books declare: each control Tab reaches changes a glyph or reverse video
    /// when focused, and the marks it draws keep 3:1 (issue #17 review 2, point 10, and the last
    /// review's chips, banner ✕, accordion headers and low-depth buttons).
    @Test(arguments: storyIDs)
    func focusIsVisibleAtEveryDepth(id: String) throws {
        let entry = try #require(TesseraBooks.all.flatMap(\.stories).first { $0.id == id })
        #expect(entry.story.waivers[.focusVisible] == nil, "Tessera's own stories show focus everywhere")
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let mode = StoryMode(scheme: scheme, colors: depth, size: Self.size)
                let problems = StoryChecks.focusProblems(StoryStateProbe(entry.story, in: mode, activating: false))
                #expect(problems.isEmpty, "\(id), \(scheme) at \(depth): \(problems.map(\.message).joined(separator: "; "))")
            }
        }
    }

    /// Issue #17: one spacing for the focus ring everywhere (`▸ Save ◂`, `▸ ● Label ◂`, `▸ Overview ◂`):
    /// each ring character stands one blank cell of its own ground from what it marks, on both sides.
    /// The slide button's compact track runs to its ends, so its ring sits on the track (still open).
    /// What a ring marks may start with a slot the control keeps blank until it is chosen (a list
    /// cell's check, as a menu's: `▸   Ether` then `▸ ✓ Ether`): the slot counts when Enter fills it.
    @Test(arguments: storyIDs.filter { !$0.hasPrefix("controls/slide-button/") })
    func focusRingStandsOneSpaceFromWhatItMarks(id: String) throws {
        let entry = try #require(TesseraBooks.all.flatMap(\.stories).first { $0.id == id })
        let resting = host(entry.story, scheme: .dark, depth: .truecolor)
        let before = resting.renderSettled(size: Self.size)
        for stop in 0..<min(resting.focusOrderLabels.count, Self.maximumStops) {
            let focusing = host(entry.story, scheme: .dark, depth: .truecolor)
            _ = focusing.renderSettled(size: Self.size)
            for _ in 0...stop { focusing.handle(.key(KeyPress(.tab))) }
            let after = focusing.renderSettled(size: Self.size)
            // The same control, chosen with Enter: where a kept slot fills.
            let choosing = host(entry.story, scheme: .dark, depth: .truecolor)
            _ = choosing.renderSettled(size: Self.size)
            for _ in 0...stop { choosing.handle(.key(KeyPress(.tab))) }
            _ = choosing.renderSettled(size: Self.size)
            choosing.handle(.key(KeyPress(.enter)))
            let chosen = choosing.renderSettled(size: Self.size)
            let label = focusing.focusedLabel ?? "control \(stop + 1)"
            for y in 0..<after.rows {
                for x in 0..<after.columns where after[x, y].grapheme != before[x, y].grapheme {
                    let glyph = after[x, y].grapheme
                    guard glyph == "▸" || glyph == "◂" else { continue }
                    let step = glyph == "▸" ? 1 : -1
                    let gap = x + step, content = x + 2 * step
                    guard after.columns > max(gap, content), min(gap, content) >= 0 else { continue }
                    let blank =
                        after[gap, y].grapheme == " "
                        && after[gap, y].style.background == after[x, y].style.background
                    let slot = glyph == "▸" && chosen[x, y].grapheme == glyph && chosen[content, y].grapheme != " "
                    let marked =
                        after[content, y].grapheme != " " || slot
                        || after[content, y].style.background != after[gap, y].style.background
                    #expect(blank && marked, "\(id) '\(label)': \(glyph) at column \(x), row \(y) is not one space from its control")
                }
            }
        }
    }
}
