import Testing

@testable import Tessera

/// A determinate bar alone, `width` cells wide, under the default theme (light).
private func bar(
    _ value: Double, _ size: ProgressBarSize = .m, width: Int = 8,
    depth: ColorDepth = .truecolor
) -> StyledScreen {
    let view = ProgressView(value: value)
        .progressViewStyle(.tessera(size, showsPercentage: false))
        .frame(width: width)
        .theme(.default)
        .environment(\.colorDepth, depth)
    return StyledScreen(view, columns: width, rows: progressMetrics(size: size).rows)
}

@Suite struct ProgressMetricsTests {
    @Test func sizesAreThicknesses() {
        let s = progressMetrics(size: .s), m = progressMetrics(size: .m), l = progressMetrics(size: .l)
        #expect((s.rows, m.rows, l.rows) == (1, 1, 2))
        #expect(s.fill == "━" && s.steps == 2 && s.partials == ["╸"])
        for metrics in [m, l] {
            #expect(metrics.fill == "█" && metrics.steps == 8)
            #expect(metrics.partials == ["▏", "▎", "▍", "▌", "▋", "▊", "▉"])
            #expect(metrics.plainTrack == "░")
        }
    }

    @Test func rowsRoundDownToTheStep() {
        let m = progressMetrics(size: .m)
        // 8 cells of 8 eighths: 64 steps.
        #expect(m.row(fraction: 0, width: 8) == (0, 0, 8))
        #expect(m.row(fraction: 1.0 / 16, width: 8) == (0, 4, 7))
        #expect(m.row(fraction: 0.5, width: 8) == (4, 0, 4))
        #expect(m.row(fraction: 63.9 / 64, width: 8) == (7, 7, 0))
        #expect(m.row(fraction: 1, width: 8) == (8, 0, 0))
        #expect(m.row(fraction: .nan, width: 8) == (0, 0, 8))
        #expect(m.row(fraction: 3, width: 8) == (8, 0, 0))
    }

    @Test func colorsFollowTheTokenTable() {
        #expect(progressColors(isEnabled: true) == ProgressColors(fill: .bgPrimary, track: .bgLine, text: .fgMuted))
        #expect(progressColors(isEnabled: false).fill == .bgLineHeavy)
    }

    @Test func percentageRoundsDownAndKeepsItsWidth() {
        #expect(progressPercentage(0) == "  0%")
        #expect(progressPercentage(0.29) == " 29%")
        #expect(progressPercentage(0.999) == " 99%")
        #expect(progressPercentage(1) == "100%")
    }

    @Test func ringFillsInQuarters() {
        #expect([0, 0.24, 0.25, 0.5, 0.75, 0.99, 1].map(progressRingGlyph) == ["○", "○", "◔", "◑", "◕", "◕", "●"])
    }
}

@Suite struct ProgressBarRenderingTests {
    @Test func eighthBlocksAtAKnownWidth() {
        #expect(bar(0).rows == [""])
        #expect(bar(1.0 / 16).rows == ["▌"])
        #expect(bar(0.5).rows == ["████"])
        #expect(bar(1).rows == ["████████"])
        #expect(bar(0.3).rows == ["██▍"])   // 19.2 of 64 eighths: 2 cells and 3/8
    }

