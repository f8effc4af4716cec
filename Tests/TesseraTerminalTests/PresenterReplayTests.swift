import Foundation
import TesseraCore
import Testing

@testable import TesseraTerminal

/// The bytes the presenter writes, replayed in a real terminal emulator (a tmux pane running
/// `cat`), show the last frame exactly: diffs, wide glyphs, edges and all.
extension InProcessTerminalTests {
    @Suite("Presenter replay")
    struct PresenterReplayTests {
        static let size = TerminalSize(columns: 30, rows: 6)

        static func put(
            _ text: Character, width: UInt8, at x: Int, _ y: Int, in buffer: inout CellBuffer,
            style: CellStyle = .plain
        ) {
            buffer[x, y] = Cell(text, width: width, style: style)
            if width == 2, x + 1 < buffer.columns { buffer[x + 1, y] = .continuation(style) }
        }

        static func frameA() -> CellBuffer {
            var buffer = CellBuffer(size: size)
            buffer.write("Hello", at: Point(x: 0, y: 0), style: CellStyle(attributes: .bold))
            put("漢", width: 2, at: 10, 0, in: &buffer, style: CellStyle(foreground: .ansi(3)))
            put("字", width: 2, at: 12, 0, in: &buffer)
            put("e\u{301}", width: 1, at: 0, 1, in: &buffer)
            put("👨‍👩‍👧", width: 2, at: 2, 1, in: &buffer)
            put("\u{1B}", width: 1, at: 5, 1, in: &buffer)   // must never reach the terminal raw
            put("漢", width: 2, at: 29, 2, in: &buffer)   // a broken wide glyph at the last column
            buffer.write("end", at: Point(x: 0, y: 5), style: .plain)
            put("字", width: 2, at: 28, 5, in: &buffer)   // ends in the bottom-right cell
            return buffer
        }

        static func frameB() -> CellBuffer {
            var buffer = frameA()
            buffer[0, 0] = Cell("J", style: CellStyle(attributes: .bold))
            buffer.write("ab", at: Point(x: 10, y: 0), style: .plain)   // narrow over a wide glyph
            put("漢", width: 2, at: 28, 5, in: &buffer)
            buffer.write("colours", at: Point(x: 3, y: 3), style: CellStyle(foreground: .palette(208), background: .ansi(4)))
            buffer[29, 4] = Cell("x")
            return buffer
        }

        static let expectedB = [
            "Jello     ab字",
            "e\u{301} 👨 \u{241B}",
            "",
            "   colours",
            "                             x",
            "end                         漢",
        ]

        @Test("frame A then the diff to frame B replays as frame B")
        func replay() throws {
            let terminal = try FileTerminal(size: Self.size)
            terminal.screen.present(Self.frameA())
            terminal.screen.present(Self.frameB())
            #expect(
                String(decoding: terminal.contents, as: UTF8.self).contains("\u{241B}"),
                "the ESC in a cell is drawn as its control picture")
            let session = try TmuxSession(columns: Self.size.columns, rows: Self.size.rows) { _ in
                "cat \(shellQuoted(terminal.path)); exec sleep 600"
            }
            defer { session.kill() }
            let screen = session.waitForScreen { $0.contains("colours") }
            let rows = (screen ?? "").split(separator: "\n", omittingEmptySubsequences: false).prefix(Self.size.rows)
                .map { String($0) }
            #expect(rows == Self.expectedB)
        }
    }
}
