import TesseraTesting
import Testing

@testable import TesseraGallery

/// Review 17c, N3: the inspector's deep link wrapped inside the story id
/// (`controls/toggle/inherited-default/house-` / `switch`). It breaks between words only.
@Suite struct DeepLinkLinesTests {
    static let words = [
        "gallery", "--story", "controls/toggle/inherited-default/house-switch", "--theme", "default",
        "--scheme", "light", "--colors", "256", "--density", "regular",
    ]

    @Test("lines break between words only, options stay with their values, and fit the width", arguments: [30, 41, 60, 200])
    func breaksBetweenWords(width: Int) {
        let (lines, shortened) = DeepLinkLines.lines(Self.words, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        let shownWords = lines.flatMap { $0.split(separator: " ").map(String.init) }
        if shortened {
            // Only the id gives way, and it keeps its first and last segments around `…`.
            let id = shownWords.first { $0.contains("…") } ?? ""
            #expect(id.hasPrefix("controls/") && id.hasSuffix("/house-switch"), "\(id)")
            #expect(shownWords.filter { $0 != id } == Self.words.filter { $0 != Self.words[2] })
        } else {
            #expect(shownWords == Self.words, "\(lines)")
        }
        #expect(shortened == (width - DeepLinkLines.indent < DisplayWidth.of(Self.words[2])))
        // An option shares its value's line.
        for line in lines {
            #expect(!line.hasSuffix("--theme") && !line.hasSuffix("--scheme") && !line.hasSuffix("--colors"), "\(lines)")
        }
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "continuation lines are indented")
        #expect(lines.count == 1 || width < 200)
    }

    @Test("a word with no path is cut at its end, marked")
    func plainWordShortened() {
        #expect(DeepLinkLines.shorten("abcdefghij", to: 5) == "abcd…")
        #expect(DeepLinkLines.shorten("a/bb/cc/dd/e", to: 9) == "a/bb/…/e")
    }

    @Test("beside the inspector at 120×40 the toggle story's id is on one line, shortened, and `y` copies it whole")
    func inspectorKeepsTheIdOnOneLine() throws {
        let (lines, model) = InspectorTests.screen(page: "toggle")
        let separator = InspectorTests.separator(lines)
        let panel = lines.map { String(Array($0).dropFirst(separator + 1)).trimmingCharacters(in: .whitespaces) }
        let id = try #require(model.deepLinkWords.first { $0.hasPrefix("controls/toggle/") })
        let start = try #require(panel.firstIndex { $0.uppercased().hasPrefix("DEEP LINK") })
        let link = panel[(start + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix("│") && !$0.hasPrefix("┃") }
        #expect(link.first?.hasPrefix("gallery") == true, "\(panel[start...])")
        let pieces = link.flatMap { $0.split(separator: " ").map(String.init) }
        #expect(
            pieces.contains(id)
                || pieces.contains {
                    $0.hasPrefix("controls/") && $0.contains("…") && id.hasSuffix(String($0.split(separator: "/").last ?? ""))
                },
            "\(link)")
        let hint = DisplayWidth.of(id) > InspectorPanel.innerWidth - DeepLinkLines.indent ? "y copies it whole" : "y copies it"
        #expect(panel[start].hasSuffix(hint), "\(panel[start])")
    }
}
