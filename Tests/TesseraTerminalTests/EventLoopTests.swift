import Foundation
import Synchronization
import Tessera
import Testing

@testable import TesseraTerminal

extension InProcessTerminalTests {
    /// The runtime's loop with no input arriving: changes made elsewhere still reach the screen.
    ///
    /// The loop waits with no time limit when nothing animates, so these pass only because a change
    /// wakes it: were the wake-up lost, the watchdog's Ctrl-C after 5 s would end the app and the
    /// test would fail on time.
    @Suite("Event loop")
    struct EventLoopTests {
        @Observable final class Model: @unchecked Sendable {
            var status = "waiting"
        }

        /// How many frames have read the model, and when "saved" was first drawn.
        final class Timeline: Sendable {
            let frames = Mutex(0)
            let saved = Mutex<Date?>(nil)
        }

        /// Shows the model's status and quits once it reads "saved".
        struct StatusView: View {
            let model: Model
            let timeline: Timeline
            @Environment(\.quit) private var quit
            var body: some View {
                let now = Date()
                defer { timeline.frames.withLock { $0 += 1 } }
                if model.status == "saved" {
                    timeline.saved.withLock { $0 = $0 ?? now }
                    quit()
                }
                return Text(model.status)
            }
        }

        /// How a change reaches the model.
        enum Route: String, CaseIterable, CustomTestStringConvertible, Sendable {
            /// Set directly on another thread.
            case otherThread
            /// `DispatchQueue.main.async { … }`.
            case mainQueue
            /// `Task { @MainActor in … }`.
            case mainActorTask
            var testDescription: String { rawValue }

            func save(_ model: Model) {
                switch self {
                case .otherThread: model.status = "saved"
                case .mainQueue: DispatchQueue.main.async { model.status = "saved" }
                case .mainActorTask: Task { @MainActor in model.status = "saved" }
                }
            }
        }

        /// A screen whose input is a pipe nobody writes to, like a terminal nobody types in.
        private func quietScreen(output path: String) throws -> (TerminalScreen, Int32) {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0, let input = fdopen(fds[0], "r"), let output = fopen(path, "w") else {
                throw TerminalError.initializationFailed("cannot open a pipe")
            }
            let screen = try TerminalScreen(
                terminalType: "xterm-256color", output: output, input: input, ownsFiles: true,
                colorDepth: nil, environment: [:], guardsProcess: false,
                size: TerminalSize(columns: 40, rows: 5))
            return (screen, fds[1])
        }

        /// Runs the app; once `framesBeforeChange` frames have read the model and `delay` has passed,
        /// makes the change on a thread of its own (not the global queue, which a test blocking its
        /// thread can starve). Returns how long after the change it was drawn.
        private func secondsUntilDrawn(_ route: Route, framesBeforeChange: Int, delay: useconds_t) throws -> TimeInterval {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-loop-\(UUID())").path
            defer { unlink(path) }
            let (screen, writeEnd) = try quietScreen(output: path)
            // The pipe closes under this lock once the test is over, so a late watchdog never writes
            // into a descriptor number that something else has reused.
            let pipeOpen = Mutex(true)
            defer {
                pipeOpen.withLock {
                    $0 = false; close(writeEnd)
                }
            }
            let model = Model()
            let timeline = Timeline()
            let queued = Mutex<Date?>(nil)
            let worker = Thread {
                // At most 10 s: a loop that draws fewer frames fails the test instead of hanging it.
                for _ in 0..<10_000 where timeline.frames.withLock({ $0 }) < framesBeforeChange { usleep(1_000) }
                usleep(delay)
                queued.withLock { $0 = Date() }
                route.save(model)
                // The watchdog: a loop that never draws the change is ended by Ctrl-C after 10 s.
                for _ in 0..<1_000 where pipeOpen.withLock({ $0 }) { usleep(10_000) }
                pipeOpen.withLock { if $0 { _ = write(writeEnd, [UInt8(3)], 1) } }
            }
            worker.start()
            try TerminalApp.run(on: screen, content: StatusView(model: model, timeline: timeline))
            let sent = try #require(queued.withLock { $0 }, "the change was never queued")
            let drawn = try #require(timeline.saved.withLock { $0 }, "the change never reached the screen")
            return drawn.timeIntervalSince(sent)
        }

        @Test("a change queued while the loop is idle is drawn at once", arguments: Route.allCases)
        func changeWhileIdle(route: Route) throws {
            // The loop draws twice at start; after the second frame and a pause it is waiting.
            let seconds = try secondsUntilDrawn(route, framesBeforeChange: 2, delay: 100_000)
            // Generous for a loaded CI machine; measured at under a millisecond when idle.
            #expect(seconds < 1, "drawn \(seconds) s after it was queued")
        }

        @Test("a change made while the first frame is built is not lost", arguments: Route.allCases)
        func changeDuringFirstFrame(route: Route) throws {
            // Right after the first frame read the model, before its watch is in place.
            _ = try secondsUntilDrawn(route, framesBeforeChange: 1, delay: 0)
        }
    }
}
