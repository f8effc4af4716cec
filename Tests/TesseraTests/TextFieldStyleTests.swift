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
    static let bgLineHeavy = Color.rgb(RGB(hex: 0x80848D))
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
        // At 16 colours on white, muted text is legible only in the main text colour: dimmed too.
        for (depth, dimmed) in [
            (ColorDepth.truecolor, false), (.c256, false), (.c16, true), (.c8, true),
            (.monochrome, true),
        ] {
            let view = TextField("Name", text: text.binding, prompt: "Jane").environment(\.colorDepth, depth)
            let screen = StyledScreen(view, columns: 20, rows: 1)
            let prompt = screen[6, 0]
            #expect(prompt.grapheme == "J")
            #expect(prompt.style.attributes.contains(.dim) == dimmed, "\(depth)")
            // fgMuted as that depth shows it legibly (at 16 colours xterm's grey is 4.0:1 on white).
            let muted = Color.rgb(Theme.default.resolved(for: .light, depth: depth).rgb(.fgMuted))
            #expect(prompt.style.foreground == (dimmed && depth != .c16 ? TokenTableLight.fg : muted), "\(depth)")
        }
    }
}

@Suite struct TextFieldColorTests {
    private let light = Theme.default.resolved(for: .light)

    @Test func statesFollowTheTokenTable() {
        let normal = textFieldColors(variant: .standard, state: .normal, theme: light)
        #expect(normal == TextFieldColors(fill: .bg, text: .fg, label: .fg, helper: .fgMuted, border: .bgLineHeavy))
        #expect(textFieldColors(variant: .standard, state: .focused, theme: light).border == .bgLinePrimary)
        let error = textFieldColors(variant: .standard, state: .error, theme: light)
        #expect((error.border, error.helper) == (.bgNegative, .fgNegative))
        #expect(textFieldColors(variant: .standard, state: .disabled, theme: light).border == .bgLineHeavy)
    }

    @Test func positiveVariantGivesWayToFocusAndError() {
        let positive = textFieldColors(variant: .positive, state: .normal, theme: light)
        #expect((positive.border, positive.helper) == (.bgPositive, .fgPositive))
        #expect(textFieldColors(variant: .positive, state: .focused, theme: light).border == .bgLinePrimary)
        #expect(textFieldColors(variant: .positive, state: .error, theme: light).border == .bgNegative)
    }

    @Test func tokensResolveToTheTableColours() {
        #expect(light.color(.bgLineHeavy) == TokenTableLight.bgLineHeavy)
        #expect(light.color(.bgLinePrimary) == TokenTableLight.bgLinePrimary)
        #expect(light.color(.bgNegative) == TokenTableLight.bgNegative)
        #expect(light.color(.fgNegative) == TokenTableLight.fgNegative)
    }
}

/// A house text field alone, under the default theme (light).
private func field(
    _ text: EditedText, prompt: String? = nil, columns: Int = 30, rows: Int = 5,
    events: [InputEvent] = []
) -> StyledScreen {
    StyledScreen(
        ThemeProvider(.default) { TextField("Name", text: text.binding, prompt: prompt) },
        columns: columns, rows: rows, events: events)
}

@Suite struct TextFieldStyleRenderingTests {
    @Test func labelAboveABoxThatTakesTheWidthOffered() {
        let screen = field(EditedText("Ada"))
        #expect(screen.rows[0] == "Name")
        #expect(screen[0, 0].style.attributes.contains(.bold))   // label1
        #expect(screen.rows[1] == "╭" + String(repeating: "─", count: 28) + "╮")
        #expect(screen.rows[2] == "│ Ada" + String(repeating: " ", count: 24) + "│")
        #expect(screen[0, 1].style.foreground == TokenTableLight.bgLineHeavy)
    }

    @Test func wideCharactersKeepTheCursorOnTheRightCell() {
        let text = EditedText()
        var screen = field(text, events: tabAndType("漢字a"))
        #expect(text.value == "漢字a")
        // Border at 0, padding at 1: 漢 at 2–3, 字 at 4–5, a at 6, the cursor after it.
        #expect(screen[2, 2].grapheme == "漢" && screen[3, 2].isContinuation)
        #expect(screen[4, 2].grapheme == "字" && screen[6, 2].grapheme == "a")
        #expect(screen.reverseCells == [Point(x: 7, y: 2)])
        screen.send(.key(KeyPress(.left)))
        screen.send(.key(KeyPress(.left)))
        #expect(screen.reverseCells == [Point(x: 4, y: 2), Point(x: 5, y: 2)])
    }

