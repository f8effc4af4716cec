import Testing
@testable import Tessera

/// A screen driven like a user would: rendered, then each event handled and the screen redrawn.
struct StyledScreen {
    let host: ViewHost
    let size: TerminalSize
    private(set) var buffer: CellBuffer

    init<V: View>(_ view: V, columns: Int, rows: Int, events: [InputEvent] = []) {
        host = ViewHost(view)
        size = TerminalSize(columns: columns, rows: rows)
        buffer = host.render(size: size)
        for event in events { send(event) }
    }

    mutating func send(_ event: InputEvent) {
        host.handle(event)
        buffer = host.render(size: size)
    }

    var rows: [String] { rowsOf(buffer) }

    subscript(x: Int, y: Int) -> Cell { buffer[x, y] }

    /// Where the cells drawn in reverse video are (the cursor), as (x, y).
    var reverseCells: [Point] {
        (0..<buffer.rows).flatMap { y in
            (0..<buffer.columns).filter { buffer[$0, y].style.attributes.contains(.reverse) }.map { Point(x: $0, y: y) }
        }
    }
}

/// Text a test types into, by reference.
final class EditedText {
    var value: String
    init(_ value: String = "") { self.value = value }
    var binding: Binding<String> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// Tab to the first control, then type `text` a character at a time.
func tabAndType(_ text: String) -> [InputEvent] {
    [.key(KeyPress(.tab))] + text.map { .key(KeyPress(.character($0))) }
}

/// TOKENS.md, semantic colours, light scheme.
enum TokenTableLight {
    static let fg = Color.rgb(RGB(hex: 0x0A0B0D))
    static let fgMuted = Color.rgb(RGB(hex: 0x5B616E))
    static let bgPrimary = Color.rgb(RGB(hex: 0x0052FF))
    static let bgLine = Color.rgb(RGB(hex: 0xDEDFE2))
    static let bgLineHeavy = Color.rgb(RGB(hex: 0x93979F))
    static let bgLinePrimary = Color.rgb(RGB(hex: 0x0052FF))
    static let bgNegative = Color.rgb(RGB(hex: 0xCF202F))
    static let fgNegative = Color.rgb(RGB(hex: 0xCF202F))
}

@Suite struct TextFieldControlTests {
    @Test func mutedAndNeutralTokensBecomeDimForegroundWhereTheDepthHasNoGrey() {
        for token in [ColorToken.fgMuted, .bgLine, .bgLineHeavy] {
            #expect(token.legible(at: .c8) == (.fg, true))
            #expect(token.legible(at: .monochrome) == (.fg, true))
            #expect(token.legible(at: .c16) == (token, false))
            #expect(token.legible(at: .truecolor) == (token, false))
        }
        #expect(ColorToken.bgPrimary.legible(at: .c8) == (.bgPrimary, false))
        #expect(ColorToken.fgNegative.legible(at: .monochrome) == (.fgNegative, false))
    }

    @Test func aFieldKeepsItsRowWhenAStackIsShortOfSpace() {
        // Exactly the rows needed: a bordered field (3) and a line under it (1).
        let text = EditedText("typed")
        let view = VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: text.binding).border()
            Text("under")
        }
        let screen = StyledScreen(view, columns: 20, rows: 4)
        #expect(screen.rows[1].contains("Name: typed"))
        #expect(screen.rows[3] == "under")
    }

    @Test func thePlaceholderIsDimWhereMutedHasNoColour() {
        let text = EditedText()
        for (depth, dimmed) in [(ColorDepth.truecolor, false), (.c16, false), (.c8, true), (.monochrome, true)] {
            let view = TextField("Name", text: text.binding, prompt: "Jane").environment(\.colorDepth, depth)
            let screen = StyledScreen(view, columns: 20, rows: 1)
            let prompt = screen[6, 0]
            #expect(prompt.grapheme == "J")
            #expect(prompt.style.attributes.contains(.dim) == dimmed, "\(depth)")
            #expect(prompt.style.foreground == (dimmed ? TokenTableLight.fg : TokenTableLight.fgMuted), "\(depth)")
        }
    }
}
