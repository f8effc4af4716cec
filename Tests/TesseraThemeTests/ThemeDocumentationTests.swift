import Foundation
import Testing

@testable import Tessera

/// Themes/README.md stays true: its complete example loads, and it lists every built-in.
@Suite("Themes/README.md")
struct ThemeDocumentationTests {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Themes/README.md")

    @Test func theCompleteExampleLoads() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "harbour.json")
        try Data(example.utf8).write(to: url)

        let theme = try Theme.load(contentsOf: url)
        #expect(theme.name == "harbour")
        #expect(theme.resolved(for: .light).rgb(.bgAlternate) == RGB(hex: 0xF4EBDC))
        #expect(theme.resolved(for: .dark).rgb(.bgAlternate) == Theme.default.resolved(for: .dark).rgb(.bgAlternate))
        #expect(theme.borders.control == .square)
        for scheme in ColorScheme.allCases {
            let failures = ContrastAudit.run(theme: theme, scheme: scheme).filter { !$0.passes }
            #expect(failures.isEmpty, "\(scheme): \(failures.map(\.pair))")
        }
    }

    @Test func everyBuiltinIsListed() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        for name in Theme.builtinNames {
            #expect(text.contains("| `\(name)` |"), "\(name)")
        }
    }
}
