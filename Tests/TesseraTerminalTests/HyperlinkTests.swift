import Tessera
import TesseraCore
import Testing

@testable import TesseraTerminal

extension InProcessTerminalTests {
    /// OSC 8 hyperlinks: a link's cells written again inside `ESC ] 8 ; ; URL ESC \` after ncurses
    /// drew them, only when they changed, never with a raw control character, and not where the
    /// terminal would print them.
    @Suite struct HyperlinkTests {
        static let open = "\u{1B}]8;;https://example.com/notes\u{1B}\\"
        static let size = TerminalSize(columns: 30, rows: 4)

        private func linked(_ destination: String = "https://example.com/notes", text: String = "Release notes") -> CellBuffer {
            var buffer = CellBuffer(size: Self.size)
            buffer.write("Read the", at: Point(x: 0, y: 0), style: .plain)
            let style = CellStyle(foreground: .ansi(4), attributes: .underline)
            buffer.write(text, at: Point(x: 2, y: 1), style: style)
            buffer.addHyperlink(destination, in: Rect(x: 2, y: 1, width: text.count, height: 1))
            return buffer
        }

        @Test func aLinkIsWrittenInsideItsHyperlinkInTheStyleNcursesDrewAndOnlyWhenItChanges() throws {
            let terminal = try FileTerminal(size: Self.size)
            let first = terminal.output { terminal.screen.present(linked()) }
            let link = try #require(first.range(of: Self.open), "\(first.debugDescription)")
            // Placed at the run (row 2, column 3), in its own colours and underline, then closed.
            #expect(first[..<link.lowerBound].hasSuffix("\u{1B}[2;3H"))
            #expect(first[link.upperBound...].hasPrefix("\u{1B}[0m\u{1B}[4;34mRelease notes" + Hyperlinks.close))
            // Cursor and rendition saved before and restored after, so ncurses' model stays true.
            #expect(first.hasSuffix("\u{1B}[0m\u{1B}8"))
            #expect(terminal.bytes { terminal.screen.present(linked()) } == 0, "an unchanged frame writes nothing")
            var elsewhere = linked()
            elsewhere.write("x", at: Point(x: 0, y: 3), style: .plain)
            #expect(!terminal.output { terminal.screen.present(elsewhere) }.contains("]8;"), "a change outside leaves the link")
            var relabelled = elsewhere
            relabelled.write("Release NOTES", at: Point(x: 2, y: 1), style: CellStyle(foreground: .ansi(4), attributes: .underline))
            #expect(terminal.output { terminal.screen.present(relabelled) }.contains(Self.open + "\u{1B}[0m\u{1B}[4;34mRelease NOTES"))
            // The same text, no longer a link: written again outside any.
            var plain = CellBuffer(size: Self.size)
            for y in 0..<Self.size.rows { for x in 0..<Self.size.columns { plain[x, y] = relabelled[x, y] } }
            let dropped = terminal.output { terminal.screen.present(plain) }
            #expect(
                dropped.contains("\u{1B}7\u{1B}[2;3H\u{1B}[0m\u{1B}[4;34mRelease NOTES") && !dropped.contains("]8;;h"),
                "\(dropped.debugDescription)")
        }

        /// ncurses may re-send unchanged cells between two changes on a row instead of moving over
        /// them: a link there is written again whenever its row is written to.
        @Test func aLinkBetweenTwoChangesOnItsRowKeepsItsLink() throws {
            let terminal = try FileTerminal(size: Self.size)
            var buffer = CellBuffer(size: Self.size)
            buffer.write("ab", at: Point(x: 0, y: 1), style: .plain)
            buffer.write("notes", at: Point(x: 3, y: 1), style: .plain)
            buffer.addHyperlink("https://example.com/notes", in: Rect(x: 3, y: 1, width: 5, height: 1))
            buffer.write("cd", at: Point(x: 9, y: 1), style: .plain)
            terminal.screen.present(buffer)
            buffer.write("AB", at: Point(x: 0, y: 1), style: .plain)
            buffer.write("CD", at: Point(x: 9, y: 1), style: .plain)
            let frame = terminal.output { terminal.screen.present(buffer) }
            #expect(frame.contains(Self.open + "\u{1B}[0mnotes" + Hyperlinks.close), "\(frame.debugDescription)")
        }