    @Test func longTextScrollsToKeepTheCursorInView() {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        // 14 columns: two borders and two cells of padding leave 10 for the text and cursor.
        var screen = field(EditedText(), columns: 14, events: tabAndType(alphabet))
        #expect(screen.rows[2] == "┃ rstuvwxyz  ┃")
        #expect(screen.reverseCells == [Point(x: 11, y: 2)])
        screen.send(.key(KeyPress(.home)))
        #expect(screen.rows[2] == "┃ abcdefghij ┃")
        #expect(screen.reverseCells == [Point(x: 2, y: 2)])
    }

    @Test func focusDrawsAHeavierBoxInTheFocusColour() {
        var screen = field(EditedText())
        #expect(screen[0, 1].grapheme == "╭")
        screen.send(.key(KeyPress(.tab)))
        #expect(screen[0, 1].grapheme == "┏")
        #expect(screen[0, 1].style.foreground == TokenTableLight.bgLinePrimary)
    }

    @Test func placeholderIsMuted() {
        let screen = field(EditedText(), prompt: "Jane Appleseed")
        #expect(screen.rows[2].hasPrefix("│ Jane Appleseed"))
        #expect(screen[2, 2].style.foreground == TokenTableLight.fgMuted)
    }

    @Test func helperTextUnderTheBox() {
        let view = ThemeProvider(.default) { TextField("Name", text: EditedText().binding).helperText("As on your card") }
        let screen = StyledScreen(view, columns: 30, rows: 5)
        #expect(screen.rows[4] == "As on your card")
        #expect(screen[0, 4].style.foreground == TokenTableLight.fgMuted)
    }

    @Test func errorShowsTheMessageInNegativeColours() {
        let view = ThemeProvider(.default) {
            TextField("Email", text: EditedText("bad@").binding).helperText("Work address").errorMessage("Enter a valid email")
        }
        let screen = StyledScreen(view, columns: 30, rows: 5)
        #expect(screen.rows[4] == "✗ Enter a valid email")   // replaces the helper text
        #expect(screen[0, 4].style.foreground == TokenTableLight.fgNegative)
        #expect(screen[0, 1].style.foreground == TokenTableLight.bgNegative)
        #expect(screen[29, 3].style.foreground == TokenTableLight.bgNegative)
    }

    @Test func focusAndErrorStayDistinctInMonochrome() {
        let text = EditedText()
        let view = ThemeProvider(.default) {
            VStack(alignment: .leading, spacing: 0) {
                TextField("A", text: text.binding)
                TextField("B", text: text.binding).errorMessage("Required")
            }
        }.environment(\.colorDepth, .monochrome)
        let screen = StyledScreen(view, columns: 20, rows: 9, events: [.key(KeyPress(.tab))])
        #expect(screen[0, 1].grapheme == "┏")   // focused: heavy
        #expect(screen[0, 5].grapheme == "╭")   // not focused
        #expect(screen.rows[8] == "✗ Required")
        #expect(screen[2, 8].style.attributes.contains(.underline))
    }

