import Foundation
import TesseraCore
import Testing

@testable import TesseraHeadless

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVG serialiser")
struct SVGSerializerTests {
    let serializer = SVGSerializer()

    private func document(_ buffer: CellBuffer, depth: ColorDepth = .truecolor) throws -> XMLDocument {
        try XMLDocument(xmlString: serializer.serialize(buffer, depth: depth))
    }

    /// The elements named `name` below `node`, in document order.
    private func elements(_ name: String, in node: XMLNode) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in node.children ?? [] {
            if let element = child as? XMLElement, element.localName == name { found.append(element) }
            found += elements(name, in: child)
        }
        return found
    }

    /// The rects inside groups with crisp edges: backgrounds first, then decoration lines.
    private func crispRects(in document: XMLDocument) -> [XMLElement] {
        elements("g", in: document)
            .filter { $0.value(of: "shape-rendering") != nil }
            .flatMap { elements("rect", in: $0) }
    }

    @Test("Golden: a small frame, byte for byte")
    func golden() {
        var buffer = CellBuffer.blank(columns: 4, rows: 2)
        buffer.put(
            "a<", x: 0,
            style: CellStyle(
                foreground: .hex(0xFF0000), background: .hex(0x000080),
                attributes: [.bold, .underline]))
        buffer.putWide("漢", x: 2)
        buffer.put("d", x: 3, y: 1, style: .fg(.default, .reverse))
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="33.6" height="34" viewBox="0 0 33.6 34">
            <rect width="33.6" height="34" fill="#1e1e1e"/>
            <g shape-rendering="crispEdges">
            <rect x="0" y="0" width="16.8" height="17" fill="#000080"/>
            <rect x="25.2" y="17" width="8.4" height="17" fill="#e5e5e5"/>
            </g>
            <g font-family="ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono CJK JP', 'Noto Sans CJK JP', 'Hiragino Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', monospace" font-size="14">
            <text y="13.34" fill="#ff0000" font-weight="bold"><tspan x="0">a</tspan><tspan x="8.4">&lt;</tspan></text>
            <text y="13.34" fill="#e5e5e5"><tspan x="16.8" textLength="16.8" lengthAdjust="spacingAndGlyphs">漢</tspan></text>
            <text y="30.34" fill="#1e1e1e"><tspan x="25.2">d</tspan></text>
            </g>
            <g shape-rendering="crispEdges">
            <rect x="0" y="14.74" width="16.8" height="1" fill="#ff0000"/>
            </g>
            </svg>

            """
        #expect(serializer.serialize(buffer, depth: .truecolor) == expected)
    }

    @Test("Well-formed XML, with every glyph at its column's x")
    func glyphPositions() throws {
        var buffer = CellBuffer.blank(columns: 12, rows: 2)
        buffer.put("ab", x: 0)
        buffer.put("c", x: 3, style: .fg(.hex(0x00FF00)))
        buffer.putWide("漢", x: 4)
        buffer.putWide("😀", x: 6)
        buffer.put("e", x: 11, y: 1)
        let xml = try document(buffer)
        let spans = elements("tspan", in: xml)
        #expect(spans.map { $0.stringValue ?? "" } == ["a", "b", "c", "漢", "😀", "e"])
        #expect(
            spans.map { $0.value(of: "x") ?? "" }
                == ["0", "8.4", "25.2", "33.6", "50.4", "92.4"])
        let texts = elements("text", in: xml)
        #expect(texts.map { $0.value(of: "y") ?? "" } == ["13.34", "13.34", "13.34", "30.34"])
    }

    @Test("A wide glyph spans two cells")
    func wideGlyph() throws {
        var buffer = CellBuffer.blank(columns: 3, rows: 1)
        buffer.putWide("字", x: 1, style: CellStyle(background: .hex(0x123456)))
        let xml = try document(buffer)
        let span = try #require(elements("tspan", in: xml).first)
        #expect(span.value(of: "x") == "8.4")
        #expect(span.value(of: "textLength") == "16.8")
        #expect(span.value(of: "lengthAdjust") == "spacingAndGlyphs")
        let backgrounds = crispRects(in: xml)
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?.value(of: "x") == "8.4")
        #expect(backgrounds.first?.value(of: "width") == "16.8")
    }

    @Test("XML specials are escaped and control characters never appear")
    func escaping() throws {
        var buffer = CellBuffer.blank(columns: 7, rows: 1)
        buffer.put("<&>\"'", x: 0)
        buffer[5, 0] = Cell("\u{1B}")
        buffer[6, 0] = Cell("\u{FFFF}")
        let svg = serializer.serialize(buffer, depth: .truecolor)
        #expect(svg.contains(">&lt;</tspan>"))
        #expect(svg.contains(">&amp;</tspan>"))
        #expect(svg.contains(">&gt;</tspan>"))
        #expect(svg.contains(">&quot;</tspan>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let xml = try XMLDocument(xmlString: svg)
        let glyphs = elements("tspan", in: xml).map { $0.stringValue ?? "" }
        #expect(glyphs == ["<", "&", ">", "\"", "'", "\u{241B}", "\u{FFFD}"])
    }

    @Test("A font family with XML specials stays well-formed")
    func fontFamilyEscaping() throws {
        var buffer = CellBuffer.blank(columns: 1, rows: 1)
        buffer.put("x", x: 0)
        let custom = SVGSerializer(fontFamily: "\"A&B\" <mono>")
        let xml = try XMLDocument(xmlString: custom.serialize(buffer, depth: .truecolor))
        let group = try #require(elements("g", in: xml).first { $0.value(of: "font-family") != nil })
        #expect(group.value(of: "font-family") == "\"A&B\" <mono>")
    }

    @Test("Backgrounds merge into one rect per run; runs split where the colour changes")
    func backgroundRuns() throws {
        var buffer = CellBuffer.blank(columns: 8, rows: 1)
        let blue = CellStyle(background: .hex(0x0000FF)), red = CellStyle(background: .hex(0xFF0000))
        buffer.put("abc", x: 0, style: blue)
        buffer.put("  ", x: 3, style: red)
        buffer.put("d", x: 6, style: blue)
        let rects = crispRects(in: try document(buffer))
        let summary = rects.map { element in
            ["x", "width", "fill"].map { element.value(of: $0) ?? "" }.joined(separator: " ")
        }
        #expect(summary == ["0 25.2 #0000ff", "25.2 16.8 #ff0000", "50.4 8.4 #0000ff"])
    }

    @Test("Reverse swaps colours, dim blends toward the background, bold and italic are font styles")
    func attributes() throws {
        var buffer = CellBuffer.blank(columns: 4, rows: 1)
        buffer.put("r", x: 0, style: CellStyle(foreground: .hex(0x102030), attributes: .reverse))
        buffer.put(
            "d", x: 1,
            style: CellStyle(
                foreground: .hex(0xFFFFFF), background: .hex(0x000000),
                attributes: .dim))
        buffer.put("b", x: 2, style: .fg(.default, .bold))
        buffer.put("i", x: 3, style: .fg(.default, .italic))
        let xml = try document(buffer)
        let texts = elements("text", in: xml)
        #expect(texts.map { $0.value(of: "fill") ?? "" } == ["#1e1e1e", "#7f7f7f", "#e5e5e5", "#e5e5e5"])
        try #require(texts.count == 4)
        #expect(texts[2].value(of: "font-weight") == "bold")
        #expect(texts[3].value(of: "font-style") == "italic")
        let backgrounds = crispRects(in: xml)
        #expect(backgrounds.map { $0.value(of: "fill") ?? "" } == ["#102030", "#000000"])
    }

    @Test("Underline and strikethrough are lines over the whole run, spaces included")
    func decorations() throws {
        var buffer = CellBuffer.blank(columns: 6, rows: 2)
        buffer.put("a b", x: 1, y: 1, style: .fg(.hex(0x00FF00), .underline))
        buffer.put("s", x: 5, y: 1, style: .fg(.hex(0x00FF00), .strikethrough))
        let lines = crispRects(in: try document(buffer))
        let summary = lines.map { element in
            ["x", "y", "width", "height"].map { element.value(of: $0) ?? "" }
                .joined(separator: " ")
        }
        #expect(summary == ["8.4 31.74 25.2 1", "42 25.64 8.4 1"])
    }

    @Test("Colours follow the depth: monochrome shows only the defaults")
    func monochrome() throws {
        var buffer = CellBuffer.blank(columns: 2, rows: 1)
        buffer.put("ab", x: 0, style: CellStyle(foreground: .hex(0xFF0000), background: .hex(0x00FF00)))
        let svg = serializer.serialize(buffer, depth: .monochrome)
        #expect(!svg.contains("#ff0000"))
        #expect(!svg.contains("#00ff00"))
        #expect(!svg.contains("<g shape-rendering"))
    }

    @Test("ANSI and palette colours resolve through the xterm palette")
    func paletteColours() throws {
        var buffer = CellBuffer.blank(columns: 2, rows: 1)
        buffer.put("a", x: 0, style: .fg(.ansi(1)))
        buffer.put("b", x: 1, style: .fg(.palette(200)))
        let svg = serializer.serialize(buffer, depth: .truecolor)
        for index: UInt8 in [1, 200] {
            let expected = Color.palette(index).degraded(to: .truecolor).rgbValue(
                defaultColor: RGB(0, 0, 0))
            #expect(svg.contains("fill=\"\(expected.hexString)\""))
        }
    }

    @Test("Cell size, font and default colours come from the options")
    func options() throws {
        var buffer = CellBuffer.blank(columns: 2, rows: 1)
        buffer.put(" x", x: 0)
        let custom = SVGSerializer(
            foreground: RGB(hex: 0x111111), background: RGB(hex: 0xFAFAFA),
            cellWidth: 10, cellHeight: 20, fontSize: 16.5, fontFamily: "monospace")
        let svg = custom.serialize(buffer, depth: .truecolor)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\""))
        #expect(svg.contains("<rect width=\"20\" height=\"20\" fill=\"#fafafa\"/>"))
        #expect(svg.contains("<g font-family=\"monospace\" font-size=\"16.5\">"))
        #expect(svg.contains("fill=\"#111111\"><tspan x=\"10\">x</tspan>"))
    }

    @Test("Nonsense sizes fall back to the defaults instead of trapping")
    func nonsenseSizes() {
        var buffer = CellBuffer.blank(columns: 1, rows: 1)
        buffer.put("x", x: 0)
        let custom = SVGSerializer(cellWidth: .nan, cellHeight: -3, fontSize: .infinity)
        #expect(custom.serialize(buffer, depth: .truecolor) == serializer.serialize(buffer, depth: .truecolor))
    }
}

extension XMLElement {
    /// The value of the attribute `name`. (`attribute(forName:)` finds nothing in a document with
    /// a default namespace on Linux's FoundationXML.)
    func value(of name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}

@Suite("Reading SVG snapshots back")
struct SVGTextReaderTests {
    @Test func corruptReferencesReadWithoutTrapping() {
        let corrupt = [
            #"<svg><text y="-40"><tspan x="0">a</tspan></text></svg>"#,
            #"<svg><text y="inf"><tspan x="0">a</tspan></text><text y="nan"><tspan x="nan">b</tspan></text></svg>"#,
            #"<svg><text y="99999999999"><tspan x="0">a</tspan></text></svg>"#,
            #"<svg><tspan x="0">no close"#,
            "",
        ]
        for svg in corrupt {
            let lines = SVGTextReader.lines(svg)
            #expect(lines.count <= SVGTextReader.maximumRows)
        }
    }

    @Test func rowsAndColumnsComeBackFromARealSnapshot() {
        var buffer = CellBuffer(size: TerminalSize(columns: 4, rows: 3))
        buffer.write("ab", at: Point(x: 1, y: 0), style: .plain)
        buffer.write("漢", at: Point(x: 0, y: 2), style: .plain)
        let svg = SVGSerializer().serialize(buffer, depth: .truecolor)
        #expect(SVGTextReader.lines(svg) == ["ab", "", "漢"])
    }
}
