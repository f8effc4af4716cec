import Testing

@testable import Tessera

/// `InputEvent.focus`: the terminal window losing and regaining focus reaches views, and the house
/// focus ring turns muted while the window is in the background.
@Suite struct TerminalFocusTests {
    struct Screen: View {
        @Environment(\.terminalIsFocused) private var windowFocused
        var body: some View {
            VStack(alignment: .leading) {
                Button("Save") {}
                Text("window \(windowFocused ? "focused" : "in the background")")
            }
        }
    }

    private let size = TerminalSize(columns: 30, rows: 4)

    @Test func theRingIsMutedWhileTheWindowIsInTheBackground() throws {
        var ring = FocusRing()
        ring.color = .bgLinePrimary
        #expect(focusRing(ring, terminalIsFocused: true) == ring)
        #expect(focusRing(ring, terminalIsFocused: false).color == .fgMuted)
        #expect(
            focusRing(ring, terminalIsFocused: false).leading == ring.leading, "the ring keeps its shape: focus never shows by colour alone"
        )
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        let focused = host.renderSettled(size: size)
        #expect(focused.screenText.contains("window focused"))
        let markerColumn = try #require(rowsOf(focused)[0].firstIndex(of: "▸")).utf16Offset(in: rowsOf(focused)[0])
        let before = focused[markerColumn, 0].style.foreground
        #expect(host.handle(.focus(false)))
        let background = host.renderSettled(size: size)
        #expect(background.screenText.contains("window in the background"))
        #expect(rowsOf(background)[0].contains("▸ Save ◂"), "the control keeps its ring")
        let theme = Theme.default.resolved(for: .light)
        #expect(background[markerColumn, 0].style.foreground == theme.color(.fgMuted))
        #expect(before != background[markerColumn, 0].style.foreground)
        #expect(!host.handle(.focus(false)), "a report that changes nothing draws nothing")
        host.handle(.focus(true))
        #expect(host.renderSettled(size: size)[markerColumn, 0].style.foreground == before)
    }
}
