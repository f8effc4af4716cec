import Foundation
import TesseraCore
import Testing

@testable import TesseraTerminal

extension InProcessTerminalTests {
    /// What the presenter writes, measured on a file terminal.
    @Suite("Presenter output")
    struct PresenterOutputTests {
        /// A busy frame: a border, coloured and styled lines everywhere.
        static func frame(_ size: TerminalSize, seed: Int = 0) -> CellBuffer {
            var buffer = CellBuffer(size: size)
            for y in 0..<size.rows {
                let style = CellStyle(
                    foreground: .palette(UInt8((y * 7 + seed) % 256)),
                    background: y % 3 == 0 ? .ansi(UInt8(y % 8)) : .default,
                    attributes: y % 4 == 0 ? .bold : [])
                buffer.write(String(repeating: "Tessera row \(y) ", count: 20), at: Point(x: 0, y: y), style: style)
            }
            return buffer
        }

        @Test("an unchanged frame writes nothing; one changed cell writes a few bytes")
        func diffOnly() throws {
            let terminal = try FileTerminal()
            let frame = Self.frame(TerminalSize(columns: 120, rows: 40))
            let first = terminal.bytes { terminal.screen.present(frame) }
            let unchanged = terminal.bytes { terminal.screen.present(frame) }
            var changed = frame
            changed[60, 20] = Cell("X", style: CellStyle(foreground: .ansi(1)))
            let oneCell = terminal.bytes { terminal.screen.present(changed) }
            print("[measure] 120x40 first frame \(first) B, unchanged \(unchanged) B, one cell \(oneCell) B")
            #expect(first > 120 * 40)
            #expect(unchanged == 0)
            #expect(oneCell > 0 && oneCell < 64)
        }

        @Test("a resize or a pair reset redraws everything")
        func fullRedraws() throws {
            let terminal = try FileTerminal()
            let frame = Self.frame(TerminalSize(columns: 120, rows: 40))
            terminal.screen.present(frame)
            terminal.screen.needsFullRedraw = true
            #expect(terminal.bytes { terminal.screen.present(frame) } > 120 * 40)
            #expect(terminal.bytes { terminal.screen.present(frame) } == 0)
        }

        /// xterm has 8 colours and 64 pairs; this frame needs all 81 (fg, bg) combinations of those and
        /// the default, so the pairs run out mid-frame and the presenter falls back to default colours.
        @Test("running out of colour pairs neither crashes nor loops")
        func pairExhaustion() throws {
            let terminal = try FileTerminal(term: "xterm", size: TerminalSize(columns: 81, rows: 2))
            let colors: [Color] = [.default] + (0..<8).map { .ansi(UInt8($0)) }
            var buffer = CellBuffer(size: TerminalSize(columns: 81, rows: 2))
            for (index, (fg, bg)) in colors.flatMap({ fg in colors.map { (fg, $0) } }).enumerated() {
                buffer[index, 0] = Cell("x", style: CellStyle(foreground: fg, background: bg))
            }
            #expect(terminal.bytes { terminal.screen.present(buffer) } > 81)
            #expect(terminal.bytes { terminal.screen.present(buffer) } == 0)
            buffer[0, 1] = Cell("y", style: CellStyle(foreground: .ansi(1), background: .ansi(2)))
            #expect(terminal.bytes { terminal.screen.present(buffer) } > 0)
        }

        @Test("colour numbers per terminal: 256-colour palette, direct RGB, monochrome")
        func colourSequences() throws {
            let cell = { (color: Color) in
                var buffer = CellBuffer(size: TerminalSize(columns: 10, rows: 2))
                buffer.write("ab", at: .zero, style: CellStyle(foreground: color))
                return buffer
            }
            let palette = try FileTerminal(term: "xterm-256color")
            #expect(palette.screen.colorDepth == .c256)
            #expect(palette.output { palette.screen.present(cell(.palette(208))) }.contains("38;5;208m"))

            let direct = try FileTerminal(term: "xterm-direct")
            #expect(direct.screen.colorDepth == .truecolor)
            #expect(direct.output { direct.screen.present(cell(.hex(0x123456))) }.contains("38:2::18:52:86m"))
            // 0x000005 would be read as palette index 5: it is nudged to 0x000105.
            #expect(direct.output { direct.screen.present(cell(.hex(0x000005))) }.contains("38:2::0:1:5m"))
            #expect(direct.output { direct.screen.present(cell(.ansi(1))) }.contains("\u{1B}[31m"))

            let mono = try FileTerminal(term: "xterm-256color", environment: ["NO_COLOR": "1"])
            #expect(mono.screen.colorDepth == .monochrome)
            let monoOutput = mono.output { mono.screen.present(cell(.palette(208))) }
            #expect(!monoOutput.contains("38;5"))

            let forced = try FileTerminal(term: "xterm-256color", colorDepth: .truecolor)
            #expect(forced.screen.colorDepth == .c256, "truecolor is capped at what ncurses can drive")
        }

