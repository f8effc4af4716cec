import Tessera
import TesseraStories

/// The gallery's state: which page is open and every live switch. Plain Swift; the views read it.
@Observable package final class GalleryModel {
    /// The pages and stories shown.
    package let catalog: GalleryCatalog
    /// The gallery's name, first in the header.
    let title: String
    /// The command that opens the gallery, for deep links (`gallery`).
    let commandName: String
    /// The themes to cycle through: the built-ins, then any `--theme` file.
    package let themes: [Theme]
    /// The open page.
    package var page: GalleryPage
    /// The story a deep link opened, marked on its page until another page opens.
    package var linkedStory: String?
    /// The story the page scrolls to show, and a count that changes with each new request (a
    /// deep link, the Controls panel opening).
    private(set) var scrollRequest: (story: String, count: Int)?
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
    /// Counts the times search was opened; the panel is rebuilt each time, so focus starts in its field.
    var searchOpenings = 0
    /// The deep-link panel (`y`), and whether the link reached the clipboard.
    var showsLink = false
    var linkCopied = false
    /// The call site `y` copied (the focused example's code), or nil when it copied the deep link.
    var copiedCallSite: String?
    /// The deep link as it was when `y` was pressed (the panel it opens takes the focus away from
    /// the example the link names).
    var shownDeepLink = ""
    var searchQuery = ""
    /// The command palette's filter, and the count of its openings (each starts afresh, as search's).
    var paletteQuery = ""
    var paletteOpenings = 0
    /// The checks panel (`!`).
    var showsChecks = false
    /// The play-script player (`p`) and what it plays.
    var showsPlayer = false
    var player: StoryPlayer?
    /// The story checks' results so far, and the state they are for (the open page's first, while
    /// the rest run).
    private(set) var checkResults: (state: GalleryChecks.State, reports: [String: GalleryChecks.Report])?
    /// Runs the checks in the background, when the gallery has one (the interactive gallery).
    @ObservationIgnored var checkRunner: GalleryCheckRunner?
    /// The focused element, for the inspector. Summarised only when read (``inspection``): the
    /// inspector, while it is shown, reads it; a Tab with the inspector hidden summarises nothing.
    var inspectedElement: FocusedElement?
    /// What the inspector shows: the focused element, summarised.
    var inspection: Inspection? { inspectedElement.map(Inspection.init) }
    /// The story on the page the focused element belongs to, if any: deep links open it.
    var focusedStory: String?
    /// The keyboard shortcuts of the open page's stories, for the help panel.
    var pageShortcuts: [KeyboardShortcutEntry] = []
    /// Focus is inside a modal a story presented (an alert): the footer shows its keys.
    var focusIsInModal = false
    /// The Controls panel (`a`): the selected story's inputs and its actions log.
    var showsControls = false
    /// Each story's controls, by story id, made when first asked for and kept while the gallery runs.
    @ObservationIgnored var storyControls: [String: StoryControls] = [:]
    /// Counts the calls of every story's actions: the actions log redraws when it changes.
    var actionsCalled = 0

    /// A model showing `catalog`, open on `link` (a page or story id; else the first page).
    package init(
        catalog: GalleryCatalog, title: String = "Tessera", commandName: String = "gallery", themes: [Theme],
        link: String? = nil, themeIndex: Int = 0, scheme: ColorScheme = .light,
        depth: ColorDepth = .truecolor, density: Density = .regular, reduceMotion: Bool = false,
        args: [String: StoryControlValue] = [:]
    ) {
        self.catalog = catalog
        self.title = title
        self.commandName = commandName
        self.themes = themes.isEmpty ? [.default] : themes
        page = link.flatMap(catalog.page(for:)) ?? catalog.pages.first ?? GalleryPage.empty
        let linked = link.flatMap { catalog.story($0) }?.id
        linkedStory = linked
        scrollRequest = linked.map { ($0, 1) }
        self.themeIndex = min(max(0, themeIndex), max(0, themes.count - 1))
        self.scheme = scheme
        self.depth = depth
        self.density = density
        self.reduceMotion = reduceMotion
        if let linkedStory, !args.isEmpty { controls(for: linkedStory).values = args }
    }

    package var theme: Theme { themes[themeIndex] }

    // MARK: Switches

    func nextTheme() { themeIndex = (themeIndex + 1) % themes.count }
    func previousTheme() { themeIndex = (themeIndex + themes.count - 1) % themes.count }
    func toggleScheme() { scheme = scheme == .light ? .dark : .light }
    func nextDepth() {
        depth = ColorDepth.allCases[(ColorDepth.allCases.firstIndex(of: depth).map { $0 + 1 } ?? 0) % ColorDepth.allCases.count]
    }
    func nextDensity() {
        density = Density.allCases[(Density.allCases.firstIndex(of: density).map { $0 + 1 } ?? 0) % Density.allCases.count]
    }
    func toggleMotion() { reduceMotion.toggle() }

    func nextPage() { move(page: 1) }
    func previousPage() { move(page: -1) }

    private func move(page step: Int) {
        let all = catalog.pages
        guard !all.isEmpty else { return }
        let index = all.firstIndex { $0.id == page.id } ?? 0
        open(all[(index + step + all.count) % all.count])
    }

    /// The live state, as the checks see it.
    var checkState: GalleryChecks.State { .init(theme: theme, scheme: scheme, colors: depth, density: density) }

    /// The story checks of every story on `page` in the live state, once they have run for all
    /// of them (`nil` until then); asks the runner, if there is one, to run them, the open page first.
    func checkReports(on page: GalleryPage) -> [GalleryChecks.Report]? {
        checkReports(on: page, in: checkState)
    }

    /// ``checkReports(on:)`` for the live state `state`, read once by a view that asks for many pages.
    func checkReports(on page: GalleryPage, in state: GalleryChecks.State) -> [GalleryChecks.Report]? {
        let stories = catalog.stories(on: page)
        guard let results = checkResults, results.state == state,
            stories.allSatisfy({ results.reports[$0.id] != nil })
        else {
            requestChecks(for: state)
            return nil
        }
        return stories.compactMap { results.reports[$0.id] }
    }

    /// Runs the checks for the live state now, on this thread (`gallery snapshot`), reusing the
    /// results in `cache` for a state already checked.
    func runChecks(cache: inout [GalleryChecks.State: [String: GalleryChecks.Report]]) {
        let state = checkState
        let reports = cache[state] ?? GalleryChecks.reports(for: catalog.stories, in: state)
        cache[state] = reports
        checkResults = (state, reports)
    }

    private func requestChecks(for state: GalleryChecks.State) {
        guard let checkRunner else { return }
        let model = UncheckedModel(self)
        let pages = catalog.storiesByPage
        let open = catalog.pages.firstIndex { $0.id == page.id } ?? 0
        checkRunner.request(state, pages: pages, first: open, themeIndex: themeIndex) { state, reports in
            // On the main queue, where the gallery's model lives.
            model.value.addCheckResults(reports, for: state)
        }
    }

    /// Adds a page's reports to the results for `state` (replacing results for another state).
    func addCheckResults(_ reports: [String: GalleryChecks.Report], for state: GalleryChecks.State) {
        if let results = checkResults, results.state == state {
            checkResults = (state, results.reports.merging(reports) { $1 })
        } else {
            checkResults = (state, reports)
        }
    }

    /// Opens `page`, leaving the story a link marked behind.
    func open(_ page: GalleryPage) {
        self.page = page
        linkedStory = nil
    }

    /// Pages whose title or id, or the title of a story on them, contains the search text: those
    /// whose title starts with it first, then those whose title contains it, then the rest.
    var searchResults: [GalleryPage] {
        let query = searchQuery.lowercased()
        return SearchRank.ranked(catalog.pages, query: query) { $0.rank(for: query) }
    }

    /// The command that opens the gallery in this state, on the focused story, else the marked
    /// one, else the page.
    package var deepLink: String { deepLinkWords.joined(separator: " ") }

    /// The code of the story whose example has focus, as its row shows it (a playground's with
    /// its controls' values), when it shows code.
    var focusedCallSite: String? {
        guard let id = focusedStory, let story = catalog.stories.first(where: { $0.id == id })?.story else { return nil }
        return story.code(with: story.takesControls ? controls(for: id).values : [:])
    }

    /// The deep link's words, each quoted for the shell.
    var deepLinkWords: [String] {
        let mode = StoryMode(theme: theme, scheme: scheme, colors: depth, density: density)
        let target = focusedStory ?? linkedStory
        var words = [commandName, "--story", target ?? page.id]
        if let story = controlledStory, target == nil || target == story.id {
            let args = StoryArgs.format(controls(for: story.id).values, controls: story.story.controls)
            if !args.isEmpty { words = [commandName, "--story", story.id, "--args", args] }
        }
        words += mode.arguments
        if reduceMotion { words.append("--reduce-motion") }
        return words.map(ShellWord.quoted)
    }

    /// Opens search afresh, with an empty query and focus in its field (also when it is open already).
    func openSearch() {
        searchQuery = ""
        searchOpenings += 1
        showsSearch = true
    }

    /// Opens the command palette afresh, with an empty filter and focus in its field.
    func openPalette() {
        paletteQuery = ""
        paletteOpenings += 1
        showsPalette = true
    }

    /// Asks the page to scroll `story` into view.
    func scrollToStory(_ story: String) {
        scrollRequest = (story, (scrollRequest?.count ?? 0) + 1)
    }

    /// Opens the player on the open page's stories with a play script, drawn in the live state
    /// on the screen the play panel has room for on a terminal of `screen` (an alert a step opens
    /// covers it).
    func openPlayer(within screen: TerminalSize) {
        let entries = page.scriptedStories(in: catalog)
        let size = PlayPanel.screenSize(within: screen, entries: entries)
        let mode = StoryMode(theme: theme, scheme: scheme, colors: depth, size: size, density: density)
        player = entries.isEmpty ? nil : StoryPlayer(entries: entries, mode: mode)
        showsPlayer = true
    }

    /// Draws the player's story again on the screen the play panel has room for on a terminal of
    /// `screen`, when that changed (a resize), at the same step.
    func fitPlayer(within screen: TerminalSize) {
        guard var player else { return }
        let size = PlayPanel.screenSize(within: screen, entries: player.entries)
        guard size != player.mode.size else { return }
        player.resize(to: size)
        self.player = player
    }

    /// Closes whatever overlay is open; returns whether one was.
    func closeOverlay() -> Bool {
        if showsSearch { showsSearch = false; return true }
        if showsPalette { showsPalette = false; return true }
        if showsHelp { showsHelp = false; return true }
        if showsLink { showsLink = false; return true }
        if showsChecks { showsChecks = false; return true }
        if showsPlayer { showsPlayer = false; return true }
        if showsControls { showsControls = false; return true }
        if showsDrawer { showsDrawer = false; return true }
        return false
    }
}

extension GalleryModel {
    /// Tessera's own gallery (`Gallery.tesseraBooks`), open on `page`: a page or story id, or the
    /// last part of a page's id (`button`).
    package convenience init(
        themes: [Theme], page: String = "button", themeIndex: Int = 0, scheme: ColorScheme = .light,
        depth: ColorDepth = .truecolor, density: Density = .regular, reduceMotion: Bool = false
    ) {
        self.init(
            catalog: .tessera, themes: themes, link: page, themeIndex: themeIndex, scheme: scheme,
            depth: depth, density: density, reduceMotion: reduceMotion)
    }
}

/// The model, carried to the main queue (by the check runner, an action's log): it is only touched there.
struct UncheckedModel: @unchecked Sendable {
    let value: GalleryModel
    init(_ value: GalleryModel) { self.value = value }
}
