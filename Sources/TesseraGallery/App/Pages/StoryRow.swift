import Tessera
import TesseraStories

/// One story on a section's page: its title, the live view, and the call site that produces it.
/// Side by side when the page is wide enough, stacked otherwise.
struct StoryRow: View {
    let story: Story
    /// A deep link opened this story: its title is marked.
    let isLinked: Bool
    @Environment(\.pageWidth) private var pageWidth

    static var labelWidth: Int { 18 }
    static var liveWidth: Int { 26 }

    init(_ story: Story, isLinked: Bool = false) {
        self.story = story
        self.isLinked = isLinked
    }

    private var isWide: Bool { story.layout == .fullWidth }
    private var content: StoryCanvas { StoryCanvas(story) }
    private var code: String { story.code ?? "" }

    private var label: Text {
        isLinked ? Text(story.title).foregroundColor(.fgPrimary).bold() : Text(story.title).foregroundColor(.fgMuted)
    }

    var body: some View {
        if isWide, pageWidth >= Self.labelWidth + 2 + 40 {
            HStack(alignment: .top, spacing: 2) {
                label.frame(width: Self.labelWidth, alignment: .topLeading)
                VStack(alignment: .leading, spacing: 0) {
                    content.frame(maxWidth: 72, alignment: .topLeading)
                    Text(code).foregroundColor(.fgMuted)
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
        } else if !isWide, pageWidth >= Self.labelWidth + Self.liveWidth + 4 + 38 {
            HStack(alignment: .top, spacing: 2) {
                label.frame(width: Self.labelWidth, alignment: .topLeading)
                content.frame(width: Self.liveWidth, alignment: .topLeading)
                Text(code).foregroundColor(.fgMuted).frame(maxWidth: .infinity, alignment: .topLeading)
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                label
                content.frame(maxWidth: 60, alignment: .leading).padding(.leading, 2)
                Text(code).foregroundColor(.fgMuted).padding(.leading, 2)
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
