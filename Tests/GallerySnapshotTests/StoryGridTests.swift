import Testing
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

    @Test("at 120×40 the grid shows on every page but those with a sample wider than 38 columns or a call site that needs more room")
    func everyPageThatFits() {
        let environment = SampleMetrics.Environment(values: EnvironmentValues(), theme: .default, scheme: .light)
        var stacked: [String] = []
        var rows = 0
        for page in GalleryCatalog.tessera.pages {
            guard case .section(let section) = page.item else { continue }
            let metrics = PageContent.metrics(section.items, idPrefix: page.id, environment: environment)
            let codes = PageContent.codes(section.items, idPrefix: page.id)
            let grid = StoryGrid(samples: Array(metrics.values), codes: codes, pageWidth: Self.pageWidthAt120)
            let widest = metrics.values.map(\.width).max() ?? 0
            let codeWidth = Self.pageWidthAt120 - StoryGrid.labelWidth - 2 * StoryGrid.gap - widest
            #expect(grid.isStacked == (codeWidth < StoryGrid.minimumCodeWidth
                || !codes.allSatisfy { StoryGrid.laysOutWhole($0, width: codeWidth) }), "\(page.id)")
            if grid.isStacked { stacked.append("\(page.id) (\(widest))") } else { rows += 1 }
        }
        // Measured: with 40 columns of code, 8 pages had the grid; with 28, 12 of the 15 pages of
        // rows (tag, alert and accordion have a sample wider than 38 columns). Since string
        // literals are never split, text, list cell and banner stack too: a literal of theirs is
        // wider than their code column. Tabs stacks as well: in the 29 columns its samples leave,
        // "Selected" would put `.fgMuted` alone under `.foregroundColor(`, a last resort. 8 pages
        // keep the grid.
        #expect(rows >= 8, "rows on \(rows) pages; stacked: \(stacked)")
        #expect(stacked.contains { $0.hasPrefix("overlays/tabs ") }, "\(stacked)")
    }
}
