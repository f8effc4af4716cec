import TesseraCore
import Testing

@testable import TesseraHeadless

@Suite("ANSI serialiser")
struct ANSISerializerTests {
    let serializer = ANSISerializer()

    /// `ab` in `color`, `c` in `color` and bold, then a plain `d`.
    private func sample(_ color: Color) -> CellBuffer {
        var buffer = CellBuffer.blank(columns: 4, rows: 1)
        buffer.put("ab", x: 0, style: .fg(color))
        buffer.put("c", x: 2, style: .fg(color, .bold))
        buffer.put("d", x: 3)
        return buffer
    }

    @Test("Truecolor: 38;2;r;g;b, SGR only on change, reset when an attribute turns off")
    func truecolor() {
        let output = serializer.serialize(sample(.rgb(RGB(255, 0, 10))), depth: .truecolor)
        #expect(output == "\(esc)[38;2;255;0;10mab\(esc)[1mc\(esc)[0md\(esc)[0m\n")
    }

    @Test("256 colours: 38;5;n and 48;5;n")
    func palette() {
        var buffer = sample(.palette(196))
        buffer.put("d", x: 3, style: CellStyle(background: .palette(17)))
        let output = serializer.serialize(buffer, depth: .c256)
        #expect(output == "\(esc)[38;5;196mab\(esc)[1mc\(esc)[0;48;5;17md\(esc)[0m\n")
    }

    @Test("16 colours: 30–37/90–97 and 40–47/100–107")
    func sixteen() {
        var buffer = CellBuffer.blank(columns: 4, rows: 1)
        buffer.put("a", x: 0, style: CellStyle(foreground: .ansi(9), background: .ansi(4)))
        buffer.put("b", x: 1, style: CellStyle(foreground: .ansi(2), background: .ansi(12)))
        buffer.put("c", x: 2, style: CellStyle(foreground: .default, background: .ansi(12)))
        let output = serializer.serialize(buffer, depth: .c16)
        #expect(output == "\(esc)[91;44ma\(esc)[32;104mb\(esc)[39mc\(esc)[49m \(esc)[0m\n")
    }

    @Test("8 colours: 30–37 and 40–47")
    func eight() {
        var buffer = CellBuffer.blank(columns: 3, rows: 1)
        buffer.put("ab", x: 0, style: CellStyle(foreground: .ansi(1), background: .ansi(7), attributes: .underline))
        let output = serializer.serialize(buffer, depth: .c8)
        #expect(output == "\(esc)[4;31;47mab\(esc)[0m \(esc)[0m\n")
    }

    @Test("Monochrome: no colour, attributes kept")
    func monochrome() {
        let output = serializer.serialize(sample(.rgb(RGB(255, 0, 10))), depth: .monochrome)
        #expect(output == "ab\(esc)[1mc\(esc)[0md\(esc)[0m\n")
    }

    @Test("Every attribute has its own code, in a fixed order")
    func attributes() {
        var buffer = CellBuffer.blank(columns: 1, rows: 1)
        buffer.put("x", x: 0, style: .fg(.default, [.strikethrough, .reverse, .underline, .italic, .dim, .bold]))
        #expect(serializer.serialize(buffer, depth: .truecolor) == "\(esc)[1;2;3;4;7;9mx\(esc)[0m\n")
    }

    @Test("Turning bold into dim resets first: SGR 22 would turn both off")
    func boldToDim() {
        var buffer = CellBuffer.blank(columns: 3, rows: 1)
        buffer.put("a", x: 0, style: .fg(.ansi(1), .bold))
        buffer.put("b", x: 1, style: .fg(.ansi(1), .dim))
        buffer.put("c", x: 2, style: .fg(.ansi(1), [.dim, .italic]))
        let output = serializer.serialize(buffer, depth: .c16)
        #expect(output == "\(esc)[1;31ma\(esc)[0;2;31mb\(esc)[3mc\(esc)[0m\n")
    }

    @Test("Each row starts from the default state and ends with a reset")
    func rows() {
        var buffer = CellBuffer.blank(columns: 2, rows: 3)
        buffer.put("ab", x: 0, y: 0, style: .fg(.ansi(1)))
        buffer.put("cd", x: 0, y: 1, style: .fg(.ansi(1)))
        let output = serializer.serialize(buffer, depth: .c16)
        #expect(output == "\(esc)[31mab\(esc)[0m\n\(esc)[31mcd\(esc)[0m\n  \(esc)[0m\n")
    }

    @Test("Wide glyphs are written once and the style of a continuation never interrupts them")
    func wideGlyphs() {
        var buffer = CellBuffer.blank(columns: 5, rows: 1)
        buffer.putWide("漢", x: 0, style: .fg(.ansi(2)))
        buffer.putWide("😀", x: 2, style: .fg(.ansi(3)))
        #expect(serializer.serialize(buffer, depth: .c16) == "\(esc)[32m漢\(esc)[33m😀\(esc)[39m \(esc)[0m\n")
    }

    @Test("Escape characters in cells cannot inject sequences")
    func noInjection() {
        var buffer = CellBuffer.blank(columns: 2, rows: 1)
        buffer[0, 0] = Cell("\u{1B}")
        buffer[1, 0] = Cell("\u{9B}")
        let output = serializer.serialize(buffer, depth: .truecolor)
        #expect(output == "\u{241B}\u{FFFD}\(esc)[0m\n")
    }
}
