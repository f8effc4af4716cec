import Foundation
import Testing
@testable import TesseraTerminal
import Tessera

extension InProcessTerminalTests {
/// The runtime's loop with no input arriving: changes made elsewhere still reach the screen.
@Suite("Event loop")
struct EventLoopTests {
    @Observable final class Model: @unchecked Sendable {
        var status = "waiting"
    }

    /// Shows the model's status and quits once it reads "saved".
    struct StatusView: View {
        let model: Model
        @Environment(\.quit) private var quit
        var body: some View {
            if model.status == "saved" { quit() }
            return Text(model.status)
        }
    }

    /// A screen whose input is a pipe nobody writes to, like a terminal nobody types in.
    private func quietScreen(output path: String) throws -> (TerminalScreen, Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0, let input = fdopen(fds[0], "r"), let output = fopen(path, "w") else {
            throw TerminalError.initializationFailed("cannot open a pipe")
        }
        let screen = try TerminalScreen(terminalType: "xterm-256color", output: output, input: input, ownsFiles: true,
                                        colorDepth: nil, environment: [:], guardsProcess: false,
                                        size: TerminalSize(columns: 40, rows: 5))
        // A watchdog: if the loop never notices the change, Ctrl-C ends it after 5 s and the
        // test fails on time instead of hanging.
        let writeEnd = fds[1]
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) { _ = write(writeEnd, [UInt8(3)], 1) }
        return (screen, writeEnd)
    }

    @Test func aChangeFromAnotherThreadIsDrawnWithoutInput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-loop-\(UUID())").path
        defer { unlink(path) }
        let (screen, writeEnd) = try quietScreen(output: path)
        defer { close(writeEnd) }
        let model = Model()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(150)) { model.status = "saved" }
        let started = Date()
        try TerminalApp.run(on: screen, content: StatusView(model: model))
        #expect(Date().timeIntervalSince(started) < 3, "the change reached the screen without a key press")
    }

    @Test func mainActorWorkRunsWhileTheAppIsUp() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-loop-\(UUID())").path
        defer { unlink(path) }
        let (screen, writeEnd) = try quietScreen(output: path)
        defer { close(writeEnd) }
        let model = Model()
        Task.detached { await MainActor.run { model.status = "saved" } }
        let started = Date()
        try TerminalApp.run(on: screen, content: StatusView(model: model))
        #expect(Date().timeIntervalSince(started) < 3, "a MainActor task ran while the loop waited for input")
    }
}
}
