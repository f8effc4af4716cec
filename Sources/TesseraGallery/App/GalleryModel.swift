import Tessera

/// The gallery's state: which page is open and every live switch. Plain Swift; the views read it.
@Observable package final class GalleryModel {
    /// The themes to cycle through: the built-ins, then any `--theme` file.
    package let themes: [Theme]
    package var page: PageID
    package var themeIndex: Int
    package var scheme: ColorScheme
    package var depth: ColorDepth
    package var density: Density
    package var reduceMotion: Bool
    var showsInspector = false
    var showsDrawer = false
    var showsHelp = false
    var showsPalette = false
    var showsSearch = false
    var searchQuery = ""
    /// What the inspector shows: the focused element, summarised.
    var inspection: Inspection?

    package init(themes: [Theme], page: PageID = .button, themeIndex: Int = 0, scheme: ColorScheme = .light,
         depth: ColorDepth = .truecolor, density: Density = .regular, reduceMotion: Bool = false) {
        self.themes = themes.isEmpty ? [.default] : themes
        self.page = page
        self.themeIndex = min(max(0, themeIndex), max(0, themes.count - 1))
        self.scheme = scheme
        self.depth = depth
        self.density = density
        self.reduceMotion = reduceMotion
    }

    package var theme: Theme { themes[themeIndex] }

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
        let all = PageID.allCases
        let index = all.firstIndex(of: page) ?? 0
        page = all[(index + step + all.count) % all.count]
    }

    /// Pages whose title or id contains the search text.
    var searchResults: [PageID] {
        let query = searchQuery.lowercased()
        guard !query.isEmpty else { return PageID.allCases }
        return PageID.allCases.filter { $0.title.lowercased().contains(query) || $0.rawValue.contains(query) }
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