    /// The default light bar: the primary on the line colour taken toward the main text, 15% (the
    /// last 5% step that keeps the fill 3:1 on it; ``ProgressPaint``), 1.8:1 on the page where the
    /// line itself, #DEDFE2, was 1.33:1.
    @Test func fillIsPrimaryOnAVisibleTrack() {
        let theme = Theme.default.resolved(for: .light)
        let track = theme.rgb(.bgLine).blended(toward: theme.rgb(.fg), by: 0.15)
        let screen = bar(1.0 / 16)
        #expect(screen[0, 0].style.foreground == TokenTableLight.bgPrimary)
        #expect(screen[0, 0].style.background == .rgb(track))
        for x in 1..<8 { #expect(screen[x, 0].style.background == .rgb(track)) }
        #expect(bar(0.5)[0, 0].style.foreground == TokenTableLight.bgPrimary)
        #expect(ContrastAudit.ratio(theme.rgb(.bgPrimary), track) >= 3)
        let further = theme.rgb(.bgLine).blended(toward: theme.rgb(.fg), by: 0.2)
        #expect(ContrastAudit.ratio(theme.rgb(.bgPrimary), further) < 3, "the farthest shade that keeps 3:1")
        #expect(ContrastAudit.ratio(track, theme.rgb(.bg)) > 1.7)
    }

    /// A disabled bar is the one disabled ink (``DisabledLook``), on a track 3:1 from it: so faint
    /// an ink leaves the track at the page's edge.
    @Test func disabledFillIsTheDisabledInk() {
        let view = ProgressView(value: 0.5).progressViewStyle(.tessera(.m, showsPercentage: false))
            .frame(width: 8).disabled(true).theme(.default)
        let screen = StyledScreen(view, columns: 8, rows: 1)
        let theme = Theme.default.resolved(for: .light)
        let ink = DisabledLook(theme: theme, depth: .truecolor).ink
        #expect(screen[0, 0].style.foreground == ink)
        let track = screen[7, 0].style.background.rgbValue(defaultColor: theme.rgb(.bg))
        #expect(ContrastAudit.ratio(ink.rgbValue(defaultColor: theme.rgb(.fg)), track) >= 3)
    }

    @Test func withoutColourTheTrackIsShaded() {
        #expect(bar(0.5, depth: .monochrome).rows == ["████░░░░"])
        #expect(bar(1.0 / 16, depth: .c16).rows == ["▌░░░░░░░"])
        #expect(bar(1.0 / 16, depth: .monochrome).rows == ["█░░░░░░░"])
        #expect(bar(0.5, depth: .c8).rows == ["████░░░░"])
        // Eight colours have no grey for the track: it is the foreground, dimmed.
        let track = bar(0.5, depth: .c8)[6, 0].style
        #expect(track.foreground == TokenTableLight.fg && track.attributes.contains(.dim))
    }

    /// The partly done cell leaves no notch of bare page between fill and shaded track: at 16
    /// colours it is painted in the track colour behind the eighth block; where the depth has no
    /// track colour apart from the page (monochrome, 8 colours light) it rounds to a whole cell.
    @Test func thePartlyDoneCellLeavesNoNotch() {
        let sixteen = bar(0.3, depth: .c16)   // 2 cells and 3/8
        #expect(sixteen.rows == ["██▍░░░░░"])
        let theme = Theme.default.resolved(for: .light, depth: .c16)
        #expect(sixteen[2, 0].style.background == theme.color(.bgLine))
        #expect(sixteen[2, 0].style.background.degraded(to: .c16) != theme.color(.bg).degraded(to: .c16))
        #expect(sixteen[2, 0].style.foreground == sixteen[0, 0].style.foreground, "the eighths are the fill")
        #expect(sixteen[3, 0].style.background == sixteen[0, 0].style.background, "the shade is on the page")
        #expect(bar(0.3, depth: .monochrome).rows == ["██░░░░░░"], "3/8 rounds down to the shade")
        #expect(bar(0.3, depth: .c8).rows == ["██░░░░░░"])
        #expect(bar(0.32, depth: .monochrome).rows == ["███░░░░░"], "4/8 and more round up to a block")
    }

    /// The eighth-cell tip keeps 3:1 on the cell behind it in every built-in theme at 16 colours
    /// (the review measured 1.18:1 in Nord dark: the tip vanished into the track).
    @Test(arguments: Theme.builtinNames)
    func thePartlyDoneCellShowsItsTip(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            let view = ProgressView(value: 0.3).progressViewStyle(.tessera(.m, showsPercentage: false))
                .frame(width: 8).theme(theme, scheme: scheme).environment(\.colorDepth, .c16)
            let screen = StyledScreen(view, columns: 8, rows: 1)
            let page = theme.resolved(for: scheme, depth: .c16).rgb(.bg)
            let style = screen[2, 0].style.degraded(to: .c16)
            let ratio = ContrastAudit.ratio(style.foreground.rgbValue(defaultColor: page), style.background.rgbValue(defaultColor: page))
            // A fill under 3:1 on the page itself (gruvbox dark's ANSI 4 primary, 2.2:1) is the
            // status colour's problem (review item 2), not the track's.
            let fill = style.foreground.rgbValue(defaultColor: page)
            let shownPage = Color.rgb(page).degraded(to: .c16).rgbValue(defaultColor: page)
            withKnownIssue("the primary fill itself is under 3:1 on the page", isIntermittent: true) {
                #expect(ratio >= 3, "\(name) \(scheme): tip on its cell \(ratio)")
            } when: {
                ContrastAudit.ratio(fill, shownPage) < 3
            }
        }
    }

    @Test func thinBarStepsInHalfCells() {
        let screen = bar(9.0 / 16, .s)   // 9 of 16 half cells
        #expect(screen.rows == ["━━━━╸━━━"])
        #expect(screen[4, 0].style.foreground == TokenTableLight.bgPrimary)
        #expect(screen[5, 0].style.foreground == bar(0.5)[7, 0].style.background, "the track glyph in the M bar's track colour")
        #expect(bar(9.0 / 16, .s, depth: .monochrome).rows == ["━━━━╸╌╌╌"])
    }

    @Test func thickBarIsTwoEqualRows() {
        #expect(bar(0.5, .l).rows == ["████", "████"])
    }

