import Testing

@testable import Tessera

/// Style and environment modifiers are kept as data, so a view whose content carries them is
/// reused while they are the same, and resolved again when one of them changes.
extension IncrementalFrameTests {
    /// A bordered section: its title over its content. Counts its body by title.
    struct Section<Content: View>: View {
        let title: String
        let evaluations: Evaluations
        @ViewBuilder let content: Content

        var body: some View {
            evaluations.note(title)
            return VStack(alignment: .leading) {
                Text(title).textRole(.headline)
                content
            }
            .padding(.horizontal, 1)
            .border()
        }
    }

    /// A toggle style whose row is a view of its own, counted by the toggle's title.
    struct CountingSwitchStyle: ToggleStyle {
        let evaluations: Evaluations
        @Environment(\.resolvedTheme) private var theme

        func makeBody(configuration: Configuration) -> some View {
            CountedRow(
                title: configuration.title ?? "", isOn: configuration.isOn, label: configuration.label,
                evaluations: evaluations)
        }
    }

    struct CountedRow: View {
        let title: String
        let isOn: Bool
        let label: StyleLabel
        let evaluations: Evaluations

        var body: some View {
            evaluations.note("row \(title)")
            return HStack(spacing: 1) {
                Text(isOn ? "[x]" : "[ ]")
                label
            }
        }
    }

    /// The shape of the peer benchmark's screen: all state in one view, sections whose content
    /// carries style and environment modifiers.
    struct SettingsScreen: View {
        let evaluations: Evaluations
        @State private var wifi = true
        @State private var bluetooth = false

        var body: some View {
            evaluations.note("screen")
            return VStack(alignment: .leading) {
                Section(title: "Actions", evaluations: evaluations) {
                    HStack(spacing: 1) {
                        Button("Save") {}.buttonStyle(.tessera(.primary))
                        Button("Delete") {}.buttonStyle(.tessera(.negative)).disabled(false)
                    }
                }
                Section(title: "Connections", evaluations: evaluations) {
                    VStack(alignment: .leading) {
                        Toggle("Wi-Fi", isOn: $wifi)
                        Toggle("Bluetooth", isOn: $bluetooth)
                    }
                    .toggleStyle(CountingSwitchStyle(evaluations: evaluations))
                }
                Section(title: "Status", evaluations: evaluations) {
                    VStack(alignment: .leading) {
                        Text("Connected")
                        Text("3 warnings").lineLimit(1).multilineTextAlignment(.leading)
                    }
                    .foregroundColor(.fgPositive)
                    .density(.compact)
                    .environment(\.reduceMotion, true)
                    .textRole(.caption)
                }
            }
        }
    }

