import Testing

@testable import Tessera

/// `sheet(isPresented:)`: a tray on narrow screens, a card on wide ones; focus goes in and
/// comes back; Esc dismisses.
@Suite struct SheetTests {
    @Test func placementAndMetricsFollowTheScreenAndDensity() {
        #expect(sheetPlacement(columns: 80) == .tray)
        #expect(sheetPlacement(columns: 99) == .tray)
        #expect(sheetPlacement(columns: 100) == .centered)
        #expect(sheetMetrics(density: .regular, placement: .tray).maxWidth == nil, "a tray spans the screen")
        #expect(sheetMetrics(density: .compact, placement: .centered).maxWidth == 64)
        #expect(sheetMetrics(density: .regular, placement: .centered).maxWidth == 72)
        #expect(sheetMetrics(density: .spacious, placement: .centered).maxWidth == 80)
        for density in Density.allCases {
            #expect(
                sheetMetrics(density: density, placement: .tray).padding == alertMetrics(density: density).padding,
                "the alert's padding at \(density)")
        }
    }

    struct Screen: View {
        @State private var showDetails = false
        @State private var dismissals = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("dismissed \(dismissals)")
                Button("Details") { showDetails = true }.keyboardShortcut("d")
                Button("Other") {}
            }
            .sheet(isPresented: $showDetails, onDismiss: { dismissals += 1 }) {
                VStack(alignment: .leading) {
                    Text("Message 7")
                    Button("Close") { showDetails = false }
                }
            }
        }
    }

    private func rows(_ buffer: CellBuffer) -> [String] { buffer.screenText.split(separator: "\n").map(String.init) }

    @Test(arguments: [80, 120])
    func ctrlDOpensItEscClosesItAndFocusComesBack(columns: Int) throws {
        let size = TerminalSize(columns: columns, rows: 16)
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.tab)))
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Other")
        host.handle(.key(KeyPress(.character("d"), modifiers: .control)))
        var frame = host.renderSettled(size: size)
        let lines = rows(frame)
        let row = try #require(lines.firstIndex { $0.contains("Message 7") }, "\(lines)")
        #expect(host.focusedLabel == "Close", "focus is trapped in the sheet")
        let edge = try #require(lines[row - 2].firstIndex(where: { $0 != " " }))
        if columns < sheetTrayBreakpoint {
            #expect(row > size.rows / 2, "a tray sits at the bottom")
            #expect(lines[row - 2].first != " ", "and spans the screen: \(lines[row - 2])")
        } else {
            #expect(lines[row - 2].distance(from: lines[row - 2].startIndex, to: edge) > 0, "a card is inset")
            #expect(row < size.rows - 3, "and centred")
        }
        host.handle(.key(KeyPress(.escape)))
        frame = host.renderSettled(size: size)
        #expect(!frame.screenText.contains("Message 7"))
        #expect(frame.screenText.contains("dismissed 1"))
        #expect(host.focusedLabel == "Other", "focus is back where it was")
    }
}
