import Tessera
import TesseraStories

/// One story on a section's page: its title, the live view, and the call site that produces it,
/// laid out by the page's ``StoryGrid`` (side by side, or stacked, as every story of the page).
struct StoryRow: View {
    let story: Story
    let metrics: SampleMetrics
    let grid: StoryGrid
    /// A deep link opened this story: its title is marked.
    let isLinked: Bool
    /// The values it is drawn with, when it takes controls.
    let controls: StoryControls?

    init(_ story: Story, metrics: SampleMetrics, grid: StoryGrid, isLinked: Bool = false, controls: StoryControls? = nil) {
        self.story = story
        self.controls = controls
        self.metrics = metrics
        self.grid = grid
        self.isLinked = isLinked
    }

    private var label: Text {
        isLinked ? Text(story.title).foregroundColor(.fgPrimary).bold() : Text(story.title).foregroundColor(.fgMuted)
    }

    private var code: some View {
        StoryCode(code: story.code(with: controls?.values ?? [:]) ?? "", width: grid.codeWidth)
    }

    /// The sample, with the rows it draws above itself kept free. A sample wider than its room
    /// (a row of tags beside the inspector) scrolls sideways under a bar, never cut off silently;
    /// every sample sits in the scroll view, so one that starts or stops overflowing (the
    /// inspector opening) keeps its place in the tree, and with it its focus and state.
    private var canvas: some View {
        ScrollView(.horizontal) {
            StoryCanvas(story, controls: controls).padding(.top, metrics.overhang)
                .frame(width: max(grid.sampleRoom, metrics.width), alignment: .topLeading)
        }
    }

    /// One tree for both layouts, so the sample sits at the same structural place whether the
    /// page is in rows or stacked: a page that switches (the inspector opening, a resize) keeps
    /// the focused control and every `@State` of its samples. (An explicit `.id` would not do it
    /// alone: an id is read relative to the path above it, and that path is what changed.)
    var body: some View {
        let stacked = grid.isStacked
        VStack(alignment: .leading, spacing: 0) {
            if stacked { label }
            HStack(alignment: .top, spacing: StoryGrid.gap) {
                if !stacked {
                    label.padding(.top, metrics.textRow).frame(width: StoryGrid.labelWidth, alignment: .topLeading)
                }
                VStack(alignment: .leading, spacing: 0) {
                    canvas
                    if stacked { code.padding(.leading, grid.codeInset) }
                }
                .frame(width: grid.liveWidth, alignment: .topLeading)
                .padding(.leading, grid.sampleIndent)
                if !stacked {
                    code.padding(.top, metrics.textRow).frame(width: grid.codeWidth, alignment: .topLeading)
                }
            }
        }
    }
}

/// The width the page content has, for layouts that adapt.
struct PageWidthKey: EnvironmentKey {
    static var defaultValue: Int { 80 }
}

extension EnvironmentValues {
    var pageWidth: Int {
        get { self[PageWidthKey.self] }
        set { self[PageWidthKey.self] = newValue }
    }
}
