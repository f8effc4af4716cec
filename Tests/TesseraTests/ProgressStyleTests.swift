import Testing
@testable import Tessera

@Suite struct ProgressMetricsTests {
    @Test func colorsFollowTheTokenTable() {
        #expect(progressColors(isEnabled: true) == ProgressColors(fill: .bgPrimary, track: .bgLine, text: .fgMuted))
        #expect(progressColors(isEnabled: false).fill == .bgLineHeavy)
    }
}

@Suite struct ProgressIndeterminateTests {
    private let frames = Theme.default.motion.spinnerFrames
    private let interval = Theme.default.motion.frameInterval

    @Test func spinnerIsLabelledButNeverFocused() {
        let view = VStack(alignment: .leading) { Spinner(); Spinner("Syncing"); Spinner().accessibilityLabel("Uploading") }
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
