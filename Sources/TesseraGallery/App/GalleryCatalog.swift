import Tessera
import TesseraBooks
import TesseraStories

/// Every page and story of the books a gallery shows, by id.
package struct GalleryCatalog: Sendable {
    /// Tessera's own books.
    package static let tessera = GalleryCatalog(books: TesseraBooks.all)

    package let books: [StoryBook]
    /// Every page, in sidebar order.
    package let pages: [GalleryPage]
    /// Every story, in order.
    package let stories: [StoryEntry]
    /// Every story, page by page in sidebar order (any on no page last): what the checks run
    /// through, a page at a time.
    let storiesByPage: [[StoryEntry]]
    /// The stories of each page, by page id (asked for on every frame that shows a page).
    private let storiesOnPage: [String: [StoryEntry]]

    package init(books: [StoryBook]) {
        // Two books with the same id would share their stories' ids: the later ones get a suffix.
        var seen: [String: Int] = [:]
        let books = books.map { book -> StoryBook in
            let count = (seen[book.id] ?? 0) + 1
            seen[book.id] = count
            return count == 1 ? book : book.renamed(id: "\(book.id)-\(count)")
        }
        self.books = books
        let pages = books.flatMap { book in
            zip(book.items, StoryBook.uniqueIDs(book.items)).map { item, id in
                GalleryPage(id: "\(book.id)/\(id)", title: item.title, group: book.title, item: item)
            }
        }
        self.pages = pages
        groups = books.map { book in (book.title, pages.filter { $0.id.hasPrefix(book.id + "/") }) }
        widestPageTitle = pages.map { DisplayWidth.of($0.title) }.max() ?? 0
        let stories = books.flatMap(\.stories)
        self.stories = stories
        var byPage = pages.map { page in stories.filter { Self.story($0.id, isOn: page) } }
        let placed = Set(byPage.joined().map(\.id))
        let elsewhere = stories.filter { !placed.contains($0.id) }
        storiesOnPage = Dictionary(zip(pages.map(\.id), byPage), uniquingKeysWith: { first, _ in first })
        if !elsewhere.isEmpty { byPage.append(elsewhere) }
        storiesByPage = byPage
    }

    /// The stories on `page`.
    func stories(on page: GalleryPage) -> [StoryEntry] {
        storiesOnPage[page.id] ?? stories.filter { Self.story($0.id, isOn: page) }
    }

    private static func story(_ id: String, isOn page: GalleryPage) -> Bool {
        id == page.id || id.hasPrefix(page.id + "/")
    }

    /// The sidebar's groups: each book's title and pages (asked for on every frame: made once).
    let groups: [(title: String, pages: [GalleryPage])]
    /// The columns of the widest page title, for the sidebar's width.
    let widestPageTitle: Int

    /// The page for an id: a page's own id, a story's id (the page it is on), or — for old links —
    /// the last part of a page's id when only one page has it.
    package func page(for id: String) -> GalleryPage? {
        if let page = pages.first(where: { $0.id == id }) { return page }
        if let page = pages.first(where: { id.hasPrefix($0.id + "/") }), stories.contains(where: { $0.id == id }) {
            return page
        }
        let bare = pages.filter { $0.id.split(separator: "/").last.map(String.init) == id }
        return bare.count == 1 ? bare[0] : nil
    }

    /// The story with exactly this id.
    package func story(_ id: String) -> StoryEntry? { stories.first { $0.id == id } }
}
