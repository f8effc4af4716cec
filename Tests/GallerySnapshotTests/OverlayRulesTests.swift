import TesseraTesting
import Testing

@testable import Tessera
@testable import TesseraGallery

/// Every overlay at the sizes people use: no edge drawn twice. A panel that scrolls has its bar on
/// its border, and a floating panel keeps a column between its border and the page's scroll bar.
@Suite("Overlay rules")
struct OverlayRulesTests {
    static let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 60)]

    /// The overlays, each as the page it is opened on and the keys that open it.
    static let overlays: [(name: String, page: String, keys: [Key])] = [
        ("help", "button", [.character("?")]), ("checks", "button", [.character("!")]),
        ("play", "button", [.character("p")]), ("palette", "button", [.character(":")]),
        ("search", "button", [.character("/")]), ("drawer", "button", [.character("s")]),
        ("inspector", "button", [.tab, .character("i")]), ("alert", "alert", [.tab, .enter]),
    ]

    /// The columns at which two vertical rules stand side by side on three rows or more, with
    /// those rows: one edge drawn twice (a bar beside a border, a border beside a bar).
    static func doubledRules(_ text: String) -> [Int: [Int]] {
        let rules: Set<Character> = ["│", "┃", "║", "|", "#"]
        var found: [Int: [Int]] = [:]
        for (y, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = Array(line)
            for x in cells.indices.dropLast() where rules.contains(cells[x]) && rules.contains(cells[x + 1]) {
                found[x, default: []].append(y)
            }
        }
        return found.filter { $0.value.count >= 3 }
    }

    @Test("no overlay draws an edge twice, at 80×24, 120×40 and 200×60", arguments: Self.overlays.map(\.name))
    func noDoubledRules(overlay: String) throws {
        let spec = try #require(Self.overlays.first { $0.name == overlay })
        for size in Self.sizes {
            let model = GalleryModel(themes: Self.themes, page: spec.page, depth: .c16, reduceMotion: true)
            let app = HeadlessApp(size: size) { GalleryRoot(model: model) }
            for key in spec.keys { app.press(key) }
            let doubled = Self.doubledRules(app.text)
            #expect(doubled.isEmpty, "\(overlay) at \(size.columns)×\(size.rows): rules side by side at \(doubled)\n\(app.text)")
        }
    }

    @Test("the help panel at 80×24 scrolls with its bar on its border, and spans the screen over the page's bar")
    func helpScrollsOnItsBorder() {
        let model = GalleryModel(themes: Self.themes, page: "button", depth: .c16, reduceMotion: true)
        let app = HeadlessApp(size: TerminalSize(columns: 80, rows: 24)) { GalleryRoot(model: model) }
        app.press(.character("?"))
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        // The panel's rows: from its top edge to its bottom edge.
        guard let top = lines.firstIndex(where: { $0.contains("╭") }), let bottom = lines.lastIndex(where: { $0.contains("╰") }),
            let right = lines[top].lastIndex(of: "╮")
        else {
            Issue.record("no panel: \(app.text)")
            return
        }
        let edge = lines[(top + 1)..<bottom].map { $0.indices.contains(right) ? $0[right] : " " }
        #expect(edge.contains("┃") && edge.contains("│"), "the thumb runs on the border: \(String(edge))")
        // Review 17c, N7: a column clear of the page's bar still read as two rules (`┃ ┃`).
        #expect(
            lines[(top + 1)..<bottom].allSatisfy { $0.count == right + 1 && $0.first == "│" },
            "the border is the screen's first and last column: \(app.text)")
    }
}
