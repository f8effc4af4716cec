import Tessera
import TesseraCore
import TesseraHeadless
import Testing

/// Custom styles written as a user would: what a style applies to `configuration.label` (or sets
/// around it in `makeBody`) wins over what the label inherits from outside the control, and the
/// label keeps inheriting everything else.
@Suite struct StyleLabelEnvironmentTests {
    private let theme = Theme.default.resolved(for: .light)

    private struct NegativeLabel: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("["); configuration.label.foregroundColor(.fgNegative); Text("]")
            }
        }
    }

    private struct NegativeAround: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { configuration.label }.foregroundColor(.fgNegative)
        }
    }

    private struct LabelRole: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.textRole(.caption)
        }
    }

    private struct NegativeToggle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.fgNegative)
        }
    }

    private struct NegativeProgress: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            if let label = configuration.label { label.foregroundColor(.fgNegative) }
        }
    }

    private func cell(_ text: String, in view: some View) throws -> Cell {
        let frame = Snapshot.Frame(view, size: TerminalSize(columns: 20, rows: 2))
        let rows = (0..<frame.buffer.rows).map { String(frame.buffer.row($0).map(\.grapheme)) }
        let y = try #require(rows.firstIndex { $0.contains(text) })
        let x = try #require(rows[y].firstRange(of: text)).lowerBound.utf16Offset(in: rows[y])
        return frame.buffer[x, y]
    }

    @Test func aColourOnTheLabelWinsOverTheBodyRole() throws {
        let label = try cell("Go", in: Button("Go") {}.buttonStyle(NegativeLabel()))
        #expect(label.style.foreground == theme.color(.fgNegative))
        // The style's own text, outside the label, keeps the body colour.
        #expect(try cell("[", in: Button("Go") {}.buttonStyle(NegativeLabel())).style.foreground == theme.color(.fg))
    }

    @Test func aColourSetAroundTheLabelInMakeBodyWins() throws {
        let label = try cell("Go", in: Button("Go") {}.buttonStyle(NegativeAround()).foregroundColor(.fgMuted))
        #expect(label.style.foreground == theme.color(.fgNegative))
    }

    @Test func theLabelStillInheritsWhatTheStyleDoesNotSet() throws {
        let view = Button("Go") {}.buttonStyle(NegativeLabel()).environment(\.textAttributes, [.underline])
        let label = try cell("Go", in: view)
        #expect(label.style.foreground == theme.color(.fgNegative))
        #expect(label.style.attributes.contains(.underline))
    }

    @Test func aRoleOnTheLabelTextItselfStillWins() throws {
        let view = Button(action: {}) { Text("Go").textRole(.legal) }.buttonStyle(NegativeLabel())
        let legal = try #require(theme.style(for: .legal).color)
        #expect(try cell("Go", in: view).style.foreground == theme.color(legal))
    }

    @Test func aRoleOnTheLabelGivesItsColourAndAttributes() throws {
        let label = try cell("GO", in: Button("Go") {}.buttonStyle(LabelRole()).foregroundColor(.fgPositive))
        let caption = theme.style(for: .caption)
        #expect(label.style.foreground == theme.color(try #require(caption.color)))
        #expect(label.style.attributes.isSuperset(of: caption.attributes))
    }

    @Test func aToggleLabelTakesTheStylesColour() throws {
        let label = try cell("Wi-Fi", in: Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(NegativeToggle()))
        #expect(label.style.foreground == theme.color(.fgNegative))
    }

    @Test func aProgressLabelTakesTheStylesColour() throws {
        let label = try cell("Sync", in: ProgressView("Sync", value: 0.5).progressViewStyle(NegativeProgress()))
        #expect(label.style.foreground == theme.color(.fgNegative))
    }

    @Test func theForegroundSetOutsideAStillLosesToARoleSetInside() throws {
        let view = VStack { Text("Note") }.textRole(.legal).foregroundColor(.fgNegative)
        let legal = try #require(theme.style(for: .legal).color)
        #expect(try cell("Note", in: view).style.foreground == theme.color(legal))
    }
}