    @Test func labelAbovePercentageBeside() {
        let view = ProgressView("Syncing", value: 0.42).frame(width: 20).theme(.default)
        let screen = StyledScreen(view, columns: 20, rows: 2)
        // 15 cells of bar at 42%: 50.4 of 120 eighths, 6 cells and 2/8.
        #expect(screen.rows == ["Syncing", "██████▎          42%"])
        #expect(screen[0, 0].style.foreground == TokenTableLight.fgMuted)
        #expect(screen[17, 1].style.foreground == TokenTableLight.fgMuted)
    }

    @Test func theProviderInstallsTheMediumBar() {
        let screen = StyledScreen(ThemeProvider(.default) { ProgressView(value: 0.5).frame(width: 13) }, columns: 13, rows: 1)
        #expect(screen.rows == ["████      50%"])
        #expect(screen[0, 0].style.foreground == TokenTableLight.bgPrimary)
    }

    @Test func asciiTerminalsGetWholeCells() {
        let view = ProgressView(value: 0.55).progressViewStyle(.tessera(.m, showsPercentage: false))
            .frame(width: 8).theme(.default).environment(\.asciiOnly, true)
        #expect(StyledScreen(view, columns: 8, rows: 1).rows == ["####...."])
    }
}

@Suite struct ProgressIndeterminateTests {
    private let frames = Theme.default.motion.spinnerFrames
    private let interval = Theme.default.motion.frameInterval

    @Test func aSpinnerStartsOnItsFirstFrameAndTurns() throws {
        var screen = StyledScreen(ProgressView("Syncing", value: nil).theme(.default), columns: 12, rows: 1)
        #expect(screen.rows == ["\(frames[0]) Syncing"])
        #expect(screen.host.animationInterval == interval)
        screen.host.time = interval * 3
        screen.send(.resize(TerminalSize(columns: 12, rows: 1)))
        #expect(screen.rows == ["\(frames[3]) Syncing"])
        #expect(screen[0, 0].style.foreground == TokenTableLight.bgPrimary)
    }

    @Test func reducedMotionHoldsTheFirstFrame() {
        var screen = StyledScreen(ProgressView(value: nil).reduceMotion().theme(.default), columns: 4, rows: 1)
        screen.host.time = interval * 3
        screen.send(.resize(TerminalSize(columns: 4, rows: 1)))
        #expect(screen.rows == [frames[0]])
        #expect(screen.host.animationInterval == nil)
    }

    @Test func theCircleShowsAQuarterRingAndThePercentage() {
        let view = ProgressView("Uploading", value: 0.5).progressViewStyle(.tesseraCircular).theme(.default)
        let screen = StyledScreen(view, columns: 20, rows: 1)
        #expect(screen.rows == ["◑ 50% Uploading"])
        #expect(screen[0, 0].style.foreground == TokenTableLight.bgPrimary)
        #expect(screen[2, 0].style.foreground == TokenTableLight.fgMuted)
    }

    @Test func theRingSitsOneColumnFromItsTextAsASpinnerDoes() {
        for (value, row) in [(0.05, "○ 5% Uploading"), (1.0, "● 100% Uploading")] {
            let view = ProgressView("Uploading", value: value).progressViewStyle(.tesseraCircular).theme(.default)
            #expect(StyledScreen(view, columns: 20, rows: 1).rows == [row])
        }
        let spinner = StyledScreen(Spinner("Syncing").theme(.default), columns: 20, rows: 1)
        #expect(spinner.rows == ["\(frames[0]) Syncing"], "the spinner's gap is the same single column")
    }

    @Test func spinnerIsLabelledButNeverFocused() {
        let view = VStack(alignment: .leading) {
            Spinner(); Spinner("Syncing"); Spinner().accessibilityLabel("Uploading")
        }
        .theme(.default)
        let screen = StyledScreen(view, columns: 12, rows: 3)
        #expect(screen.rows == [frames[0], "\(frames[0]) Syncing", frames[0]])
        #expect(screen[0, 0].style.foreground == TokenTableLight.bgPrimary)
        #expect(screen[2, 1].style.foreground == TokenTableLight.fgMuted)
        #expect(screen.host.unlabeledElements.isEmpty)
        #expect(screen.host.focusOrderLabels.isEmpty)
    }

    @Test func spinnerTurnsAndHoldsStillUnderReducedMotion() {
        for (reduce, frame) in [(false, frames[3]), (true, frames[0])] {
            var screen = StyledScreen(Spinner().reduceMotion(reduce).theme(.default), columns: 4, rows: 1)
            screen.host.time = interval * 3
            screen.send(.resize(TerminalSize(columns: 4, rows: 1)))
            #expect(screen.rows == [frame])
            #expect(screen.host.animationInterval == (reduce ? nil : interval))
        }
    }

    @Test func asciiSpinner() {
        let screen = StyledScreen(Spinner().theme(.default).environment(\.asciiOnly, true), columns: 2, rows: 1)
        #expect(screen.rows == ["|"])
    }
}
