import Testing

@testable import Tessera

/// `ToastQueue` and `.toasts(_:)`: queued, timed, never taking focus.
@Suite struct ToastTests {
    @Test func toastsShowOneAfterAnother() {
        let start = ContinuousClock.now
        let entries = [
            ToastQueue.Entry(id: 0, message: "a", kind: .info, duration: .seconds(3), queuedAt: start),
            ToastQueue.Entry(id: 1, message: "b", kind: .info, duration: .seconds(2), queuedAt: start + .seconds(1)),
            ToastQueue.Entry(id: 2, message: "c", kind: .info, duration: .seconds(1), queuedAt: start + .seconds(10)),
        ]
        #expect(toastSchedule(entries, at: start + .seconds(1)).showing?.message == "a")
        #expect(toastSchedule(entries, at: start + .milliseconds(3500)).showing?.message == "b", "b waits for a to end")
        #expect(toastSchedule(entries, at: start + .seconds(6)).showing == nil, "a gap before c")
        #expect(toastSchedule(entries, at: start + .seconds(6)).pending.map(\.message) == ["c"], "ended toasts are let go")
        #expect(toastSchedule(entries, at: start + .milliseconds(10500)).showing?.message == "c")
        #expect(toastColors(.positive).mark == .fgPositive && toastColors(.info).fill == .bgInverse)
    }

    struct Screen: View {
        let queue: ToastQueue
        var body: some View {
            VStack(alignment: .leading) {
                Button("Save") { queue.show("Saved", kind: .positive) }
                Button("Other") {}
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .toasts(queue)
        }
    }

    @Test func aToastShowsAtTheBottomWithoutTakingFocus() {
        let queue = ToastQueue()
        let host = ViewHost(ThemeProvider(.default) { Screen(queue: queue) })
        let size = TerminalSize(columns: 30, rows: 6)
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))
        let lines = host.renderSettled(size: size).screenText.split(separator: "\n")
        #expect(lines.last?.contains("✓ Saved") == true, "\(lines)")
        #expect(host.focusedLabel == "Save", "the toast took no focus")
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Other", "Tab passes the toast by")
    }
}
