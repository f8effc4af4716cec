import Testing
import TesseraTesting
@testable import TesseraGallery

/// Issue 17: the `!` checks panel says which status colours the depth holds below the theme's
/// contrast level (``HeldContrast``), so what the contrast check accepts is shown, not hidden.
@Suite("Checks panel")
struct ChecksPanelTests {
    static func text(theme: Theme, colors: ColorDepth) -> String {
        let frame = Snapshot.Frame(ChecksPanel(reports: []), size: TerminalSize(columns: 80, rows: 16), theme: theme,
                                   scheme: .light, colors: colors)
        return TextSerializer(trimTrailingSpaces: true).serialize(frame.buffer).split(separator: "\n")
            .map { $0.split(separator: "│").joined(separator: " ").split(separator: " ").joined(separator: " ") }
            .joined(separator: " ")
    }

    @Test func aHeldRedIsNamed() throws {
        let text = Self.text(theme: try Theme.builtin(named: "high-contrast"), colors: .c16)
        #expect(text.contains("this theme's 7:1"), "\(text)")
        #expect(text.contains("fgNegative is held to 5.84:1"), "\(text)")
    }

    @Test func nothingIsSaidWhereTheDepthMeetsTheLevel() throws {
        #expect(!Self.text(theme: .default, colors: .c16).contains("held to"))
        #expect(!Self.text(theme: try Theme.builtin(named: "high-contrast"), colors: .truecolor).contains("held to"))
    }
}
