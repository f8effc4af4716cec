import TesseraTesting
import Testing

@testable import Tessera
@testable import TesseraGallery

/// Search (`/`) and the command palette (`:`): a filter field over a ranked list whose first result
/// is highlighted while the field has focus, and which Enter picks.
@Suite("Search and command palette")
struct FilterPanelTests {
    static let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }

    static func gallery(page: String = "button", size: TerminalSize = TerminalSize(columns: 120, rows: 40)) -> (HeadlessApp, GalleryModel) {
        let model = GalleryModel(themes: Self.themes, page: page, reduceMotion: true)
        return (HeadlessApp(size: size) { GalleryRoot(model: model) }, model)
    }

    /// The row of the screen showing `title` as a result, and its text: inside the list's box and
    /// its margin, after the current entry's bar (or a space) and the marker (or two spaces).
    static func row(_ app: HeadlessApp, _ title: String) -> (y: Int, text: String)? {
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = ["▌▸ ", " ▸ ", "▌  ", "   "].map { "│ │ " + $0 + title }
        guard let y = lines.firstIndex(where: { line in starts.contains { line.contains($0) } }) else { return nil }
        return (y, lines[y])
    }

    /// The background of the cell where `title` starts on its result row.
    static func fill(_ app: HeadlessApp, _ title: String) -> Color? {
        guard let row = row(app, title), let range = row.text.range(of: title) else { return nil }
        let x = DisplayWidth.of(String(row.text[..<range.lowerBound]))
        return app.frame.buffer[x, row.y].style.background
    }

    static func isHighlighted(_ app: HeadlessApp, _ title: String) -> Bool {
        row(app, title)?.text.contains("▸ " + title) == true
    }

    @Test("ranking: a title that starts with the text, then one that contains it, then a page found by a story or its id")
    func ranking() {
        let model = GalleryModel(themes: [.default], page: "button")
        model.searchQuery = "ta"
        let titles = model.searchResults.map(\.title)
        #expect(Array(titles.prefix(3)) == ["Tag & chip", "Table", "Tabs & segmented"], "\(titles)")
        #expect(Array(titles.dropFirst(3).prefix(2)) == ["Inheritance", "Avatar"], "\(titles)")
        // Every query of one or two letters taken from a title: each page that matches is listed
        // once, and the ranks never go down the list.
        let letters = Set(
            GalleryCatalog.tessera.pages.flatMap { page in
                let title = Array(page.title.lowercased())
                return title.indices.dropLast().map { String(title[$0...$0 + 1]) } + title.map { String($0) }
            })
        for query in letters {
            model.searchQuery = query
            let ranks = model.searchResults.map { $0.rank(for: query) }
            #expect(!ranks.contains(nil), "\(query)")
            #expect(zip(ranks, ranks.dropFirst()).allSatisfy { ($0.0 ?? .elsewhere) <= ($0.1 ?? .elsewhere) }, "\(query): \(ranks)")
            #expect(model.searchResults.count == GalleryCatalog.tessera.pages.filter { $0.rank(for: query) != nil }.count)
            #expect(Set(model.searchResults.map(\.id)).count == model.searchResults.count)
        }
    }

    @Test("while typing, the first result is highlighted (fill and marker) and Enter opens exactly it")
    func typingHighlightsTheFirstResult() {
        let (app, model) = Self.gallery()
        app.press(.character("/"))
        app.type("ta")
        #expect(Self.isHighlighted(app, "Tag & chip"), "\(app.text)")
        #expect(!Self.isHighlighted(app, "Table"))
        let lit = Self.fill(app, "Tag & chip"), plain = Self.fill(app, "Table")
        #expect(lit != nil && lit != plain, "the highlighted row is filled")
        #expect(app.focusedElement?.label == "Page", "focus stays in the field while it is highlighted")
        app.press(.enter)
        #expect(!model.showsSearch)
        #expect(model.page.title == "Tag & chip")
    }

    @Test("↓ moves the highlight to the second result and Enter opens that; ↑ back to the first; the field keeps the focus")
    func arrowsMoveTheHighlight() {
        let (app, model) = Self.gallery()
        app.press(.character("/"))
        app.type("ta")
        let lit = Self.fill(app, "Tag & chip")
        app.press(.down)
        #expect(app.focusedElement?.label == "Page", "the field keeps the focus")
        #expect(Self.isHighlighted(app, "Table") && !Self.isHighlighted(app, "Tag & chip"), "\(app.text)")
        #expect(Self.fill(app, "Table") == lit, "the same fill follows the highlight")
        app.press(.up)
        #expect(app.focusedElement?.label == "Page" && Self.isHighlighted(app, "Tag & chip"))
        app.press(.up)
        #expect(Self.isHighlighted(app, "Tag & chip"), "↑ on the first result stays on it")
        app.press(.down)
        app.press(.enter)
        #expect(model.page.title == "Table")
    }

    @Test(
        "after ↓ ↓, typing still goes to the field: the list narrows, its first result highlighted",
        arguments: ["/", ":"])
    func typingAfterArrowsFilters(key: Character) throws {
        let (app, model) = Self.gallery()
        app.press(.character(key))
        let field = try #require(app.focusedElement?.label)
        app.press(.down)
        app.press(.down)
        #expect(app.focusedElement?.label == field)
        let before = app.text
        app.type("bu")
        #expect(app.focusedElement?.label == field, "the field still has the focus: \(app.text)")
        #expect((key == "/" ? model.searchQuery : model.paletteQuery) == "bu", "the letters reached the field")
        #expect(app.text != before)
        if key == "/" {
            #expect(Self.isHighlighted(app, "Button"), "the first result of the new query: \(app.text)")
            #expect(Self.row(app, "Palette") == nil, "the list is filtered: \(app.text)")
            app.press(.enter)
            #expect(model.page.title == "Button")
        } else {
            #expect(app.text.contains(" of "), "the palette's count narrowed: \(app.text)")
        }
    }

    @Test("the highlight moved past the list's last visible row scrolls it into view; a click picks a row")
    func highlightScrollsIntoViewAndClicksPick() throws {
        let (app, model) = Self.gallery(size: TerminalSize(columns: 80, rows: 24))
        app.press(.character("/"))
        let count = model.catalog.pages.count
        for _ in 0..<(count - 1) { app.press(.down) }
        let last = try #require(model.catalog.pages.last)
        #expect(Self.isHighlighted(app, last.title), "the last page is shown highlighted: \(app.text)")
        #expect(app.focusedElement?.label == "Page")
        let target = try #require(model.catalog.pages.dropLast().last)
        let row = try #require(Self.row(app, target.title), "\(app.text)")
        let x = try #require(row.text.range(of: target.title)).lowerBound
        app.click(at: Point(x: DisplayWidth.of(String(row.text[..<x])), y: row.y))
        #expect(!model.showsSearch)
        #expect(model.page.id == target.id, "the click opened the row it landed on")
    }

    @Test("the open page stays marked (open) and does not take the highlight")
    func openPageIsMarkedNotHighlighted() throws {
        let (app, _) = Self.gallery(page: "toggle")
        app.press(.character("/"))
        #expect(Self.isHighlighted(app, "Palette"), "with nothing typed, the first page: \(app.text)")
        let open = try #require(Self.row(app, "Toggles & radios"))
        #expect(open.text.contains("▌  Toggles & radios (open)"), "\(open.text)")
        #expect(Self.fill(app, "Toggles & radios") != Self.fill(app, "Palette"))
        app.type("tog")
        #expect(Self.isHighlighted(app, "Toggles & radios"), "the open page may be the first result: \(app.text)")
        #expect(Self.row(app, "Toggles & radios")?.text.contains("(open)") == true)
    }

    @Test("the palette filters as search does: a theme by name, then Enter applies it")
    func paletteFilters() {
        let (app, model) = Self.gallery()
        app.press(.character(":"))
        #expect(model.showsPalette)
        #expect(app.focusedElement?.label == "Command")
        app.type("nord")
        #expect(Self.isHighlighted(app, "Theme: nord"), "\(app.text)")
        #expect(app.text.contains("1 of "), "one command left: \(app.text)")
        app.press(.enter)
        #expect(!model.showsPalette)
        #expect(model.theme.name == "nord")
        app.press(.character(":"))
        #expect(model.paletteQuery.isEmpty, "each opening starts afresh")
        app.type("16")
        app.press(.enter)
        #expect(model.depth == .c16)
        app.press(.character(":"))
        app.type("compact")
        app.press(.enter)
        #expect(model.density == .compact)
        app.press(.character(":"))
        app.type("quit")
        #expect(Self.isHighlighted(app, "Quit"))
        app.press(.enter)
        #expect(app.isQuitRequested)
    }

    @Test(
        "the palette lists every key's command, and every theme, scheme, depth and density by name",
        arguments: [80, 120])
    func paletteListsEveryKey(columns: Int) {
        let model = GalleryModel(themes: Self.themes, page: "button")
        let context = GalleryCommand.Context(
            model: model, quit: QuitAction {}, copy: CopyToClipboardAction(nil),
            screen: TerminalSize(columns: columns, rows: 40),
            sidebarHidden: columns < GalleryRoot.drawerBreakpoint)
        let palette = GalleryCommand.palette(in: context)
        let keys = GalleryKeys.shortcuts.flatMap { $0.key.components(separatedBy: " / ") }
        for key in keys where key != ":" && (key != "s" || context.sidebarHidden) {
            #expect(palette.contains { $0.key.map(String.init) == key }, "\(columns): no command for \(key)")
        }
        #expect(palette.contains { $0.key == "s" } == context.sidebarHidden, "the drawer only where the sidebar is hidden")
        let titles = palette.map(\.title)
        for theme in Self.themes { #expect(titles.contains("Theme: \(theme.name)")) }
        for depth in ColorDepth.allCases { #expect(titles.contains("Colours: \(depth.galleryName)")) }
        for density in Density.allCases { #expect(titles.contains("Density: \(density.rawValue)")) }
        #expect(titles.contains("Scheme: dark") && titles.contains("Scheme: light"))
        #expect(Set(titles).count == titles.count, "titles are unique: they are the rows' ids")
        #expect(
            palette.filter(\.isCurrent).map(\.title).sorted()
                == ["Colours: truecolor", "Density: regular", "Scheme: light", "Theme: default"])
    }

    @Test("each keyed command is what its key does")
    func keysRunTheirCommands() {
        for command in GalleryCommand.keyed {
            guard let key = command.key, key != "q" else { continue }
            let model = GalleryModel(themes: Self.themes, page: "button")
            let before = Self.state(model)
            let handled = GalleryKeys.handle(KeyPress(.character(key)), model: model, quit: QuitAction {}, sidebarHidden: true)
            #expect(handled, "\(key)")
            #expect(Self.state(model) != before, "\(key) changed nothing")
        }
    }

    /// What a command may change, as text.
    private static func state(_ model: GalleryModel) -> String {
        "\(model.page.id) \(model.themeIndex) \(model.scheme) \(model.depth) \(model.density) \(model.reduceMotion) "
            + "\([model.showsInspector, model.showsControls, model.showsPlayer, model.showsChecks, model.showsLink, model.showsDrawer, model.showsSearch, model.showsPalette, model.showsHelp])"
    }

    @Test("the results sit in a box whose right edge carries their scroll bar: no bar a column inside the panel's border")
    func resultsScrollOnTheirBoxsEdge() throws {
        let (app, _) = Self.gallery(size: TerminalSize(columns: 80, rows: 24))
        app.press(.character("/"))
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        // The list's box: the last box that opens on the screen (the panel's and the field's are above it).
        let top = try #require(lines.lastIndex { $0.contains("╭") }, "\(app.text)")
        let bottom = try #require(lines[top...].firstIndex { $0.contains("╰") }, "\(app.text)")
        let left = try #require(lines[top].lastIndex(of: "╭")), right = try #require(lines[top].lastIndex(of: "╮"))
        let rows = lines[(top + 1)..<bottom]
        #expect(rows.count >= 3)
        let edge = rows.map { $0[right] }
        #expect(edge.contains("┃") && edge.contains("│"), "the thumb runs on the box's edge: \(String(edge))")
        #expect(rows.allSatisfy { !$0[(left + 1)..<right].contains("┃") }, "no bar inside the box: \(app.text)")
    }
}
