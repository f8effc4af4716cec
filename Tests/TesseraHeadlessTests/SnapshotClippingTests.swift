import Tessera
import TesseraHeadless
import Testing

/// A snapshot of a view that does not fit records the view, clipped, as the terminal would show
/// it: never an error screen.
@Suite("Snapshot clipping")
struct SnapshotClippingTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<18, id: \.self) { row in Text("line \(row)") }
                Text(String(repeating: "·", count: 50)).fixedSize()
            }
            .padding(1)
            .border()
        }
    }

    @Test("a view two rows taller than the snapshot is clipped at the bottom")
    func tallerView() {
        let text = Snapshot.render(Card(), size: TerminalSize(columns: 60, rows: 16))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 16)
        #expect(lines[0].hasPrefix("╭──"), "the border's top is the first row")
        #expect(lines[2].contains("line 0"))
        #expect(lines[15].contains("line 13"), "rows below the screen are clipped")
        #expect(!text.contains("too small"))
    }

    @Test("a view wider than the snapshot is clipped at the right")
    func widerView() {
        let text = Snapshot.render(Card(), size: TerminalSize(columns: 40, rows: 24))
        #expect(text.contains("line 0"))
        #expect(!text.contains("too small"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count == 40 })
    }

    @Test("a snapshot shows the too-small screen only when the view asks for a minimum")
    func minimumAsked() {
        let text = Snapshot.render(Card().minimumScreenSize(columns: 60, rows: 22), size: TerminalSize(columns: 60, rows: 16))
        #expect(text.contains("Terminal too small"))
        #expect(text.contains("need 60×22, have 60×16"))
    }
}
