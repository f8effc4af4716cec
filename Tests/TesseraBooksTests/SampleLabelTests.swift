import Tessera
import TesseraBooks
import TesseraStories
import Testing

/// Review 2 of #17, point 8: a sample shows what its label says — a block button is wider than the
/// same button without `block`, a percentage story reads that percentage, the "Selected" tabs
/// select another tab than the default, and each banner variant says something of its own.
@Suite struct SampleLabelTests {
    static let size = TerminalSize(columns: 100, rows: 12)

    private func story(_ id: String) throws -> StoryEntry {
        try #require(TesseraBooks.all.flatMap(\.stories).first { $0.id == id }, "no story \(id)")
    }

    /// The story drawn at its ideal size, as the gallery measures a sample for its grid.
    private func render(_ story: Story, depth: ColorDepth = .truecolor) -> CellBuffer {
        var environment = EnvironmentValues()
        environment.colorDepth = depth
        let host = ViewHost(StoryCanvas(story).fixedSize().theme(.default, scheme: .light), environment: environment)
        return host.renderSettled(size: Self.size)
    }

    private func rows(_ buffer: CellBuffer) -> [String] {
        (0..<buffer.rows).map { y in String(buffer.row(y).map(\.grapheme)) }
    }

    /// The columns of the widest row painted with a fill.
    private func filledWidth(_ buffer: CellBuffer) -> Int {
        (0..<buffer.rows).map { y in (0..<buffer.columns).filter { buffer[$0, y].style.background != .default }.count }.max() ?? 0
    }

    @Test func theBlockButtonIsWiderThanTheSameButtonWithoutBlock() throws {
        let block = filledWidth(render(try story("controls/button/variants/block").story))
        let plain = filledWidth(render(try story("controls/button/sizes/medium").story))
        #expect(plain > 0)
        #expect(block > plain + 4, "a block button fills what it is offered: \(block) columns against \(plain)")
    }

    @Test(arguments: [ColorDepth.truecolor, .c16, .monochrome])
    func aPercentageStoryShowsItsPercentageAndItsCells(depth: ColorDepth) throws {
        let stories = TesseraBooks.all.flatMap(\.stories).filter { $0.id.hasPrefix("controls/progress/") && $0.story.title.hasSuffix("%") }
        #expect(stories.count >= 4)
        for entry in stories {
            let title = entry.story.title
            let percent = try #require(Double(title.dropLast()))
            let row = try #require(rows(render(entry.story, depth: depth)).first { $0.contains("%") })
            #expect(row.split(separator: " ").last.map(String.init) == title, "\(entry.id) reads \(row)")
            guard depth == .monochrome else { continue }
            // Without colour each cell is whole: filled for the part done, rounded to the nearest cell.
            let full = row.filter { $0 == "█" }.count
            let cells = full + row.filter { $0 == "░" }.count
            #expect(full == Int((percent / 100 * Double(cells)).rounded()), "\(entry.id): \(full) of \(cells) cells")
        }
    }

    @Test func theSelectedTabsSelectAnotherTabThanTheDefault() throws {
        func selectedColumn(_ id: String) throws -> Int {
            let rows = rows(render(try story(id).story))
            let underline = try #require(rows.first { $0.contains("━") }, "\(id) has no selected tab")
            return underline.distance(from: underline.startIndex, to: try #require(underline.firstIndex(of: "━")))
        }
        let plain = try selectedColumn("overlays/tabs/inherited-default/tabs")
        let selected = try selectedColumn("overlays/tabs/inherited-default/selected")
        #expect(selected > plain, "the Selected story shows the same tab selected as the plain one")
    }

    @Test func eachBannerVariantSaysSomethingOfItsOwn() throws {
        let banners = TesseraBooks.all.flatMap(\.stories).filter { $0.id.hasPrefix("content/banner/") }
        #expect(banners.count >= 4)
        let texts = banners.map { rows(render($0.story)).joined(separator: "\n") }
        for (index, text) in texts.enumerated() {
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count > 3 }
            for other in texts.indices where other != index {
                let shared = lines.filter { texts[other].contains($0) }
                #expect(shared.isEmpty, "\(banners[index].id) and \(banners[other].id) both say \(shared)")
            }
        }
    }
}
