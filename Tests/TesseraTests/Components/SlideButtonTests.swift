import Testing

@testable import Tessera

@Suite struct SlideButtonTests {
    @Test func colours() {
        let colors = slideButtonColors()
        #expect(colors.track == .bgSecondary)
        #expect(colors.fill == .bgPrimary)
        #expect(colors.thumbGlyph == .fgInverse)
        #expect(colors.label == .fgMuted)
        #expect(slideButtonMetrics(density: .compact).rows == 1)
        #expect(slideButtonMetrics(density: .regular).rows == 3)
    }

    @Test func arrowStepsCompleteAtSeventyPercentAndFireOnce() {
        let fired = CallCount()
        let screen = ComponentHost(
            SlideButton("Slide to send", completedTitle: "Sent") { fired.increment() },
            columns: 40, rows: 3)
        screen.render()
        #expect(screen.focusOrderLabels == ["Slide to send"])
        #expect(screen.unlabeledElements.isEmpty)
        screen.press(.tab)
        for _ in 0..<6 { screen.press(.right) }
        #expect(fired.count == 0, "60% is not enough")
        #expect(!screen.rows[1].contains("Sent"))
        screen.press(.right)
        #expect(fired.count == 1, "the seventh step reaches 70%")
        #expect(screen.rows[1].contains("Sent"), "the completed state shows")
        screen.press(.right, .right, .enter, .character(" "))
        #expect(fired.count == 1, "exactly once")
        #expect(screen.focusedLabel == "Sent")
    }

    /// Review of #17: focus underlined the title, far from the thumb. It draws the ring around the
    /// track instead, in every depth: at three rows the outline one weight heavier in the ring
    /// colour (`┏━┓`, where the resting outline is `╭─╮`), at one row the ring's characters.
    @Test func focusDrawsTheRingAroundTheTrackNotOnTheTitle() throws {
        for depth in [ColorDepth.truecolor, .c16, .monochrome] {
            let boxed = renderControl(SlideButton("Go") {}, state: .focused, depth: depth, columns: 20, rows: 3)
            let rows = rowsOf(boxed)
            #expect(rows[0] == "┏" + String(repeating: "━", count: 18) + "┓", "\(depth)")
            #expect(rows[1].hasPrefix("┃❯") && rows[1].hasSuffix("┃") && rows[2].hasPrefix("┗"), "\(depth)")
            let title = try #require(locate("Go", in: boxed))
            #expect(!boxed[title.x, title.y].style.attributes.contains(.underline), "the title keeps its look")
            let resting = renderControl(SlideButton("Go") {}, depth: depth, columns: 20, rows: 3)
            #expect(!rowsOf(resting)[0].contains("━"), "no ring at rest")
        }
    }

    /// Review of #17: in compact density the ring's characters were drawn on the track's own end
    /// cells (`▸❯ … ◂`). They stand in columns kept for them, a space from the track (`▸  ❯ … ◂`),
    /// and the track keeps its width whether focused or not.
    @Test func compactFocusStandsClearOfTheTrack() throws {
        let focused = renderControl(SlideButton("Go") {}.density(.compact), state: .focused, columns: 20, rows: 1)
        let resting = renderControl(SlideButton("Go") {}.density(.compact), columns: 20, rows: 1)
        let page = Theme.default.resolved(for: .light).color(.bg)
        #expect(rowsOf(focused)[0].hasPrefix("▸ ") && rowsOf(focused)[0].hasSuffix(" ◂"))
        for x in [1, 18] {
            #expect(focused[x, 0].grapheme == " " && focused[x, 0].style.background == page, "column \(x) is the page")
            #expect(resting[x, 0].style.background == page)
        }
        #expect(focused[2, 0].style.background == Theme.default.resolved(for: .light).color(.bgPrimary), "the thumb starts after the gap")
        #expect((2..<18).allSatisfy { focused[$0, 0].style.background == resting[$0, 0].style.background })
    }

