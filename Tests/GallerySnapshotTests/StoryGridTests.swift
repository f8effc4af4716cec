import TesseraStories
import TesseraTesting
import Testing

@testable import Tessera
@testable import TesseraGallery

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
        let nested =
            "VStack(alignment: .leading, spacing: 1) { SlideButton(\"Slide to send\", completedTitle: \"Sent\") { confirmations += 1 }.id(attempt) }"
        #expect(
            StoryGrid(samples: [Self.sample(width: 38)], codes: [nested], pageWidth: Self.pageWidthAt120).isStacked,
            "a call site that cannot lay out whole in 28 columns stacks the page")
    }

    @Test(
        "at 120×40 the grid shows on every page but those with a sample wider than 38 columns, or call sites that need more room or break inside brackets more than the rule allows"
    )
    func everyPageThatFits() {
        let environment = SampleMetrics.Environment(values: EnvironmentValues(), theme: .default, scheme: .light)
        var stacked: [String] = []
        var rows: [String] = []
        for page in GalleryCatalog.tessera.pages {
            guard case .section(let section) = page.item else { continue }
            let metrics = PageContent.metrics(section.items, idPrefix: page.id, environment: environment)
            let codes = PageContent.codes(section.items, idPrefix: page.id)
            let grid = PageContent.grid(section.items, idPrefix: page.id, metrics: metrics, pageWidth: Self.pageWidthAt120)
            let samples = PageContent.storyIDs(section.items, idPrefix: page.id).compactMap { metrics[$0] }
            let widest = metrics.values.map(\.width).max() ?? 0
            let codeWidth = Self.pageWidthAt120 - StoryGrid.labelWidth - 2 * StoryGrid.gap - widest
            let stackedWidth =
                Self.pageWidthAt120 - min(StoryGrid.stackedIndent, Self.pageWidthAt120 - widest)
                - min(metrics.values.map(\.inkColumn).min() ?? 0, 4)
            #expect(
                grid.isStacked
                    == (codeWidth < StoryGrid.minimumCodeWidth
                        || !StoryGrid.readsBeside(samples, codes: codes, width: codeWidth, stackedWidth: stackedWidth)),
                "\(page.id)")
            if grid.isStacked { stacked.append(page.id) } else { rows.append(page.id) }
        }
        // Measured: the samples of 11 pages fit beside 28 columns of code or more, and their call
        // sites break there at most one bracket deep (`.buttonStyle(` / `    .tessera(.primary,
        // size: .large)` / `)`, `SlideButton(` alone): the Keep list's grid on all 11.
        #expect(
            rows.sorted() == [
                "content/avatar", "content/divider", "content/list", "controls/button", "controls/pagination",
                "controls/progress", "controls/slide-button", "controls/stepper", "controls/text-field", "controls/toggle",
                "overlays/menu",
            ],
            "rows: \(rows); stacked: \(stacked)")
        #expect(stacked.contains("overlays/tabs"), "\(stacked)")
    }

    @Test(
        "a page stacks when beside its samples most of its call sites would break inside brackets, or one two brackets deep, where stacked they would not; the exception keeps the rows, while they are shorter than the stacked stories"
    )
    func bracketBreaksStackThePage() {
        let save = "Button(\"Save\") { }"
        let muted = "Button(\"Muted\") { }.buttonStyle(.tessera(.foregroundMuted))"
        let secondary = "Button(\"Secondary\") { }.buttonStyle(.tessera(.secondary))"
        // A button: its label on the middle of three rows.
        let button = SampleMetrics(width: 14, textRow: 1, inkColumn: 0, height: 3)
        // 28 columns of code beside: `.buttonStyle(` / `    .tessera(.foregroundMuted)` / `)`.
        let narrow = 14 + StoryGrid.labelWidth + 2 * StoryGrid.gap + 28
        #expect(CodeLayout.breakDepth(muted, width: 28) == 1 && CodeLayout.breakDepth(secondary, width: 28) == 1)
        #expect(!StoryGrid(samples: [button, button], codes: [save, muted], pageWidth: narrow).isStacked, "one call of two")
        let grid = StoryGrid(samples: [button, button, button], codes: [save, muted, secondary], pageWidth: narrow)
        #expect(grid.isStacked, "two calls of three: the whole page stacks, not only the stories that need it")
        #expect(CodeLayout.lines(muted, width: grid.codeWidth) == [muted], "stacked, the call reads on one line")
        // Two brackets deep (`ForEach(` / `    ["Ada Lovelace",`), even alone on its page.
        let names =
            "ForEach([\"Ada Lovelace\", \"Grace Hopper\", \"Alan Turing\", \"Katherine Johnson\"], id: \\.self) { name in Text(name) }"
        let roomy = 14 + StoryGrid.labelWidth + 2 * StoryGrid.gap + 34
        #expect(CodeLayout.breakDepth(names, width: 34) == 2, "\(CodeLayout.lines(names, width: 34))")
        #expect(StoryGrid(samples: [button, button, button], codes: [save, save, names], pageWidth: roomy).isStacked)
        // With room beside the sample, the rows stay.
        #expect(!StoryGrid(samples: [button, button, button], codes: [save, muted, secondary], pageWidth: narrow + 40).isStacked)
        // A row two rows taller than its story stacked stacks the page: a one-row switch beside
        // five lines of code (34 columns beside 40-column samples; 94 stacked).
        let toggle = "Toggle(\"Primary\", isOn: .constant(true)).toggleStyle(.tessera(.primary))"
        let wide = 40 + StoryGrid.labelWidth + 2 * StoryGrid.gap + 34
        let switchRow = SampleMetrics(width: 40, textRow: 0, inkColumn: 0, height: 1)
        let wideButton = SampleMetrics(width: 40, textRow: 1, inkColumn: 0, height: 3)
        #expect(CodeLayout.lines(toggle, width: 34).count == 5 && CodeLayout.breakDepth(toggle, width: 34) == 1)
        #expect(CodeLayout.lines(toggle, width: wide - StoryGrid.stackedIndent).count == 1)
        #expect(
            StoryGrid(samples: [switchRow, switchRow, switchRow], codes: [save, save, toggle], pageWidth: wide).isStacked,
            "its row 5, stacked 1 + 1 + 1")
        #expect(
            !StoryGrid(samples: [wideButton, wideButton, wideButton], codes: [save, save, toggle], pageWidth: wide).isStacked,
            "its row 1 + 5 (the code on the label's row), stacked 1 + 3 + 1")
    }

    @Test(
        "stacked, the List cell page's code starts under the selection check at every depth, as at 16 colours",
        arguments: [ColorDepth.truecolor, .c256, .c16, .monochrome])
    func stackedCodeLinesUpWithTheCheck(depth: ColorDepth) throws {
        let model = GalleryModel(themes: [.default], page: "content/list-cell", depth: depth, reduceMotion: true)
        let app = HeadlessApp(size: TerminalSize(columns: 120, rows: 40)) { GalleryRoot(model: model) }
        let lines = app.text.split(separator: "\n").map(String.init)
        let check = try #require(lines.first { $0.contains("✓ Bitcoin") }, "\(app.text)")
        let code = try #require(lines.first { $0.contains("VStack(alignment: .leading, spacing: 0) {") }, "\(app.text)")
        let column = { (line: String, text: String) in line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        #expect(column(check, "✓") == column(code, "VStack"), "\(depth):\n\(check)\n\(code)")
    }
}
