import TesseraTesting
import Testing

@testable import TesseraGallery

/// Review 17c, A: beside the inspector at 120 columns the Inheritance page's scopes broke their
/// code inside a token (`.theme(accentThem` / `e)`) and a label inside a word (`disa` / `bled`).
@Suite("Inheritance page layout")
struct InheritanceLayoutTests {
    static let codes = ["ThemeProvider(theme) { … }", ".theme(accentTheme)", ".colorScheme(.dark)", ".disabled(true)"]
    static let words = ["Also disabled", "Group: disabled", "Card: the dark"]

    @Test(
        "each scope's code and each label's words stay whole, with and without the inspector, from 80 to 200 columns",
        arguments: [false, true])
    func scopesKeepTokensWhole(inspector: Bool) {
        // Below the breakpoint the inspector covers the page instead.
        for columns in stride(from: inspector ? 120 : 80, through: 200, by: 10) {
            let model = GalleryModel(themes: [.default], page: "foundations/inheritance", reduceMotion: true)
            model.showsInspector = inspector
            // Tall enough to hold the whole page: nothing scrolls out of the capture.
            let text = GallerySnapshot.frame(model, size: TerminalSize(columns: columns, rows: 90)).serialized(as: .text)
            for piece in Self.codes + Self.words {
                #expect(text.contains(piece), "\(columns) columns, inspector \(inspector): \(piece) is broken:\n\(text)")
            }
        }
    }
}
