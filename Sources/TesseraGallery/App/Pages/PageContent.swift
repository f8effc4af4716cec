import Tessera
import TesseraStories

/// The body of a page: a story on its own, or a section's stories as rows of label, live view
/// and call site, under the captions of the sections inside it. The page decides one
/// ``StoryGrid`` for all its stories, from its width and the widest of their samples.
struct PageContent: View {
    let page: GalleryPage
    /// The story a deep link opened, marked where it appears.
    let linkedStory: String?
    /// The story to scroll into view, and the request's count.
    var scrollRequest: (story: String, count: Int)?
    /// The controls a story with controls is drawn with, by story id (the defaults when `nil`).
    var controls: (String) -> StoryControls? = { _ in nil }
    @Environment(\.pageWidth) private var pageWidth
    @Environment(\.density) private var density
    @Environment(\.colorDepth) private var colorDepth
    @Environment(\.asciiOnly) private var asciiOnly
    @Environment(\.theme) private var theme
    @Environment(\.colorScheme) private var scheme

    /// What changes a sample's size and glyphs, for measuring it (the theme and scheme too).
    private var environment: SampleMetrics.Environment {
        SampleMetrics.Environment(values: values, theme: theme, scheme: scheme)
    }

    private var values: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.density = density
        environment.colorDepth = colorDepth
        environment.asciiOnly = asciiOnly
        return environment
    }

    var body: some View {
        switch page.item {
        case .story(let story):
            StoryPage(story: story, controls: story.takesControls ? controls(page.id) : nil, width: pageWidth)
        case .section(let section):
            let metrics = Self.metrics(section.items, idPrefix: page.id, environment: environment, controls: controls)
            SectionContent(
                items: section.items, idPrefix: page.id, linkedStory: linkedStory, scrollRequest: scrollRequest,
                controls: controls, metrics: metrics,
                grid: Self.grid(
                    section.items, idPrefix: page.id, metrics: metrics, pageWidth: pageWidth,
                    controls: controls,
                    inkColumns: { [environment, controls] in
                        Self.inkColumns(section.items, idPrefix: page.id, environment: environment, controls: controls)
                    }))
        }
    }

    /// The one grid of a page `pageWidth` columns wide whose stories are `items`, measured as
    /// `metrics`: each sample beside its own call site.
    static func grid(
        _ items: [StoryItem], idPrefix: String, metrics: [String: SampleMetrics], pageWidth: Int,
        controls: (String) -> StoryControls? = { _ in nil }, inkColumns: (() -> [Int]?)? = nil
    ) -> StoryGrid {
        let samples = storyIDs(items, idPrefix: idPrefix).map { metrics[$0] ?? SampleMetrics(width: 1, textRow: 0, inkColumn: 0) }
        return StoryGrid(
            samples: samples, codes: codes(items, idPrefix: idPrefix, controls: controls), pageWidth: pageWidth,
            inkColumns: inkColumns)
    }

    /// Every story's id on the page, in the order of ``codes(_:idPrefix:controls:)``.
    static func storyIDs(_ items: [StoryItem], idPrefix: String) -> [String] {
        zip(StoryBook.uniqueIDs(items), items).flatMap { id, item -> [String] in
            let id = "\(idPrefix)/\(id)"
            switch item {
            case .story: return [id]
            case .section(let section): return storyIDs(section.items, idPrefix: id)
            }
        }
    }

    /// Every story's call site on the page, as its row shows it (with its controls' values).
    static func codes(_ items: [StoryItem], idPrefix: String, controls: (String) -> StoryControls? = { _ in nil }) -> [String] {
        zip(StoryBook.uniqueIDs(items), items).flatMap { id, item -> [String] in
            let id = "\(idPrefix)/\(id)"
            switch item {
            case .story(let story):
                return [story.code(with: story.takesControls ? controls(id)?.values ?? [:] : [:]) ?? ""]
            case .section(let section):
                return Self.codes(section.items, idPrefix: id, controls: controls)
            }
        }
    }

    /// Where stacked code lines up: each sample's ink column at 16 colours, where every mark is a
    /// glyph or a fill of its own and no wash runs under an inset (a selected list cell's), so the
    /// code column stays put when the depth changes. At 16 colours and below the samples are
    /// already drawn that way: `nil`, their own ink columns serve (no second measurement).
    static func inkColumns(
        _ items: [StoryItem], idPrefix: String, environment: SampleMetrics.Environment,
        controls: (String) -> StoryControls? = { _ in nil }
    ) -> [Int]? {
        guard [.truecolor, .c256].contains(environment.values.colorDepth) else { return nil }
        return metrics(items, idPrefix: idPrefix, environment: environment.at(.c16), controls: controls).values.map(\.inkColumn)
    }

    /// Every story's sample on the page, measured, by story id.
    static func metrics(
        _ items: [StoryItem], idPrefix: String, environment: SampleMetrics.Environment,
        controls: (String) -> StoryControls? = { _ in nil }
    ) -> [String: SampleMetrics] {
        var metrics: [String: SampleMetrics] = [:]
        for (id, item) in zip(StoryBook.uniqueIDs(items), items) {
            let id = "\(idPrefix)/\(id)"
            switch item {
            case .story(let story):
                let values = story.takesControls ? controls(id)?.values ?? [:] : [:]
                metrics[id] = SampleMetrics.of(story, key: id, environment: environment, values: values)
            case .section(let section):
                metrics.merge(Self.metrics(section.items, idPrefix: id, environment: environment, controls: controls)) { first, _ in first }
            }
        }
        return metrics
    }
}

/// A top-level story: the live view, then its call site.
private struct StoryPage: View {
    let story: Story
    let controls: StoryControls?
    let width: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            StoryCanvas(story, controls: controls)
            StoryCode(code: story.code(with: controls?.values ?? [:]) ?? "", width: width)
        }
    }
}

/// The stories of a section, each a row, and the sections inside it, each under its caption.
private struct SectionContent: View {
    let items: [StoryItem]
    let idPrefix: String
    let linkedStory: String?
    let scrollRequest: (story: String, count: Int)?
    let controls: (String) -> StoryControls?
    let metrics: [String: SampleMetrics]
    let grid: StoryGrid

    private var rows: [(id: String, item: StoryItem)] {
        zip(StoryBook.uniqueIDs(items), items).map { ("\(idPrefix)/\($0)", $1) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(rows, id: \.id) { row in
                switch row.item {
                case .story(let story):
                    StoryRow(
                        story, metrics: metrics[row.id] ?? SampleMetrics(width: 1, textRow: 0, inkColumn: 0),
                        grid: grid, isLinked: row.id == linkedStory,
                        controls: story.takesControls ? controls(row.id) : nil
                    )
                    .environment(\.galleryStory, row.id)
                    .scrollsIntoView(request: scrollRequest.flatMap { $0.story == row.id ? $0.count : nil })
                case .section(let section):
                    // The caption heads its stories directly: the rows between sections, not under
                    // each caption, are what keeps a page like Button's whole at 200×60.
                    VStack(alignment: .leading, spacing: 0) {
                        Text(section.title).textRole(.caption)
                        // Sections nest to any depth; the recursion goes through AnyView.
                        AnyView(
                            SectionContent(
                                items: section.items, idPrefix: row.id, linkedStory: linkedStory,
                                scrollRequest: scrollRequest,
                                controls: controls, metrics: metrics, grid: grid))
                    }
                }
            }
        }
    }
}