    /// Review of #17: the track was 1.14:1 on white. Where its fill is under 3:1 on the page, a
    /// three-row track has an outline and a one-row track a pattern, each at 3:1 or more on the
    /// track, at every depth.
    @Test func theTracksBoundaryShows() throws {
        for depth in [ColorDepth.truecolor, .c256, .c16] {
            for scheme in ColorScheme.allCases {
                let theme = Theme.default.resolved(for: scheme, depth: depth)
                let boxed = renderControl(SlideButton("Go") {}, scheme: scheme, depth: depth, columns: 20, rows: 3)
                let corner = boxed[19, 0].style.degraded(to: depth)
                #expect(boxed[19, 0].grapheme == "╮")
                let line = corner.foreground.rgbValue(defaultColor: theme.rgb(.fg)),
                    ground = corner.background.rgbValue(defaultColor: theme.rgb(.bg))
                #expect(ContrastAudit.ratio(line, ground) >= 3, "\(scheme) \(depth): \(line.hexString) on \(ground.hexString)")
                let compact = renderControl(SlideButton("Go") {}.density(.compact), scheme: scheme, depth: depth, columns: 20, rows: 1)
                let pattern = try #require(locate("░", in: compact), "\(scheme) \(depth)")
                let cell = compact[pattern.x, pattern.y].style.degraded(to: depth)
                #expect(
                    ContrastAudit.ratio(
                        cell.foreground.rgbValue(defaultColor: theme.rgb(.fg)),
                        cell.background.rgbValue(defaultColor: theme.rgb(.bg))) >= 3)
            }
        }
    }

    @Test func leftStepsBack() {
        var state = SlideState()
        var completed = state.advance(by: 30)
        completed = completed || state.advance(by: -10)
        #expect(state.progress == 20)
        completed = completed || state.advance(by: -50)
        #expect(state.progress == 0)
        #expect(!completed)
    }

    @Test func thumbMovesWithProgress() {
        let screen = ComponentHost(SlideButton("Go") {}, columns: 23, rows: 3)
        screen.press(.tab, .right, .right, .right, .right, .right)
        // 50% of a travel of 23 − 3 = 20 columns: the thumb spans columns 10–12, its arrow at 11.
        let buffer = screen.render()
        #expect(Array(rowsOf(buffer)[1])[11] == "❯")
        let light = theme(.light)
        #expect(buffer[12, 0].style.background == light.color(.bgPrimary), "filled up to the thumb")
        #expect(buffer[13, 0].style.background == light.color(.bgSecondary), "bare track ahead")
    }

    /// A drag on a 40-column track at column 0: the thumb travels 37 columns.
    private func dragged(to x: Int, fired: CallCount) -> ComponentHost {
        let screen = ComponentHost(SlideButton("Slide") { fired.increment() }.frame(width: 40), columns: 60, rows: 3)
        screen.mouse(.press(.left), x: 1, y: 1)
        screen.mouse(.move, x: x, y: 1)
        screen.mouse(.release(.left), x: x, y: 1)
        return screen
    }

    @Test func dragPastSeventyPercentCompletes() {
        let fired = CallCount()
        let screen = dragged(to: 1 + 26, fired: fired)   // 26 × 100 / 37 = 70%
        #expect(fired.count == 1)
        #expect(screen.rows[1].contains("Done"))
        #expect(screen.focusedLabel == "Done", "pressing focused it")
    }

    @Test func dragShortOfSeventyPercentSpringsBack() {
        let fired = CallCount()
        let screen = dragged(to: 1 + 25, fired: fired)   // 25 × 100 / 37 = 67%
        #expect(fired.count == 0)
        let buffer = screen.render()
        #expect(buffer[4, 1].style.background == theme(.light).color(.bgSecondary), "the thumb is back at the start")
    }

    @Test func releaseOutsideTheTrackStillEndsTheDrag() {
        let fired = CallCount()
        _ = dragged(to: 55, fired: fired)
        #expect(fired.count == 1)
    }

    @Test func stateMachine() {
        var state = SlideState()
        func send(_ kind: MouseEvent.Kind, _ x: Int) -> Bool {
            state.handle(MouseEvent(kind, at: Point(x: x, y: 0)), travel: 37)
        }
        #expect(!send(.move, 30), "a move without a press does nothing")
        #expect(state.progress == 0)
        _ = send(.press(.left), 5)
        _ = send(.move, 100)
        #expect(state.progress == 100, "clamped")
        _ = send(.move, 0)
        #expect(state.progress == 0, "clamped")
        #expect(!send(.move, 40), "moving never completes")
        #expect(send(.release(.left), 40))
        #expect(state.isComplete)
        let stepped = state.advance(by: 10)
        #expect(!stepped, "nothing after completion")
        #expect(!send(.press(.left), 5))
        #expect(!send(.release(.left), 40))
    }

    @Test func monochromeShowsProgressWithReverse() {
        let screen = ComponentHost(SlideButton("Go") {}, columns: 23, rows: 3, depth: .monochrome)
        screen.press(.tab, .right, .right, .right)
        let buffer = screen.render()
        #expect((0..<9).allSatisfy { buffer[$0, 1].style.attributes.contains(.reverse) }, "30% of 20 + the thumb")
        #expect(!buffer[9, 1].style.attributes.contains(.reverse))
        #expect(rowsOf(buffer)[1].contains("░"), "the bare track is patterned where its colour cannot show")
    }

    @Test func disabledTakesNoInput() {
        let fired = CallCount()
        let screen = ComponentHost(SlideButton("Go") { fired.increment() }.disabled(), columns: 23, rows: 3)
        screen.render()
        #expect(screen.focusOrderLabels.isEmpty)
        screen.mouse(.press(.left), x: 1, y: 1)
        screen.mouse(.move, x: 22, y: 1)
        screen.mouse(.release(.left), x: 22, y: 1)
        #expect(fired.count == 0)
    }
}