        /// The glyphs inside a link go out as ncurses is given them: a control character a view put
        /// in a cell is its visible stand-in, never the character itself.
        @Test func aLinksGlyphsAreEncodedAsTheRestOfTheScreen() throws {
            let terminal = try FileTerminal(size: Self.size)
            var buffer = CellBuffer(size: Self.size)
            buffer[2, 1] = Cell("\u{1B}")
            buffer[3, 1] = Cell("\u{9B}")
            buffer.write("漢x", at: Point(x: 4, y: 1), style: .plain)
            buffer.addHyperlink("https://example.com/notes", in: Rect(x: 2, y: 1, width: 5, height: 1))
            let frame = terminal.output { terminal.screen.present(buffer) }
            let link = try #require(frame.range(of: Self.open), "\(frame.debugDescription)")
            let inside = frame[link.upperBound...]
            #expect(inside.contains("␛"), "ESC as its control picture: \(inside.debugDescription)")
            #expect(!frame.contains("\u{9B}") && !frame.contains("\u{1B}\u{1B}"), "\(frame.debugDescription)")
            #expect(inside.contains("漢x" + Hyperlinks.close))
        }

        @Test func aDestinationIsNeverWrittenRaw() throws {
            let terminal = try FileTerminal(size: Self.size)
            let hostile = terminal.output { terminal.screen.present(linked("https://x\u{1B}]52;c;aGk=\u{07}")) }
            #expect(!hostile.contains("]52;") && !hostile.contains("\u{07}") && !hostile.contains("]8;"), "\(hostile.debugDescription)")
            #expect(Hyperlinks.safeDestination("https://例え.jp/a b") == nil, "a space ends nothing but is not a URL's")
            #expect(Hyperlinks.safeDestination("https://例え.jp/") == "https://%E4%BE%8B%E3%81%88.jp/")
            #expect(Hyperlinks.safeDestination(String(repeating: "a", count: 3000)) == nil)
            #expect(Hyperlinks.safeDestination("") == nil)
        }

        @Test func whereTheTerminalWouldPrintThemThereAreNone() throws {
            for (term, environment) in [("xterm-256color", ["TESSERA_HYPERLINKS": "0"]), ("linux", [:])] {
                let terminal = try FileTerminal(term: term, size: Self.size, environment: environment)
                let frame = terminal.output { terminal.screen.present(linked()) }
                #expect(frame.contains("Release notes") && !frame.contains("]8;"), "\(term) \(environment)")
            }
            let ascii = try FileTerminal(size: Self.size, encoding: .ascii)
            #expect(!ascii.screen.writesHyperlinks, "LANG=C: plain underlined text")
            #expect(
                Hyperlinks.areWritten(terminalType: "vt100", environment: ["TESSERA_HYPERLINKS": "1"], reportsMouse: false, unicode: true))
        }

        @Test func aLinkViewMarksItsCells() {
            let host = ViewHost(Link("Release notes", destination: "https://example.com/notes").theme(.default))
            let buffer = host.render(size: TerminalSize(columns: 20, rows: 1))
            #expect(buffer.hyperlinks.map(\.destination) == ["https://example.com/notes"])
            guard let columns = buffer.hyperlinks.first?.columns else { return }
            #expect(String(columns.map { buffer[$0, 0].grapheme }).contains("Release notes"))
        }

        /// A run of a text can lead somewhere on its own, wrapped or not, without the words
        /// around it or the space that joins them.
        @Test func aLinkedRunOfATextMarksItsCellsOnEveryLineItTakes() {
            let url = "https://example.com/spec"
            let text = Text("See ") + Text(url).underline().linking(to: url) + Text(" for the spec.")
            let wide = ViewHost(text.theme(.default)).render(size: TerminalSize(columns: 60, rows: 1))
            #expect(wide.hyperlinks == [CellHyperlink(row: 0, columns: 4..<(4 + url.count), destination: url)])
            // Four columns less than the address: it breaks onto a second line (no space to wrap at).
            let narrow = ViewHost(text.frame(width: url.count - 4).theme(.default)).render(size: TerminalSize(columns: 40, rows: 4))
            let rows = narrow.hyperlinks.map(\.row)
            #expect(rows.count >= 2 && Set(narrow.hyperlinks.map(\.destination)) == [url], "\(narrow.hyperlinks)")
            let linked = narrow.hyperlinks.map { link in String(link.columns.map { narrow[$0, link.row].grapheme }) }.joined()
            #expect(linked == url, "the linked cells spell the address, nothing more: \(linked)")
        }
    }
}
