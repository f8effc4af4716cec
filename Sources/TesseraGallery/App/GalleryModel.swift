import Tessera
import TesseraStories

/// The gallery's state: which page is open and every live switch. Plain Swift; the views read it.
@Observable final class GalleryModel {
    /// The pages and stories shown.
    let catalog: GalleryCatalog
    /// The gallery's name, first in the header.
    let title: String
    /// The command that opens the gallery, for deep links (`gallery`).
    let commandName: String
    /// The themes to cycle through: the built-ins, then any `--theme` file.
    let themes: [Theme]
    /// The open page.
    var page: GalleryPage
    /// The story a deep link opened, marked on its page until another page opens.
    var linkedStory: String?
    var themeIndex: Int
    var scheme: ColorScheme
    var depth: ColorDepth
    var density: Density
    var reduceMotion: Bool
    var showsInspector = false
    var showsDrawer = false
    var showsHelp = false
    var showsPalette = false
    var showsSearch = false
    var searchQuery = ""
    /// What the inspector shows: the focused element, summarised.
    var inspection: Inspection?

    /// A model showing `catalog`, open on `link` (a page or story id; else the first page).
    init(catalog: GalleryCatalog, title: String = "Tessera", commandName: String = "gallery", themes: [Theme],
         link: String? = nil, themeIndex: Int = 0, scheme: ColorScheme = .light,
         depth: ColorDepth = .truecolor, density: Density = .regular, reduceMotion: Bool = false) {
        self.catalog = catalog
        self.title = title
        self.commandName = commandName
        self.themes = themes.isEmpty ? [.default] : themes
        page = link.flatMap(catalog.page(for:)) ?? catalog.pages.first ?? GalleryPage.empty
        linkedStory = link.flatMap { catalog.story($0) }?.id
        self.themeIndex = min(max(0, themeIndex), max(0, themes.count - 1))
        self.scheme = scheme
        self.depth = depth
        self.density = density
        self.reduceMotion = reduceMotion
    }

    var theme: Theme { themes[themeIndex] }

    // MARK: Switches

    func nextTheme() { themeIndex = (themeIndex + 1) % themes.count }
    func previousTheme() { themeIndex = (themeIndex + themes.count - 1) % themes.count }
    func toggleScheme() { scheme = scheme == .light ? .dark : .light }
    func nextDepth() { depth = ColorDepth.allCases[(ColorDepth.allCases.firstIndex(of: depth).map { $0 + 1 } ?? 0) % ColorDepth.allCases.count] }
    func nextDensity() { density = Density.allCases[(Density.allCases.firstIndex(of: density).map { $0 + 1 } ?? 0) % Density.allCases.count] }
    func toggleMotion() { reduceMotion.toggle() }

    func nextPage() { move(page: 1) }
    func previousPage() { move(page: -1) }

    private func move(page step: Int) {
        let all = catalog.pages
        guard !all.isEmpty else { return }
        let index = all.firstIndex { $0.id == page.id } ?? 0
        open(all[(index + step + all.count) % all.count])
    }

    /// Opens `page`, leaving the story a link marked behind.
    func open(_ page: GalleryPage) {
        self.page = page
        linkedStory = nil
    }

    /// Pages whose title or id, or the title of a story on them, contains the search text.
    var searchResults: [GalleryPage] {
        let query = searchQuery.lowercased()
        guard !query.isEmpty else { return catalog.pages }
        return catalog.pages.filter { $0.matches(query) }
    }

    /// The command that opens the gallery in this state, on the marked story or else the page.
    var deepLink: String {
        let mode = StoryMode(theme: theme, scheme: scheme, colors: depth, density: density)
        var words = [commandName, "--story", linkedStory ?? page.id] + mode.arguments
        if reduceMotion { words.append("--reduce-motion") }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }

    /// Closes whatever overlay is open; returns whether one was.
    func closeOverlay() -> Bool {
        if showsSearch { showsSearch = false; return true }
        if showsPalette { showsPalette = false; return true }
        if showsHelp { showsHelp = false; return true }
        if showsDrawer { showsDrawer = false; return true }
        return false
    }
}
