import Tessera
import TesseraHeadless
import TesseraStories
import Testing

@Suite("Story rendering and checks")
struct StoryRenderTests {
    static let mode = StoryMode(size: TerminalSize(columns: 40, rows: 6))

    @Test("a story's frame is cropped to its canvas; its views stack one row apart")
    func cropped() {
        let story = Story("Pay") {
            Button("Pay") {}
            Button("Pay") {}.buttonStyle(.tessera(.primary))
        }
        let render = StoryRender(story, in: Self.mode)
        #expect(render.fits)
        #expect(render.frame.buffer.columns < 40 && render.frame.buffer.rows < 6)
        let lines = render.frame.serialized(as: .text).split(separator: "\n", omittingEmptySubsequences: false)
        let payRows = lines.indices.filter { lines[$0].contains("Pay") }
        #expect(payRows.count == 2)
        #expect(payRows.count == 2 && payRows[1] - payRows[0] >= 2, "one blank row at least between the two")
    }

    @Test("a story taller than its mode is clipped, and the clipping check says by how much")
    func clipping() {
        let story = Story("Tall") { VStack(spacing: 0) { ForEach(0..<9, id: \.self) { Text("row \($0)") } } }
        let render = StoryRender(story, in: Self.mode)
        #expect(!render.fits)
        let problems = StoryChecks.problems(of: story, render: render)
        #expect(problems.map(\.check) == [.clipping])
        #expect(problems.first?.message.contains("needs 5×9") == true, "\(problems)")
        #expect(StoryChecks.problems(of: story.allowing(.clipping, because: "shows scrolling"), render: render).isEmpty)
    }

    @Test("an interactive element without a label is found where it is")
    func labels() {
        let story = Story("Custom") {
            Button("Save") {}
            Text("custom").focusable()
        }
        .allowing(.focusVisible, because: "only the labels are under test")
        let problems = StoryChecks.problems(of: story, render: StoryRender(story, in: Self.mode))
        #expect(problems.map(\.check) == [.accessibilityLabels])
        #expect(problems.first?.message.contains("row 3") == true, "\(problems)")
    }

