import Testing

@testable import Tessera

/// `Slider`: a value along a track, by keys, clicks and drags.
@Suite struct SliderTests {
    @Test func valuesMapToColumnsAndBack() {
        #expect(sliderFraction(40, in: 0...100) == 0.4)
        #expect(sliderFraction(-5, in: 0...100) == 0, "a value outside is at the nearer end")
        #expect(sliderFraction(1, in: 1...1) == 0, "an empty range")
        #expect(sliderThumbColumn(fraction: 0.5, width: 21) == 10)
        #expect(sliderThumbColumn(fraction: 1, width: 21) == 20)
        #expect(sliderValue(atColumn: 0, width: 21, step: 5, in: 0...100) == 0)
        #expect(sliderValue(atColumn: 20, width: 21, step: 5, in: 0...100) == 100)
        #expect(sliderValue(atColumn: 7, width: 21, step: 5, in: 0...100) == 35)
        #expect(sliderValue(atColumn: 7, width: 21, step: nil, in: 0...1) == 0.35)
        #expect(snappedSliderValue(42, step: 5, in: 0...100) == 40)
        #expect(snappedSliderValue(103, step: 5, in: 0...100) == 100)
    }

    @Test func keysStepAndJump() {
        let range = 0.0...100.0
        #expect(steppedSliderValue(40, for: KeyPress(.right), step: 5, in: range) == 45)
        #expect(steppedSliderValue(40, for: KeyPress(.left), step: 5, in: range) == 35)
        #expect(steppedSliderValue(40, for: KeyPress(.pageUp), step: 5, in: range) == 90)
        #expect(steppedSliderValue(40, for: KeyPress(.pageDown), step: 5, in: range) == 0)
        #expect(steppedSliderValue(40, for: KeyPress(.end), step: 5, in: range) == 100)
        #expect(steppedSliderValue(40, for: KeyPress(.right), step: nil, in: range) == 45, "a twentieth without a step")
        #expect(steppedSliderValue(40, for: KeyPress(.up), step: 5, in: range) == nil, "↑ and ↓ move focus")
    }

    @Test func theValueShowsTheStepsDecimals() {
        #expect(sliderValueText(40, step: 5, in: 0...100) == "40")
        #expect(sliderValueText(0.25, step: nil, in: 0...1) == "0.25")
        #expect(sliderValueText(0.3, step: 0.1, in: 0...1) == "0.3")
        #expect(sliderValueText(-0.05, step: 0.05, in: -1...1) == "-0.05")
    }

    @Test func slidersColoursComeFromTheProgressTokens() {
        let colors = sliderColors(isEnabled: true, theme: theme(.light), depth: .truecolor)
        #expect(colors.filled == .bgPrimary && colors.thumb == .bgPrimary)
        #expect([ColorToken.bgLine, .bgLineHeavy].contains(colors.track))
        #expect(
            sliderColors(isEnabled: true, theme: theme(.light), depth: .c16).track == .bgLineHeavy,
            "bgLine is ANSI 7 on white at 16 colours: the heavy line keeps 3:1")
    }

    struct Screen: View {
        @State private var volume = 40.0
        var body: some View {
            VStack(alignment: .leading) {
                Slider("Volume", value: $volume, in: 0...100, step: 5).frame(width: 40)
                Text("volume \(Int(volume))")
            }
        }
    }

    @Test func keysClicksAndDragsMoveIt() throws {
        let size = TerminalSize(columns: 50, rows: 3)
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var frame = host.renderSettled(size: size)
        let row = frame.screenText.split(separator: "\n")[0]
        // 40 columns: the ring's insets, "Volume", "40" and the gaps leave 26 for the track; 40%
        // of the way from its first column to its last is column 10.
        #expect(row.hasPrefix("  Volume ━━━━━━━━━━●─────────────── 40"), "\(row)")
        host.handle(.key(KeyPress(.tab)))
        for _ in 0..<3 { host.handle(.key(KeyPress(.right))) }
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume 55"))
        // The track runs from the column after "Volume " to before " 55": a click at its start is 0.
        let track = try #require(frame.screenText.split(separator: "\n")[0].firstIndex(where: { "━●─".contains($0) }))
        let start = frame.screenText.split(separator: "\n")[0].distance(from: frame.screenText.startIndex, to: track)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: start, y: 0))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume 0"), "\(frame.screenText)")
        host.handle(.mouse(MouseEvent(.move, at: Point(x: 49, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 49, y: 0))))
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("volume 100"), "a drag past the end stops at the bound")
    }
}
