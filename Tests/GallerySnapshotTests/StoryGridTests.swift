import Testing
import TesseraTesting
@testable import TesseraGallery
@testable import Tessera
import TesseraStories

/// The Keep list's 120-column label / sample / code grid: a page keeps it wherever its samples fit
/// beside code at least ``StoryGrid/minimumCodeWidth`` wide (the formatter wraps code between
/// tokens), and one rule holds per page.
@Suite("Story grid")
struct StoryGridTests {
    /// The page width PageContainer gives at 120 columns (margins, scroll bar, sidebar).
    static let pageWidthAt120 = PageContainer.contentWidth(columns: 120, showsInspector: false, catalog: .tessera)

    static func sample(width: Int) -> SampleMetrics { SampleMetrics(width: width, textRow: 0, inkColumn: 0) }

    @Test("at 120 columns a page whose widest sample is 38 columns keeps its rows, with 28 columns of code; one wider stacks")
    func rowsAt120() {
        let fits = StoryGrid(samples: [Self.sample(width: 10), Self.sample(width: 38)], pageWidth: Self.pageWidthAt120)
        #expect(!fits.isStacked)
        #expect(fits.codeWidth == 28)
        #expect(fits.liveWidth == 38)
        let wide = StoryGrid(samples: [Self.sample(width: 10), Self.sample(width: 39)], pageWidth: Self.pageWidthAt120)
        #expect(wide.isStacked, "every story of the page stacks, not only the wide one")
        let nested = "VStack(alignment: .leading, spacing: 1) { SlideButton(\"Slide to send\", completedTitle: \"Sent\") { confirmations += 1 }.id(attempt) }"
        #expect(StoryGrid(samples: [Self.sample(width: 38)], codes: [nested], pageWidth: Self.pageWidthAt120).isStacked,
                "a call site that cannot lay out whole in 28 columns stacks the page")
    }

    @Test("at 120×40 the grid shows on every page but those with a sample wider than 38 columns, or a call site that needs more room or breaks inside brackets where stacked it would not")
    func everyPageThatFits() {
        let environment = SampleMetrics.Environment(values: EnvironmentValues(), theme: .default, scheme: .light)
        var stacked: [String] = []
        var rows: [String] = []
        for page in GalleryCatalog.tessera.pages {
            guard case .section(let section) = page.item else { continue }
            let metrics = PageContent.metrics(section.items, idPrefix: page.id, environment: environment)
            let codes = PageContent.codes(section.items, idPrefix: page.id)
            let grid = StoryGrid(samples: Array(metrics.values), codes: codes, pageWidth: Self.pageWidthAt120)
            let widest = metrics.values.map(\.width).max() ?? 0
            let codeWidth = Self.pageWidthAt120 - StoryGrid.labelWidth - 2 * StoryGrid.gap - widest
            let stackedWidth = Self.pageWidthAt120 - min(StoryGrid.stackedIndent, Self.pageWidthAt120 - widest)
                - min(metrics.values.map(\.inkColumn).min() ?? 0, 4)
            #expect(grid.isStacked == (codeWidth < StoryGrid.minimumCodeWidth
                || !codes.allSatisfy { StoryGrid.laysOutWhole($0, width: codeWidth) }
                || codes.contains { StoryGrid.breaksInside($0, width: codeWidth, stackedWidth: stackedWidth) }), "\(page.id)")
            if grid.isStacked { stacked.append(page.id) } else { rows.append(page.id) }
        }
        // Measured: the samples of 8 pages fit beside 28 columns of code or more. Of those, Button
        // (`.buttonStyle(` / `.tessera(.primary, size: .large))`), Toggle (the radio group's
        // options list), Text field, Slide button (`SlideButton(` alone) and Tooltip
        // (`.tooltip(` alone) break their code inside brackets there and not stacked, so they stack:
        // Avatar, Divider and Progress keep the grid.
        #expect(rows.sorted() == ["content/avatar", "content/divider", "controls/progress"], "rows: \(rows); stacked: \(stacked)")
        #expect(stacked.contains("overlays/tabs"), "\(stacked)")
    }

    @Test("a page whose code would break inside brackets beside its samples stacks, when stacked the code reads whole; not when stacking cannot help")
    func innerBreaksStackThePage() {
        let muted = "Button(\"Muted\") { }.buttonStyle(.tessera(.foregroundMuted))"
        let samples = [Self.sample(width: 14)]
        // 28 columns of code beside: `.buttonStyle(` then `.tessera(.foregroundMuted))`.
        let narrow = 14 + StoryGrid.labelWidth + 2 * StoryGrid.gap + 28
        #expect(StoryGrid(samples: samples, codes: ["Button(\"Save\") { }"], pageWidth: narrow).isStacked == false)
        let grid = StoryGrid(samples: samples, codes: ["Button(\"Save\") { }", muted], pageWidth: narrow)
        #expect(grid.isStacked, "the whole page stacks, not only the story that needs it")
        #expect(CodeLayout.lines(muted, width: grid.codeWidth) == [muted], "stacked, the call reads on one line")
        // With room beside the sample, the rows stay.
        #expect(!StoryGrid(samples: samples, codes: [muted], pageWidth: narrow + 40).isStacked)
        // A break no stacked column avoids (a list longer than any line) keeps the rows.
        let long = "Tabs(selection: $tab, tabs: [" + (0..<40).map { "\"Tab \($0)\"" }.joined(separator: ", ") + "])"
        #expect(!StoryGrid(samples: samples, codes: [long], pageWidth: narrow + 40).isStacked,
                "\(CodeLayout.lines(long, width: narrow + 40 - StoryGrid.stackedIndent))")
    }

    @Test("stacked, the List cell page's code starts under the selection check at every depth, as at 16 colours",
          arguments: [ColorDepth.truecolor, .c256, .c16, .monochrome])
    func stackedCodeLinesUpWithTheCheck(depth: ColorDepth) throws {
        let model = GalleryModel(themes: [.default], page: "content/list-cell", depth: depth, reduceMotion: true)
        let app = HeadlessApp(size: TerminalSize(columns: 120, rows: 40)) { GalleryRoot(model: model) }
        let lines = app.text.split(separator: "\n").map(String.init)
        let check = try #require(lines.first { $0.contains("✓ Bitcoin") }, "\(app.text)")
        let code = try #require(lines.first { $0.contains("VStack(alignment: .leading, spacing: 0) {") }, "\(app.text)")
        let column = { (line: String, text: String) in line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
        #expect(column(check, "✓") == column(code, "VStack"), "\(depth):\n\(check)\n\(code)")
    }
}
