import Tessera
import TesseraStories

/// The body of a page: a story on its own, or a section's stories as rows of label, live view
/// and call site, under the captions of the sections inside it.
struct PageContent: View {
    let page: GalleryPage
    /// The story a deep link opened, marked where it appears.
    let linkedStory: String?

    var body: some View {
        switch page.item {
        case .story(let story):
            StoryPage(story: story)
        case .section(let section):
            SectionContent(items: section.items, idPrefix: page.id, linkedStory: linkedStory)
        }
    }
}

/// A top-level story: the live view, then its call site.
private struct StoryPage: View {
    let story: Story

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            StoryCanvas(story)
            if let code = story.code { Text(code).foregroundColor(.fgMuted) }
        }
    }
}

/// The stories of a section, each a row, and the sections inside it, each under its caption.
private struct SectionContent: View {
    let items: [StoryItem]
    let idPrefix: String
    let linkedStory: String?

    private var rows: [(id: String, item: StoryItem)] {
        zip(StoryBook.uniqueIDs(items), items).map { ("\(idPrefix)/\($0)", $1) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ForEach(rows, id: \.id) { row in
                switch row.item {
                case .story(let story):
                    StoryRow(story, isLinked: row.id == linkedStory)
                case .section(let section):
                    VStack(alignment: .leading, spacing: 1) {
                        Text(section.title).textRole(.caption)
                        // Sections nest to any depth; the recursion goes through AnyView.
                        AnyView(SectionContent(items: section.items, idPrefix: row.id, linkedStory: linkedStory))
                    }
                }
            }
        }
    }
}
