import Testing

@testable import Tessera

/// `.coachmark`: a callout under a view, focus on its button, dismissed by Enter or Esc.
@Suite struct CoachmarkTests {
    struct Screen: View {
        @State private var showsTip = true
        var body: some View {
            VStack(alignment: .leading) {
                Button("Export") {}
                    .coachmark(
                        isPresented: $showsTip, title: "New: export",
                        message: "Save any report as a CSV file, from any page.")
                Button("Other") {}
            }
        }
    }

    private let size = TerminalSize(columns: 50, rows: 10)

    @Test func aCoachmarkPointsAtItsViewAndGoesWhenDismissed() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        var lines = host.renderSettled(size: size).screenText.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("╭"), "the card under the button: \(lines)")
        #expect(lines.contains { $0.contains("New: export") })
        #expect(lines.contains { $0.contains("Got it") })
        #expect(host.focusedLabel == "Got it", "focus moves to the dismiss button")
        host.handle(.key(KeyPress(.escape)))
        lines = host.renderSettled(size: size).screenText.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.contains("New: export") })
        #expect(lines[1].contains("Other"))
        #expect(coachmarkColors(theme: theme(.light), depth: .truecolor).fill == .bgElevation2)
    }

    @Test func enterOnTheButtonDismissesIt() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.enter)))
        let text = host.renderSettled(size: size).screenText
        #expect(!text.contains("New: export"))
    }
}