    @Test func insideLabelSitsInTheTopBorder() {
        let view = ThemeProvider(.default) {
            TextField("Name", text: EditedText("Ada").binding).textFieldStyle(.tessera(label: .inside))
        }
        let screen = StyledScreen(view, columns: 20, rows: 3)
        #expect(
            screen.rows == [
                "╭─ Name " + String(repeating: "─", count: 11) + "╮",
                "│ Ada" + String(repeating: " ", count: 14) + "│",
                "╰" + String(repeating: "─", count: 18) + "╯",
            ])
    }

    @Test func densityChangesThePadding() {
        for (density, padding) in [(Density.compact, 0), (.regular, 1), (.spacious, 2)] {
            let view = ThemeProvider(.default) { TextField("Name", text: EditedText("Ada").binding) }.density(density)
            let screen = StyledScreen(view, columns: 20, rows: 4)
            #expect(screen.rows[2].hasPrefix("│" + String(repeating: " ", count: padding) + "Ada"), "\(density)")
        }
    }

    @Test func idealWidthIsTwentyCellsOrThePrompt() {
        let short = StyledScreen(TextField("Name", text: EditedText().binding).fixedSize().theme(.default), columns: 60, rows: 4)
        #expect(short.rows[1].count == 20 + 2 + 2)
        let prompt = String(repeating: "p", count: 30)
        let long = StyledScreen(
            TextField("Name", text: EditedText().binding, prompt: prompt).fixedSize().theme(.default),
            columns: 60, rows: 4)
        #expect(long.rows[1].count == 31 + 2 + 2)
    }

    @Test func disabledFieldIsOneGreyAndSkipped() {
        let view = ThemeProvider(.default) { TextField("Name", text: EditedText("x").binding).disabled(true) }
        let screen = StyledScreen(view, columns: 20, rows: 4)
        let ink = DisabledLook(theme: Theme.default.resolved(for: .light), depth: .truecolor).ink
        // The label, the box and the text.
        for (x, y) in [(0, 0), (0, 1), (2, 2)] { #expect(screen[x, y].style.foreground == ink, "\(x), \(y)") }
        #expect(screen.host.focusOrderLabels.isEmpty)
    }

    @Test func disabledTextIsFainterThanTextAndUnlikeAPlaceholderAtEveryDepth() {
        for depth in ColorDepth.allCases {
            for scheme in [ColorScheme.light, .dark] {
                func cell<V: View>(_ view: V) -> Cell {
                    let themed = ThemeProvider(.default) { view }.environment(\.colorDepth, depth)
                        .environment(\.colorScheme, scheme)
                    return StyledScreen(themed, columns: 20, rows: 4)[2, 2]
                }
                let disabled = cell(TextField("Name", text: EditedText("Jane").binding).disabled(true))
                let enabled = cell(TextField("Name", text: EditedText("Jane").binding))
                let placeholder = cell(TextField("Name", text: EditedText().binding, prompt: "Jane"))
                #expect([disabled.grapheme, enabled.grapheme, placeholder.grapheme] == ["J", "J", "J"])
                // Fainter than text: faded at truecolor and 256 colours, dimmed below.
                let faded = depth >= .c256
                #expect(disabled.style.attributes.contains(.dim) != faded, "\(depth) \(scheme)")
                #expect(!faded || disabled.style.foreground != enabled.style.foreground, "\(depth) \(scheme)")
                #expect(!faded || disabled.style.foreground != placeholder.style.foreground, "\(depth) \(scheme)")
                #expect(!enabled.style.attributes.contains(.dim), "\(depth) \(scheme)")
                #expect(
                    disabled.style.attributes.contains(.italic) != placeholder.style.attributes.contains(.italic),
                    "\(depth) \(scheme)")
            }
        }
    }
}

/// Reads the style descriptions the environment holds.
private struct StyleProbe: View {
    @Environment(\.textFieldStyleDescription) private var textField
    @Environment(\.progressViewStyleDescription) private var progress
    var body: some View { Text("\(textField) \(progress)") }
}

@Suite struct HouseDefaultsFormTests {
    @Test func theProviderInstallsTheHouseFieldAndBar() {
        let screen = StyledScreen(ThemeProvider(.default) { StyleProbe() }, columns: 30, rows: 1)
        #expect(screen.rows == [".tessera .tessera(.m)"])
    }

    @Test func noUnlabeledControlInTheDefaultForms() {
        let text = EditedText()
        let view = ThemeProvider(.default) {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Name", text: text.binding)
                TextField("Email", text: text.binding).textFieldStyle(.tessera(label: .inside))
                ProgressView(value: 0.4)
                ProgressView()
                ProgressView(value: 0.5).progressViewStyle(.tesseraCircular)
                ProgressView(value: nil).progressViewStyle(.tesseraCircular)
                Spinner()
            }
        }
        let screen = StyledScreen(view, columns: 30, rows: 14)
        #expect(screen.host.unlabeledElements.isEmpty)
        #expect(screen.host.focusOrderLabels == ["Name", "Email"])
    }
}
