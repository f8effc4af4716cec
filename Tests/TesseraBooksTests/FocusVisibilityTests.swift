import Testing
import Tessera
import TesseraBooks
import TesseraHeadless
import TesseraStories

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

    private func frame(_ host: ViewHost, scheme: ColorScheme, depth: ColorDepth) -> Snapshot.Frame {
        Snapshot.Frame(buffer: host.renderSettled(size: Self.size), depth: depth, theme: .default, scheme: scheme)
    }

    /// The one-of-many controls (tabs, segmented controls, radio groups), whose selected option is
    /// bold or reversed already, so focus has to add the ring's characters to show.
    private static func marksFocusWithTheRing(_ id: String) -> Bool {
        id.hasPrefix("overlays/tabs/") || id == "controls/toggle/variants/radio-group"
    }

    /// Every cell's grapheme, row by row: what a frame shows with its colours and attributes left out.
    private static func glyphs(_ buffer: CellBuffer) -> [Character] {
        (0..<buffer.rows).flatMap { y in (0..<buffer.columns).map { x in buffer[x, y].grapheme } }
    }

    @Test(arguments: storyIDs)
    func focusIsVisibleAtEveryDepth(id: String) throws {
        let entry = try #require(TesseraBooks.all.flatMap(\.stories).first { $0.id == id })
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let resting = host(entry.story, scheme: scheme, depth: depth)
                let restingFrame = frame(resting, scheme: scheme, depth: depth)
                let stops = min(resting.focusOrderLabels.count, Self.maximumStops)
                for stop in 0..<stops {
                    let focusing = host(entry.story, scheme: scheme, depth: depth)
                    _ = focusing.renderSettled(size: Self.size)
                    for _ in 0...stop { focusing.handle(.key(KeyPress(.tab))) }
                    let focused = frame(focusing, scheme: scheme, depth: depth)
                    let label = focusing.focusedLabel ?? "control \(stop + 1)"
                    let context = "\(id) '\(label)', \(scheme) at \(depth)"
                    // A story that previews the focused state shows focus at rest already.
                    let previewsFocus = entry.story.code?.contains(".previewState(.focused)") == true
                    #expect(previewsFocus || focused.serialized(as: .ansi) != restingFrame.serialized(as: .ansi),
                            "focus does not show: \(context)")
                    // Issue #17 review 2, point 10: a one-of-many control's focus draws marks of its own
                    // (the ring's characters), not only an underline on what is already bold or reversed.
                    #expect(!Self.marksFocusWithTheRing(id) || Self.glyphs(focused.buffer) != Self.glyphs(restingFrame.buffer),
                            "focus changes no glyph, only attributes: \(context)")
                    // The marks focus draws: cells whose glyph changed and that are not text.
                    let weak = focused.contrastAudit().findings.filter { finding in
                        finding.use == .icon
                            && restingFrame.buffer[finding.position.x, finding.position.y].grapheme != finding.glyph
                    }
                    let named = weak.prefix(3).map(\.description).joined(separator: "; ")
                    #expect(weak.isEmpty, "a focus mark under 3:1: \(context): \(named)")
                }
            }
        }
    }

    /// Issue #17: one spacing for the focus ring everywhere (`▸ Save ◂`, `▸ ● Label ◂`, `▸ Overview ◂`):
    /// each ring character stands one blank cell of its own ground from what it marks, on both sides.
    /// The slide button's compact track runs to its ends, so its ring sits on the track (still open).
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
            let label = focusing.focusedLabel ?? "control \(stop + 1)"
            for y in 0..<after.rows {
                for x in 0..<after.columns where after[x, y].grapheme != before[x, y].grapheme {
                    let glyph = after[x, y].grapheme
                    guard glyph == "▸" || glyph == "◂" else { continue }
                    let step = glyph == "▸" ? 1 : -1
                    let gap = x + step, content = x + 2 * step
                    guard after.columns > max(gap, content), min(gap, content) >= 0 else { continue }
                    let blank = after[gap, y].grapheme == " "
                        && after[gap, y].style.background == after[x, y].style.background
                    let marked = after[content, y].grapheme != " "
                        || after[content, y].style.background != after[gap, y].style.background
                    #expect(blank && marked, "\(id) '\(label)': \(glyph) at column \(x), row \(y) is not one space from its control")
                }
            }
        }
    }
}
