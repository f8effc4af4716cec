import Testing

@testable import Tessera

/// A frame keeps nothing it built once the next one is drawn: its environments, nodes and styles
/// go, so a long-running app does not grow (see `tessera-bench memory` for the whole gallery).
@Suite("Frame memory")
struct FrameMemoryTests {
    /// Each body puts a new probe into the environment of a themed button (a probe put into the
    /// environment afresh each frame).
    struct ProbedButtons: View {
        let tally: ProbeTally
        var body: some View {
            ThemeProvider(.default) {
                VStack {
                    Button("Save") {}
                    Toggle("Remember", isOn: .constant(true))
                    ProgressView(value: 0.5)
                }
            }
            .environment(\.frameProbe, LifetimeProbe(tally))
        }
    }

    /// A style's `@Environment` box held the whole environment, which holds the style: a cycle
    /// that kept every frame's environments (and what they hold) alive for ever.
    @Test func environmentsOfPastFramesAreReleased() {
        let tally = ProbeTally()
        do {
            let host = ViewHost(ProbedButtons(tally: tally))
            for _ in 0..<20 { _ = host.render(size: TerminalSize(columns: 40, rows: 6)) }
            #expect(tally.alive <= 2, "\(tally.alive) probes alive after 20 frames")
        }
        #expect(tally.alive == 0)
    }
}

private struct FrameProbeKey: EnvironmentKey {
    static var defaultValue: LifetimeProbe? { nil }
}

extension EnvironmentValues {
    fileprivate var frameProbe: LifetimeProbe? {
        get { self[FrameProbeKey.self] }
        set { self[FrameProbeKey.self] = newValue }
    }
}