    @Test func flippingOneToggleAmongStyledSectionsEvaluatesOnlyTheViewsThatReadIt() {
        let evaluations = Evaluations()
        let host = ViewHost(ThemeProvider(.default) { SettingsScreen(evaluations: evaluations) })
        let size = TerminalSize(columns: 40, rows: 16)
        _ = host.renderSettled(size: size)
        while host.focusedLabel != "Wi-Fi", host.focusOrderLabels.contains("Wi-Fi") {
            host.handle(.key(KeyPress(.tab)))
            _ = host.renderSettled(size: size)
        }
        #expect(host.focusedLabel == "Wi-Fi")
        evaluations.reset()
        host.handle(.key(KeyPress(.character(" "))))
        let frame = host.render(size: size)
        // The screen owns the state but only passes `$wifi` on, so its body is not evaluated; the
        // toggle that reads it resolves again in its own record, with its row. The sections (their
        // buttons' styles, their colours, density and keyed values unchanged) and the other
        // toggle's row are reused.
        #expect(evaluations.counts == ["row Wi-Fi": 1], "\(evaluations.counts)")
        #expect(host.lastFrameTrace.bodies == 2, "the toggle's record and its row: \(host.lastFrameTrace.bodies)")
        #expect(lines(frame).contains { $0.contains("[ ] Wi-Fi") }, "\(lines(frame))")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }

    /// Shows the environment values the modifiers around it set.
    struct EnvironmentReader: View {
        let name: String
        let evaluations: Evaluations
        @Environment(\.density) private var density
        @Environment(\.lineLimit) private var lineLimit

        var body: some View {
            evaluations.note(name)
            return Text("\(name) \(density) \(lineLimit.map(String.init) ?? "-")")
        }
    }

    struct SwitchingScreen: View {
        let evaluations: Evaluations
        @State private var compact = false

        var body: some View {
            VStack(alignment: .leading) {
                Button("Switch") { compact.toggle() }
                Section(title: "Dense", evaluations: evaluations) { EnvironmentReader(name: "dense", evaluations: evaluations) }
                    .density(compact ? .compact : .regular)
                Section(title: "Styled", evaluations: evaluations) { Button("Go") {} }
                    .buttonStyle(.tessera(compact ? .negative : .primary))
                Section(title: "Keyed", evaluations: evaluations) { EnvironmentReader(name: "keyed", evaluations: evaluations) }
                    .environment(\.lineLimit, compact ? 1 : nil)
                Section(title: "Fixed", evaluations: evaluations) { Text("fixed") }
                    .foregroundColor(.fgMuted)
            }
        }
    }

    @Test func aChangedEnvironmentWriteOrStyleResolvesItsSubtreeAgain() {
        let evaluations = Evaluations()
        let host = ViewHost(ThemeProvider(.default) { SwitchingScreen(evaluations: evaluations) })
        let size = TerminalSize(columns: 50, rows: 20)
        var frame = host.renderSettled(size: size)
        #expect(lines(frame).contains { $0.contains("dense regular -") }, "\(lines(frame))")
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        // On and off again: each time the three sections whose modifiers changed resolve again,
        // with the views inside them; the section whose colour stayed the same does not.
        for shown in [["dense compact -", "keyed regular 1"], ["dense regular -", "keyed regular -"]] {
            evaluations.reset()
            host.handle(.key(KeyPress(.enter)))
            frame = host.renderSettled(size: size)
            #expect(evaluations.counts == ["Dense": 1, "dense": 1, "Styled": 1, "Keyed": 1, "keyed": 1], "\(evaluations.counts)")
            #expect(shown.allSatisfy { line in lines(frame).contains { $0.contains(line) } }, "\(lines(frame))")
            #expect(host.verifyLastFrame() == nil, "no stale frame: the last one is what resolving everything draws")
        }
    }

    /// One house switch and the state it shows.
    struct HouseSwitchScreen: View {
        @State private var isOn = false
        var body: some View { Toggle("Alerts", isOn: $isOn) }
    }

    @Test func aHouseControlsRowResolvesInsideTheControlsRecord() {
        let host = ViewHost(ThemeProvider(.default) { HouseSwitchScreen() })
        let size = TerminalSize(columns: 30, rows: 3)
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        let before = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Alerts")
        host.handle(.key(KeyPress(.character(" "))))
        let after = host.render(size: size)
        // The toggle's record evaluates the style's body, and makes the row's nodes inside it (a
        // built-in view): one body, one record, and the frame is what resolving everything draws.
        let recorded = host.graph.recordsForTesting.map { "\(type(of: $0.view))" }
        #expect(!recorded.contains { $0.contains("ControlRow") }, "\(recorded)")
        #expect(host.lastFrameTrace.bodies == 1, "\(host.lastFrameTrace.bodies)")
        #expect(after != before, "the flip changed the switch's cells")
        #expect(host.verifyLastFrame() == nil, "the last frame is what resolving everything draws")
    }
}

private func lines(_ buffer: CellBuffer) -> [String] {
    (0..<buffer.rows).map { String(buffer.row($0).map(\.grapheme)) }
}
