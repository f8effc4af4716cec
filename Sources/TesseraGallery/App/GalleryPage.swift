import Tessera
import TesseraStories

/// One entry of the sidebar: a top-level story or section of a book, shown as a page.
package struct GalleryPage: Identifiable, Sendable {
    /// `book/item`: what `--page` and `--story` take.
    package let id: String
    package let title: String
    /// The book's title, the sidebar group it sits in.
    let group: String
    package let item: StoryItem

    /// What a gallery with no books shows.
    static let empty = GalleryPage(
        id: "none", title: "No stories", group: "",
        item: .story(Story("No stories", notes: "Gallery.main(books:) was given no story books.") { EmptyView() }))

    /// The sentence under the page title.
    var notes: String? {
        switch item {
        case .story(let story): story.notes
        case .section(let section): section.notes
        }
    }

    /// How well this page matches `query` (already lowercased): by its title, else by its id or
    /// the title of a story on it; `nil` when nothing of it does.
    func rank(for query: String) -> SearchRank? {
        SearchRank.of(title: title, query: query) {
            if id.contains(query) { return true }
            guard case .section(let section) = item else { return false }
            return GalleryPage.titles(in: section.items).contains { $0.lowercased().contains(query) }
        }
    }

    /// The first story on this page called `query` (already lowercased), when the page's own title is not.
    func storyTitle(matching query: String) -> String? {
        guard !title.lowercased().contains(query), case .section(let section) = item else { return nil }
        return GalleryPage.titles(in: section.items).first { $0.lowercased().contains(query) }
    }

    private static func titles(in items: [StoryItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .story(let story): [story.title]
            case .section(let section): [section.title] + titles(in: section.items)
            }
        }
    }
}