        /// On a terminal whose locale is not UTF-8 the presenter is the last line of defence: whatever
        /// the buffer holds, only printable ASCII (and the escape sequences terminfo gives) goes out,
        /// and every glyph keeps its columns. Replayed in tmux to see where each lands.
        @Test("outside UTF-8 only ASCII is written, in the same columns")
        func asciiOnlyOutput() throws {
            let size = TerminalSize(columns: 30, rows: 3)
            let terminal = try FileTerminal(size: size, encoding: .ascii)
            #expect(!terminal.screen.supportsUnicode)
            var buffer = CellBuffer(size: size)
            buffer.write("\u{256D}\u{2500} Tessera \u{203A} caf\u{E9}\u{2026} \u{2713}", at: .zero, style: .plain)
            buffer.write(
                "\u{6F22}\u{5B57}|\u{1F44D}\u{1F3FD}|\u{FF35}|e\u{301}|\u{1B}|\u{2590}", at: Point(x: 0, y: 1),
                style: CellStyle(foreground: .ansi(2)))
            buffer.write("x\u{2588}y", at: Point(x: 0, y: 2), style: CellStyle(attributes: .strikethrough))
            let written = terminal.contents.count
            terminal.screen.present(buffer)
            let output = Array(terminal.contents.dropFirst(written))
            let outside = output.filter { $0 >= 0x80 }
            #expect(!output.isEmpty && outside.isEmpty, "\(outside.count) bytes outside ASCII")

            let session = try TmuxSession(columns: size.columns, rows: size.rows) { _ in
                "cat \(shellQuoted(terminal.path)); exec sleep 600"
            }
            defer { session.kill() }
            let screen = session.waitForScreen { $0.contains("x#y") }
            let rows = (screen ?? "").split(separator: "\n", omittingEmptySubsequences: false).prefix(size.rows).map(String.init)
            #expect(rows == ["+- Tessera > caf?~ v", "????|??|U |e|?||", "x#y"])
        }

        @Test("unsupported terminals are refused with a clear error")
        func unsupportedTerminals() {
            for term in ["dumb", "", "no-such-terminal-type"] {
                #expect(throws: TerminalError.self, "TERM=\(term)") { _ = try FileTerminal(term: term) }
            }
            #expect {
                _ = try FileTerminal(term: "dumb")
            } throws: { error in
                "\(error)".contains("TERM=dumb")
            }
        }

        @Test("reading input from a closed terminal ends with inputClosed")
        func inputClosed() throws {
            let terminal = try FileTerminal()
            #expect(throws: TerminalError.inputClosed) { _ = try terminal.screen.readEvent(timeout: .seconds(2)) }
        }

        @Test("full-change frame time at 200x60", .enabled(if: ProcessInfo.processInfo.environment["TESSERA_MEASURE"] != nil))
        func fullChangeTiming() throws {
            let size = TerminalSize(columns: 200, rows: 60)
            let terminal = try FileTerminal(size: size)
            // Every cell differs from the previous frame in glyph and colour.
            let frames = (0..<2).map { seed in
                var buffer = CellBuffer(size: size)
                for y in 0..<size.rows {
                    for x in 0..<size.columns {
                        buffer[x, y] = Cell(
                            Character(Unicode.Scalar(UInt8(65 + (x + y + seed) % 26))),
                            style: CellStyle(
                                foreground: .palette(UInt8((x + y * 3 + seed) % 256)),
                                background: .ansi(UInt8((x / 10 + seed) % 8))))
                    }
                }
                return buffer
            }
            terminal.screen.present(frames[1])
            let clock = ContinuousClock()
            var bytes = 0
            let count = 200
            let elapsed = clock.measure {
                for index in 0..<count { bytes += terminal.bytes { terminal.screen.present(frames[index % 2]) } }
            }
            print("[measure] 200x60 full change: \(elapsed / count) per present, \(bytes / count) B per frame")
        }
    }
}
