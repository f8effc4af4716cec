import Testing

@testable import Tessera

/// A spinner keeps the app drawing only while it is drawn: one scrolled out of view, in a popover
/// that is not shown or behind the "too small" screen asks for no frames, so the app sleeps.
@Suite struct AnimationVisibilityTests {
    private let interval = Theme.default.motion.frameInterval

    @Test func aSpinnerScrolledOutOfViewAsksForNoFrames() {
        let view = ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) {
                ForEach(0..<10) { Text("line \($0)").focusable().accessibilityLabel("\($0)") }
                Spinner("Syncing")
            }
        }.theme(.default)
        let host = ViewHost(view)
        let size = TerminalSize(columns: 12, rows: 3)
        _ = host.render(size: size)
        #expect(host.animationInterval == nil)
        host.handle(.key(KeyPress(.end)))
        let rows = rowsOf(host.render(size: size))
        #expect(rows.contains { $0.hasSuffix("Syncing") })
        #expect(host.animationInterval == interval)
    }

    @Test func aSpinnerBehindTheTooSmallScreenAsksForNoFrames() {
        let host = ViewHost(Spinner().minimumScreenSize(columns: 20, rows: 4).theme(.default))
        _ = host.render(size: TerminalSize(columns: 10, rows: 2))
        #expect(host.animationInterval == nil)
        _ = host.render(size: TerminalSize(columns: 20, rows: 4))
        #expect(host.animationInterval == interval)
    }

    @Test func aSpinnerInAHiddenPopoverAsksForNoFrames() {
        // `nil`: shown while the anchor has focus, which it has not.
        for shown in [nil, true] as [Bool?] {
            let host = ViewHost(Text("fee").popover(isPresented: shown) { Spinner() }.theme(.default))
            _ = host.render(size: TerminalSize(columns: 10, rows: 4))
            #expect(host.animationInterval == (shown == true ? interval : nil), "shown: \(String(describing: shown))")
        }
    }

    @Test func theTimelineStillLaysOutAsItsContent() {
        let view = HStack(spacing: 1) {
            TimelineView(interval: 100) { _ in
                Text("a"); Text("b")
            }
            Text("c")
        }
        #expect(rowsOf(ViewHost(view).render(size: TerminalSize(columns: 6, rows: 1))) == ["a b c"])
    }
}
