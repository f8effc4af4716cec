import Observation
import Testing

@testable import Tessera

/// `onDisappear`, `onChange(of:)` and `task`: what runs after which frame, and what a task's
/// main-actor updates do to the screen.
@Suite struct LifecycleTests {
    @Observable final class Model {
        var shows = true
        var count = 0
        var status = "waiting"
    }

    final class Log {
        var lines: [String] = []
    }

    private let size = TerminalSize(columns: 24, rows: 3)

    struct Disappearing: View {
        let model: Model
        let log: Log
        var body: some View {
            VStack {
                if model.shows {
                    Text("count \(model.count)").onDisappear { log.lines.append("gone at \(model.count)") }
                }
                Text("footer")
            }
        }
    }

    @Test func onDisappearRunsOnceAfterTheFrameThatNoLongerShowsTheView() {
        let model = Model(), log = Log()
        let host = ViewHost(Disappearing(model: model, log: log))
        _ = host.renderSettled(size: size)
        model.count = 1   // still shown: nothing runs
        _ = host.renderSettled(size: size)
        #expect(log.lines.isEmpty)
        model.shows = false
        let frame = host.renderSettled(size: size)
        #expect(!frame.screenText.contains("count"))
        // The action the view last had, which read the model after the frame.
        #expect(log.lines == ["gone at 1"])
        _ = host.renderSettled(size: size)
        model.count = 2
        _ = host.renderSettled(size: size)
        #expect(log.lines == ["gone at 1"], "once")
        #expect(host.verifyLastFrame() == nil)
    }

    struct Watching: View {
        let model: Model
        let log: Log
        let initial: Bool
        var body: some View {
            Text("count \(model.count) \(model.status)")
                .onChange(of: model.count, initial: initial) { old, new in log.lines.append("\(old)→\(new)") }
                .onChange(of: model.status) { log.lines.append("status") }
        }
    }

    @Test func onChangeRunsAfterAFrameInWhichTheValueChanged() {
        let model = Model(), log = Log()
        let host = ViewHost(Watching(model: model, log: log, initial: false))
        _ = host.renderSettled(size: size)
        #expect(log.lines.isEmpty, "not for the first value")
        model.count = 3
        _ = host.renderSettled(size: size)
        #expect(log.lines == ["0→3"])
        model.status = "done"   // the body runs again; count is the same
        _ = host.renderSettled(size: size)
        #expect(log.lines == ["0→3", "status"], "each watch on its own")
        model.count = 4
        model.count = 5   // two writes, one frame: one change
        _ = host.renderSettled(size: size)
        #expect(log.lines == ["0→3", "status", "3→5"])
        #expect(host.verifyLastFrame() == nil)
        #expect(log.lines.count == 3, "verifying runs nothing")
    }

    @Test func onChangeWithInitialAlsoRunsAfterTheFirstFrame() {
        let model = Model(), log = Log()
        let host = ViewHost(Watching(model: model, log: log, initial: true))
        _ = host.renderSettled(size: size)
        #expect(log.lines == ["0→0"])
    }

    final class Probe {
        var starts = 0
        var cancelled = false
    }

    struct Loading: View {
        let model: Model
        let probe: Probe
        var body: some View {
            VStack {
                if model.shows {
                    Text(model.status).task {
                        probe.starts += 1
                        model.status = "loaded"
                        do {
                            try await Task.sleep(for: .seconds(600))
                        } catch {
                            probe.cancelled = true
                        }
                    }
                }
            }
        }
    }

    /// Lets main-actor work run until `done` holds (or gives up after a while).
    @MainActor private func settle(until done: () -> Bool) async {
        for _ in 0..<2_000 where !done() {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    // On the main actor, where the task runs: the test waits with sleeps, so the main actor is
    // free for the task (and for other suites' main-queue work) in between.
    @MainActor @Test func aTaskStartsWithItsViewUpdatesTheScreenAndIsCancelledWhenTheViewGoes() async {
        let model = Model(), probe = Probe()
        let host = ViewHost(Loading(model: model, probe: probe))
        var frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("waiting"))
        await settle { model.status == "loaded" }
        #expect(host.needsRender, "the task's update asks for a frame")
        frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("loaded"))
        #expect(probe.starts == 1, "one start while the view stays")
        #expect(!probe.cancelled)
        model.shows = false
        _ = host.renderSettled(size: size)
        await settle { probe.cancelled }
        #expect(probe.cancelled, "leaving the tree cancels the task")
        model.shows = true
        _ = host.renderSettled(size: size)
        await settle { probe.starts == 2 }
        #expect(probe.starts == 2, "coming back starts it again")
    }
}
