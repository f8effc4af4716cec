import TesseraCore
import Testing

@testable import TesseraTerminal

extension InProcessTerminalTests {
    /// Synchronized output: the start-up query's answers, and frames wrapped in mode 2026 once the
    /// terminal said it does it.
    @Suite struct SynchronizedOutputTests {
        private func reply(_ text: String) -> TerminalReply? { TerminalReply.parse(Array(text.utf8)) }

        @Test func answersAreReadAndAnythingElseIsNot() {
            #expect(reply("?2026;2$y") == .mode(2026, status: 2))
            #expect(reply("?2026;0$y") == .mode(2026, status: 0))
            #expect(reply("?62;22c") == .primaryAttributes)
            #expect(reply("?1;2c") == .primaryAttributes)
            #expect(reply("?c") == .primaryAttributes)
            for other in ["2026;2$y", "?2026$y", "?2026;x$y", "?2026;2y", "A", "1;5A", "?62;x c", "?123456;1$y"] {
                #expect(reply(other) == nil, "\(other)")
            }
            #expect(SynchronizedOutput.isSupported(status: 1) && SynchronizedOutput.isSupported(status: 2))
            #expect(
                !SynchronizedOutput.isSupported(status: 0) && !SynchronizedOutput.isSupported(status: 3)
                    && !SynchronizedOutput.isSupported(status: 4))
        }

        @Test func aFrameIsWrappedOnceTheTerminalSaidSoAndAnUnchangedOneWritesNothing() throws {
            let terminal = try FileTerminal(size: TerminalSize(columns: 20, rows: 4))
            var buffer = CellBuffer(size: TerminalSize(columns: 20, rows: 4))
            buffer.write("plain", at: Point(x: 0, y: 0), style: CellStyle.plain)
            terminal.screen.present(buffer)
            #expect(!String(decoding: terminal.contents, as: UTF8.self).contains("2026"), "not before the answer")
            terminal.screen.synchronizesOutput = true
            buffer.write("x", at: Point(x: 0, y: 1), style: CellStyle.plain)
            let before = terminal.byteCount
            terminal.screen.present(buffer)
            let frame = String(decoding: terminal.contents.dropFirst(before), as: UTF8.self)
            #expect(frame.hasPrefix(SynchronizedOutput.begin), "\(frame.debugDescription)")
            #expect(frame.hasSuffix(SynchronizedOutput.end), "\(frame.debugDescription)")
            #expect(frame.contains("x"))
            #expect(terminal.bytes { terminal.screen.present(buffer) } == 0, "an unchanged frame still writes nothing")
        }
    }
}
