import Foundation
import TesseraCore
import Testing

@testable import TesseraTerminal

extension InProcessTerminalTests {
    /// A blank after a glyph is drawn in that glyph's colours when it looks the same, so the
    /// presenter does not write a colour change for a foreground nobody sees.
    @Suite("Presenter blank cells")
    struct PresenterBlankCellTests {
        static let size = TerminalSize(columns: 24, rows: 2)
        static let border = CellStyle(foreground: .palette(102), background: .palette(231))
        static let page = CellStyle(background: .palette(231))

        /// `│   ab u  r  │` over a page background: plain blanks after a border, after bold text,
        /// after underlined and reversed text, a blank on another background, an underlined blank.
        static func frame() -> CellBuffer {
            var buffer = CellBuffer(size: size)
            buffer.fill(Rect(x: 0, y: 0, width: size.columns, height: size.rows), with: Cell(" ", style: page))
            buffer[0, 0] = Cell("│", style: border)
            buffer.write(
                "ab", at: Point(x: 4, y: 0), style: CellStyle(foreground: .palette(232), background: .palette(231), attributes: .bold))
            buffer.write(
                "u", at: Point(x: 7, y: 0), style: CellStyle(foreground: .palette(27), background: .palette(231), attributes: .underline))
            buffer[9, 0] = Cell(" ", style: CellStyle(background: .palette(27)))
            buffer.write(
                "r", at: Point(x: 10, y: 0), style: CellStyle(foreground: .palette(160), background: .palette(231), attributes: .reverse))
            buffer[12, 0] = Cell(" ", style: CellStyle(background: .palette(231), attributes: .underline))
            buffer[13, 0] = Cell("│", style: border)
            return buffer
        }

        @Test("whether a blank looks the same in the style before it")
        func looksTheSame() {
            #expect(Self.page.blankLooksTheSame(in: Self.border))
            #expect(
                Self.page.blankLooksTheSame(
                    in: CellStyle(foreground: .ansi(1), background: .palette(231), attributes: [.bold, .italic, .dim])))
            #expect(!Self.page.blankLooksTheSame(in: CellStyle(foreground: .ansi(1), background: .palette(230))))
            #expect(!Self.page.blankLooksTheSame(in: CellStyle(background: .palette(231), attributes: .underline)))
            #expect(!Self.page.blankLooksTheSame(in: CellStyle(background: .palette(231), attributes: .reverse)))
            #expect(!Self.page.blankLooksTheSame(in: CellStyle(background: .palette(231), attributes: .strikethrough)))
            #expect(!CellStyle(background: .palette(231), attributes: .underline).blankLooksTheSame(in: Self.border))
        }

        @Test("a blank's drawn style depends on its row, not on where a run starts")
        func drawnStyleWalksLeft() {
            let row = Self.frame().row(0)
            #expect(row.drawnStyle(at: 3) == Self.border)   // three blanks after the border
            #expect(row.drawnStyle(at: 6).foreground == .palette(232))   // after bold "ab"
            #expect(row.drawnStyle(at: 8) == Self.page)   // after underlined "u": its own
            #expect(row.drawnStyle(at: 9) == CellStyle(background: .palette(27)))   // another background
            #expect(row.drawnStyle(at: 11) == Self.page)   // after reversed "r"
            #expect(row.drawnStyle(at: 0) == Self.border)
            #expect(row.drawnStyle(at: 14) == Self.border)   // after the closing border
        }

        @Test("a border followed by blanks writes no colour change between them")
        func noColorChangeAfterBorder() throws {
            let terminal = try FileTerminal(size: Self.size)
            let written = terminal.output { terminal.screen.present(Self.frame()) }
            #expect(written.contains("│\u{1B}[K") || written.contains("│   "), "\(written.debugDescription)")
            #expect(!written.contains("│\u{1B}[39;49m"), "\(written.debugDescription)")
        }

        @Test("replayed in a terminal, every cell shows its background and its visible attributes")
        func replayKeepsLooks() throws {
            let frame = Self.frame()
            let terminal = try FileTerminal(size: Self.size)
            terminal.screen.present(frame)
            let session = try TmuxSession(columns: Self.size.columns, rows: Self.size.rows) { _ in
                "cat \(shellQuoted(terminal.path)); exec sleep 600"
            }
            defer { session.kill() }
            #expect(session.waitForScreen { $0.contains("ab") } != nil)
            let captured = try session.run(["capture-pane", "-p", "-e", "-N"])
            let shown = CapturedCells.parse(String(captured.split(separator: "\n", omittingEmptySubsequences: false)[0]))
            for x in 0...13 {
                let cell = frame[x, 0]
                let sgr = shown[x]
                #expect(sgr.background == cell.style.background, "background of column \(x)")
                #expect(sgr.underline == cell.style.attributes.contains(.underline), "underline of column \(x)")
                #expect(sgr.reverse == cell.style.attributes.contains(.reverse), "reverse of column \(x)")
                if !cell.isPlainBlank || sgr.reverse {
                    #expect(sgr.foreground == cell.style.foreground, "foreground of column \(x)")
                }
            }
        }
    }
}

/// The colours and visible attributes of each cell of one row captured with `tmux capture-pane -e`.
private struct CapturedCells {
    var foreground: Color = .default
    var background: Color = .default
    var underline = false
    var reverse = false

    static func parse(_ row: String) -> [CapturedCells] {
        var cells: [CapturedCells] = []
        var current = CapturedCells()
        var scalars = row.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                scalars.removeFirst()
                var parameters = ""
                while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                current.apply(parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
            } else {
                cells.append(current)
            }
        }
        return cells
    }

    private mutating func apply(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0: self = CapturedCells()
            case 4: underline = true
            case 24: underline = false
            case 7: reverse = true
            case 27: reverse = false
            case 39: foreground = .default
            case 49: background = .default
            case 38, 48:
                guard index + 2 < codes.count, codes[index + 1] == 5 else { break }
                let color = Color.palette(UInt8(clamping: codes[index + 2]))
                if codes[index] == 38 { foreground = color } else { background = color }
                index += 2
            default: break
            }
            index += 1
        }
    }
}