    @Test("text under its ratio, as the mode's depth shows it, is a contrast problem")
    func contrast() {
        var faint = Theme.default
        faint.colors[.fgMuted] = SchemeColor(light: RGB(hex: 0xAAAAAA), dark: RGB(hex: 0x555555))
        let story = Story("Faint") { Text("hard to read").foregroundColor(.fgMuted) }
        let problems = StoryChecks.problems(of: story, render: StoryRender(story, in: StoryMode(theme: faint)))
        #expect(problems.map(\.check) == [.contrast])
        #expect(problems.first?.message.contains("10 of 10 text cells are under their ratio in truecolor") == true, "\(problems)")
        #expect(problems.first?.message.contains("#aaaaaa on #ffffff, 2.32:1 where 4.5:1 is needed") == true, "\(problems)")
        #expect(
            StoryChecks.problems(of: story, render: StoryRender(story, in: StoryMode())).isEmpty, "the default theme's muted text passes")
        #expect(
            StoryChecks.problems(
                of: story.allowing(.contrast, because: "a test"),
                render: StoryRender(story, in: StoryMode(theme: faint))
            ).isEmpty)
    }

    /// A button whose focus shows only as a colour: a wash behind it.
    struct ColourOnlyFocus: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(.horizontal, 1).background(configuration.isFocused ? .bgPrimaryWash : .bg)
        }
    }

    @Test("focus shown by colour alone is caught in monochrome; the house styles pass")
    func monochromeStates() {
        let mono = StoryMode(colors: .monochrome, size: TerminalSize(columns: 40, rows: 6))
        let colourOnly = Story("Colour only") { Button("Save") {}.buttonStyle(ColourOnlyFocus()) }
        let problems = StoryChecks.problems(of: colourOnly, render: StoryRender(colourOnly, in: mono))
        #expect(problems.contains { $0.check == .monochromeStates && $0.message.contains("focus on 'Save'") }, "\(problems)")
        #expect(
            !StoryChecks.problems(of: colourOnly, render: StoryRender(colourOnly, in: Self.mode))
                .contains { $0.check == .monochromeStates },
            "the check runs only in monochrome modes")
        for story in [
            Story("House") { Button("Save") {} }, Story("Primary") { Button("Save") {}.buttonStyle(.tessera(.primary)) },
            Story("Switch") { Toggle("Wi-Fi", isOn: .constant(true)) },
        ] {
            #expect(StoryChecks.problems(of: story, render: StoryRender(story, in: mono)).isEmpty, "\(story.title)")
        }
    }

    /// A button whose focus shows only as bold and underline on its label.
    struct AttributesOnlyFocus: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            let title = Text(configuration.title ?? "")
            return (configuration.isFocused ? title.bold().underline() : title).padding(.horizontal, 2)
        }
    }

    /// A button whose focus draws ring characters in `color`.
    struct RingFocus: ButtonStyle {
        let color: ColorToken
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(configuration.isFocused ? "▸" : " ").foregroundColor(color)
                configuration.label
                Text(configuration.isFocused ? "◂" : " ").foregroundColor(color)
            }
        }
    }

    @Test(
        "focus shown only by a colour or by bold and underline is a problem at every depth; a ring of glyphs passes, unless it is under 3:1"
    )
    func focusVisible() {
        let size = TerminalSize(columns: 40, rows: 4)
        func problems(_ story: Story, _ depth: ColorDepth) -> [StoryProblem] {
            StoryChecks.problems(of: story, render: StoryRender(story, in: StoryMode(colors: depth, size: size)))
                .filter { $0.check == .focusVisible }
        }
        let colourOnly = Story("Colour only") { Button("Save") {}.buttonStyle(ColourOnlyFocus()) }
        let attributesOnly = Story("Attributes only") { Button("Save") {}.buttonStyle(AttributesOnlyFocus()) }
        for depth in [ColorDepth.truecolor, .c16, .monochrome] {
            let found = problems(colourOnly, depth) + problems(attributesOnly, depth)
            #expect(found.count == 2 && found.allSatisfy { $0.message.contains("focus on 'Save' changes no glyph") }, "\(depth): \(found)")
        }
        #expect(problems(colourOnly, .c16).first?.message.contains("at 16 colours") == true)
        let faint = Story("Faint ring") { Button("Save") {}.buttonStyle(RingFocus(color: .bgSecondary)) }
        let weak = problems(faint, .truecolor)
        #expect(weak.count == 1 && weak.first?.message.contains("draws 2 marks under 3:1 in truecolor") == true, "\(weak)")
        #expect(weak.first?.message.contains("\"▸\" at column 1, row 1") == true, "\(weak)")
        #expect(problems(Story("Ring") { Button("Save") {}.buttonStyle(RingFocus(color: .fg)) }, .c8).isEmpty)
        for depth in ColorDepth.allCases {
            for story in [
                Story("House") { Button("Save") {} }, Story("Primary") { Button("Save") {}.buttonStyle(.tessera(.primary)) },
                Story("Secondary") { Button("Save") {}.buttonStyle(.tessera(.secondary)) },
                Story("Chip") { Chip("Crypto", isSelected: .constant(false)) },
                Story("Switch") { Toggle("Wi-Fi", isOn: .constant(true)) },
            ] {
                #expect(problems(story, depth).isEmpty, "\(story.title) at \(depth)")
            }
        }
        let previewed = Story("Focused") { Button("Save") {}.buttonStyle(AttributesOnlyFocus()).previewState(.focused) }
        #expect(problems(previewed, .truecolor).isEmpty, "a story of the focused state shows it at rest")
        #expect(problems(attributesOnly.allowing(.focusVisible, because: "a test"), .truecolor).isEmpty)
    }

    @Test(
        "two hues the truecolor render tells apart and the depth shows as one colour are a problem; an icon each, or a waiver, lets them pass"
    )
    func distinctHues() {
        // Red and a crimson 35° from it (OKLab): both xterm's red at 8 colours.
        var collapsing = Theme.default
        collapsing.colors[.bgNegativeWash] = SchemeColor(light: RGB(hex: 0xCD0000), dark: RGB(hex: 0xCD0000))
        collapsing.colors[.bgWarningWash] = SchemeColor(light: RGB(hex: 0xA00060), dark: RGB(hex: 0xA00060))
        let eight = StoryMode(theme: collapsing, colors: .c8, size: TerminalSize(columns: 40, rows: 6))
        let story = Story("Collapsing") {
            HStack(spacing: 2) {
                Text("Failed").background(.bgNegativeWash)
                Text("Pending").background(.bgWarningWash)
            }
        }.allowing(.contrast, because: "only the hues are under test")
        let problems = StoryChecks.problems(of: story, render: StoryRender(story, in: eight))
        #expect(problems.map(\.check) == [.distinctHues], "\(problems)")
        #expect(problems.first?.message.contains("\"Failed\" (#cd0000) and \"Pending\" (#a00060)") == true, "\(problems)")
        var truecolor = eight
        truecolor.colors = .truecolor
        #expect(StoryChecks.problems(of: story, render: StoryRender(story, in: truecolor)).isEmpty, "truecolor shows them apart")
        let withIcons = Story("Icons") {
            HStack(spacing: 2) {
                Text("✗ Failed").background(.bgNegativeWash)
                Text("⚠ Pending").background(.bgWarningWash)
            }
        }.allowing(.contrast, because: "only the hues are under test")
        #expect(StoryChecks.problems(of: withIcons, render: StoryRender(withIcons, in: eight)).isEmpty, "an icon each tells them apart")
        let waived = story.allowing(.distinctHues, because: "a test")
        #expect(StoryChecks.problems(of: waived, render: StoryRender(waived, in: eight)).isEmpty)
    }
}
