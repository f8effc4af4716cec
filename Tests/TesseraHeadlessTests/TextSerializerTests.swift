import TesseraCore
import Testing

@testable import TesseraHeadless

@Suite("Text serialiser")
struct TextSerializerTests {
    let serializer = TextSerializer()

    @Test("ASCII: one line per row, trailing spaces kept, newline after every row")
    func ascii() {
        var buffer = CellBuffer.blank(columns: 5, rows: 2)
        buffer.write("Hi", at: .zero, style: .plain)
        buffer.write("there", at: Point(x: 0, y: 1), style: .fg(.ansi(1), .bold))
        #expect(serializer.serialize(buffer) == "Hi   \nthere\n")
    }

    @Test("CJK: each wide glyph written once, its continuation skipped")
    func cjk() {
        var buffer = CellBuffer.blank(columns: 6, rows: 1)
        buffer.putWide("漢", x: 0)
        buffer.putWide("字", x: 2)
        #expect(serializer.serialize(buffer) == "漢字  \n")
    }

    @Test("Emoji between narrow glyphs")
    func emoji() {
        var buffer = CellBuffer.blank(columns: 5, rows: 1)
        buffer.write("a😀b", at: .zero, style: .plain)
        #expect(buffer[1, 0].width == 2)
        #expect(serializer.serialize(buffer) == "a😀b \n")
    }

    @Test("A wide glyph clipped at the right edge becomes a space, so the line keeps its width")
    func clippedWideGlyph() {
        var buffer = CellBuffer.blank(columns: 3, rows: 1)
        buffer.write("ab😀", at: .zero, style: .plain)
        #expect(serializer.serialize(buffer) == "ab \n")
    }

    @Test("Broken wide cells from hand-built buffers are drawn as spaces")
    func brokenWideCells() {
        var buffer = CellBuffer.blank(columns: 4, rows: 1)
        buffer[0, 0] = .continuation(.plain)   // no wide glyph before it
        buffer[1, 0] = Cell("x")
        buffer[3, 0] = Cell("漢", width: 2)   // no room for its second half
        #expect(serializer.serialize(buffer) == " x  \n")
    }

    @Test("Trimming trailing spaces matches tmux capture-pane -p")
    func trimmed() {
        var buffer = CellBuffer.blank(columns: 6, rows: 3)
        buffer.write("a b", at: .zero, style: .plain)
        buffer.putWide("漢", x: 0, y: 2)
        let trimming = TextSerializer(trimTrailingSpaces: true)
        #expect(trimming.serialize(buffer) == "a b\n\n漢\n")
    }

    @Test("Control characters never reach the output")
    func controlCharacters() {
        var buffer = CellBuffer.blank(columns: 3, rows: 1)
        buffer[0, 0] = Cell("\u{1B}")
        buffer[1, 0] = Cell("\u{9B}")
        buffer[2, 0] = Cell("\r\n")
        #expect(serializer.serialize(buffer) == "\u{241B}\u{FFFD}\u{240D}\n")
    }

    @Test("Empty buffers")
    func empty() {
        #expect(serializer.serialize(.blank(columns: 0, rows: 0)) == "")
        #expect(serializer.serialize(.blank(columns: 0, rows: 2)) == "\n\n")
    }
}
