import TesseraTesting
import Testing

@testable import TesseraGallery

/// The gallery's header, footer, drawer and "too small" screen at every width they meet.
@Suite("Gallery chrome")
struct GalleryChromeTests {
    static func rows(_ model: GalleryModel, columns: Int, rows: Int = 24) -> [String] {
        let host = ViewHost(GalleryRoot(model: model))
        var buffer = host.render(size: TerminalSize(columns: columns, rows: rows))
        while host.needsRender { buffer = host.render(size: TerminalSize(columns: columns, rows: rows)) }
        return TextSerializer(trimTrailingSpaces: true).serialize(buffer).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    @Test("the header never breaks a word, from the minimum width up", arguments: ["toggle", "slide-button", "list-cell"])
    func headerKeepsWords(page: String) {
        for columns in GalleryRoot.minimumSize.columns...140 {
            let lines = Self.rows(GalleryModel(themes: [.default], page: page, reduceMotion: true), columns: columns)
            let header = lines[0]
            #expect(header.contains(" Tessera › "), "\(columns) columns: \(header)")
            #expect(
                header.hasSuffix("default") || header.hasSuffix("default …") || header.contains("default ·"),
                "the theme is named at \(columns): \(header)")
            // The title is whole, or cut with an ellipsis: never folded onto the next row.
            let title = GalleryCatalog.tessera.page(for: page)?.title ?? page
            #expect(header.contains(title) || header.contains("…"), "\(columns) columns: \(header)")
            #expect(!lines[1].contains("ssera") && !lines[1].contains("default"), "\(columns) columns, second row: \(lines[1])")
        }
    }

    @Test(
        "a sidebar longer than the screen draws its scroll bar as the rule beside it, one line, never a bar beside the rule; the page keeps its width",
        arguments: [20, 26, 29, 30, 40])
    func sidebarBarIsTheRule(rows: Int) throws {
        let model = GalleryModel(themes: [.default], page: "foundations/palette", depth: .c16, reduceMotion: true)
        let lines = Self.rows(model, columns: 100, rows: rows)
        let edge = Sidebar.width(for: model.catalog, columns: 100)
        let body = lines[1..<(rows - 1)]   // between the header and the footer
        let column = body.map { Array($0).dropFirst(edge).first.map(String.init) ?? " " }
        #expect(column.allSatisfy { ["│", "┃"].contains($0) }, "\(rows) rows, the rule's column: \(column)")
        #expect(column.contains("┃") == (Sidebar.rows(in: model.catalog) > rows - 2), "a thumb only where the list scrolls: \(column)")
        for line in body {
            let pair = String(Array(line).dropFirst(edge - 1).prefix(2))
            #expect(!["┃│", "││", "│┃", "┃┃"].contains(pair), "\(rows) rows: \(line)")
        }
        let text = try #require(body.first { $0.contains("Palette") && !$0.contains("▌") })
        #expect(Array(text).dropFirst(edge + 1).starts(with: "  Palette"), "the page starts where it did: \(text)")
    }

    @Test("s opens the drawer only where the sidebar is hidden")
    func drawerKey() {
        for (columns, opens) in [(GalleryRoot.drawerBreakpoint - 1, true), (GalleryRoot.drawerBreakpoint, false), (200, false)] {
            let model = GalleryModel(themes: [.default], reduceMotion: true)
            let host = ViewHost(GalleryRoot(model: model))
            _ = host.render(size: TerminalSize(columns: columns, rows: 30))
            host.handle(.key(KeyPress(.character("s"))))
            #expect(model.showsDrawer == opens, "\(columns) columns")
        }
    }

    @Test("below its minimum the gallery says the size it needs, the same at every size")
    func tooSmall() {
        let minimum = GalleryRoot.minimumSize
        for (columns, rows) in [(1, 1), (20, 5), (38, 5), (39, 12), (40, 11), (40, 10), (200, 11)] {
            let text = Self.rows(GalleryModel(themes: [.default], reduceMotion: true), columns: columns, rows: rows)
                .joined(separator: " ")
            if columns >= 16 && rows >= 4 {
                #expect(text.contains("need \(minimum.columns)×\(minimum.rows),"), "\(columns)×\(rows): \(text)")
            }
            #expect(!text.contains("Tessera ›"), "\(columns)×\(rows) shows the too-small screen")
        }
        let fits = Self.rows(GalleryModel(themes: [.default], reduceMotion: true), columns: minimum.columns, rows: minimum.rows)
        #expect(fits[0].contains("Tessera ›"))
    }

    @Test(
        "the header cuts the page title only when the theme's name alone leaves it too little room",
        arguments: ["toggle", "slide-button", "list-cell"])
    func headerCutsOnlyWhenItMust(page: String) throws {
        let title = try #require(GalleryCatalog.tessera.page(for: page)?.title)
        for columns in GalleryRoot.minimumSize.columns...140 {
            let header = Self.rows(GalleryModel(themes: [.default], page: page, reduceMotion: true), columns: columns)[0]
            let menu = columns < GalleryRoot.drawerBreakpoint ? 2 : 0
            // " ≡ Tessera › " + title + at least four columns + "default" + " ".
            let fitsWhole = columns >= 1 + menu + 10 + title.count + 4 + "default".count + 1
            #expect(header.contains(title) == fitsWhole, "\(columns) columns: \(header)")
            if !header.contains(title) { #expect(!header.contains(" · "), "the status gives way first: \(header)") }
        }
    }

    /// The footer row (the last) of a gallery after `open` ran on its model and host.
    static func footer(page: String = "button", columns: Int = 120, _ open: (GalleryModel, ViewHost) -> Void) -> String {
        let model = GalleryModel(themes: [.default], page: page, reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: columns, rows: 30)
        func settle() -> [String] {
            var buffer = host.render(size: size)
            while host.needsRender { buffer = host.render(size: size) }
            return TextSerializer(trimTrailingSpaces: true).serialize(buffer).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        }
        _ = settle()
        open(model, host)
        return settle().last(where: { !$0.isEmpty }) ?? ""
    }

    @Test("the footer shows the keys of the open modal, and the gallery's own otherwise")
    func footerFollowsTheModal() {
        #expect(Self.footer { _, _ in }.contains("q quit"))
        let search = Self.footer { model, _ in model.showsSearch = true }
        #expect(search.contains("Esc close") && search.contains("⏎ open") && !search.contains("q quit"), "\(search)")
        for open in [{ (model: GalleryModel) in model.showsHelp = true }, { $0.showsLink = true }, { $0.showsChecks = true }] {
            let footer = Self.footer { model, _ in open(model) }
            #expect(footer.trimmingCharacters(in: .whitespaces) == "Esc close", "\(footer)")
        }
        #expect(Self.footer { model, _ in model.showsPalette = true }.contains("⏎ run"))
        // An alert a story presents: Tab to the page's button that opens it, and press it.
        let alert = Self.footer(page: "alert") { _, host in
            for _ in 0..<40 where host.focusedElement?.label != "Delete wallet…" {
                host.handle(.key(KeyPress(.tab)))
                _ = host.render(size: TerminalSize(columns: 120, rows: 30))
            }
            host.handle(.key(KeyPress(.enter)))
        }
        #expect(alert.contains("Esc cancel"), "footer: \(alert)")
        #expect(!alert.contains("q quit"), "footer: \(alert)")
    }

    @Test("the help lists the keyboard shortcuts of the open page's stories, and none where there are none")
    func helpListsThePageShortcuts() throws {
        let model = GalleryModel(themes: [.default], page: "button", reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: 120, rows: 60)
        func settle() -> [String] {
            var buffer = host.render(size: size)
            while host.needsRender { buffer = host.render(size: size) }
            return TextSerializer(trimTrailingSpaces: true).serialize(buffer).split(separator: "\n").map(String.init)
        }
        _ = settle()
        model.showsHelp = true
        var lines = settle()
        let heading = try #require(lines.firstIndex { $0.contains("SHORTCUTS ON THIS PAGE") }, "\(lines.joined(separator: "\n"))")
        #expect(lines[heading + 1].contains("^D  Details"), "\(lines[heading + 1])")
        model.showsHelp = false
        model.open(try #require(model.catalog.page(for: "toggle")))
        _ = settle()
        model.showsHelp = true
        lines = settle()
        #expect(!lines.contains { $0.contains("SHORTCUTS ON THIS PAGE") }, "\(lines.joined(separator: "\n"))")
    }

    @Test("search hangs at one row whatever it finds, marks the open page and counts what is below")
    func searchKeepsItsPlace() throws {
        let model = GalleryModel(themes: [.default], page: "button", reduceMotion: true)
        model.showsSearch = true
        func top(_ query: String) -> (row: Int?, lines: [String]) {
            model.searchQuery = query
            let lines = Self.rows(model, columns: 80, rows: 24)
            return (lines.firstIndex { $0.contains("Search pages") }, lines)
        }
        let all = top(""), few = top("sel"), none = top("zzz")
        #expect(
            all.row != nil && all.row == few.row && few.row == none.row,
            "\(String(describing: all.row)) \(String(describing: few.row)) \(String(describing: none.row))")
        #expect(all.lines.contains { $0.contains("▌") && $0.contains("Button (open)") }, "the open page is marked")
        #expect(all.lines.contains { $0.contains("of 29 shown") }, "more results than rows: \(all.lines.joined(separator: "\n"))")
        #expect(few.lines.contains { $0.contains("List cell · Selectable") }, "a page found by a story names the story")
        #expect(none.lines.contains { $0.contains("No page matches") })
    }

    @Test("search puts focus in its field each time it opens, and the arrows leave it there")
    func searchFocusesItsFieldOnEveryOpening() {
        let model = GalleryModel(themes: [.default], page: "button", reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: 120, rows: 40)
        func settle() { _ = host.render(size: size); while host.needsRender { _ = host.render(size: size) } }
        func press(_ key: KeyPress) { host.handle(.key(key)); settle() }
        settle()
        // Closed by Esc, by opening a result, by Esc from the field, and after the page took focus.
        for (opening, close) in [Key.escape, .enter, .escape, .enter, .tab].enumerated() {
            press(KeyPress(.character("/")))
            #expect(host.focusedLabel == "Page", "opening \(opening): focus is on \(host.focusedLabel ?? "nothing")")
            #expect(model.searchQuery.isEmpty, "opening \(opening) starts afresh")
            if close == .tab {
                press(KeyPress(.escape))
                press(KeyPress(.tab))
                press(KeyPress(.tab))
                continue
            }
            press(KeyPress(.down))
            if opening != 2 { press(KeyPress(.down)) }
            #expect(host.focusedLabel == "Page", "opening \(opening): the arrows move the highlight, the field keeps the focus")
            press(KeyPress(close))
            #expect(!model.showsSearch)
        }
        press(KeyPress(.character("/")))
        #expect(host.focusedLabel == "Page", "last opening: focus is on \(host.focusedLabel ?? "nothing")")
        press(KeyPress(.down))
        press(KeyPress(.down))
        press(KeyPress(.tab))
        #expect(host.focusedLabel == "Page", "Tab has nowhere else to go: the results are not focus stops")
        press(KeyPress(.character("x")))
        #expect(model.showsSearch && model.searchQuery == "x")
    }

    @Test("a page taller than the screen shows a scroll bar at the page's edge that follows the page")
    func pageShowsItsScrollPosition() {
        let model = GalleryModel(themes: [.default], page: "button", reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: 120, rows: 40)
        func bar() -> String {
            var buffer = host.render(size: size)
            while host.needsRender { buffer = host.render(size: size) }
            // The page area is rows 1…38 of the last column.
            return String((1..<(size.rows - 1)).map { buffer[size.columns - 1, $0].grapheme })
        }
        let top = bar()
        #expect(top.hasPrefix("┃") && top.hasSuffix("│"), "at the top: \(top)")
        host.handle(.key(KeyPress(.end)))
        let end = bar()
        #expect(end.hasPrefix("│") && end.hasSuffix("┃"), "at the end: \(end)")
    }

    @Test("every panel opens at the smallest sizes without losing the footer's keys")
    func panelsAtTheMinimum() {
        let opens: [(String, (GalleryModel) -> Void)] = [
            ("search", { $0.showsSearch = true }), ("help", { $0.showsHelp = true }), ("palette", { $0.showsPalette = true }),
            ("inspector", { $0.showsInspector = true }), ("link", { $0.showsLink = true }), ("checks", { $0.showsChecks = true }),
        ]
        for (name, open) in opens {
            for (columns, rows) in [(40, 12), (41, 13), (60, 15), (80, 24), (200, 40)] {
                let model = GalleryModel(themes: [.default], page: "button", reduceMotion: true)
                open(model)
                // The serialised frame ends with a newline: its last row is the one before it.
                let footer = Self.rows(model, columns: columns, rows: rows)[rows - 1]
                #expect(footer.contains(name == "inspector" ? "i hide inspector" : "Esc"), "\(name) at \(columns)×\(rows): \(footer)")
                #expect(!footer.contains("i inspect"), "one hint per key: \(footer)")
            }
        }
    }

    @Test("the footer shows the most important keys first and, when some do not fit, ends with `? more keys`")
    func footerCuesWhatItDrops() {
        let wide = Self.footer(columns: 200) { _, _ in }
        #expect(wide.contains("m motion") && !wide.contains("more keys"), "\(wide)")
        for columns in [80, 120] {
            let footer = Self.footer(columns: columns) { _, _ in }
            #expect(footer.contains("/ search"), "\(columns): \(footer)")
            #expect(footer.trimmingCharacters(in: .whitespaces).hasSuffix("? more keys"), "\(columns): \(footer)")
        }
        let inspecting = Self.footer(columns: 120) { model, _ in model.showsInspector = true }
        #expect(inspecting.trimmingCharacters(in: .whitespaces).hasSuffix("? more keys"), "\(inspecting)")
    }

    @Test("the header ends its status with … when it gives up a part")
    func headerCuesWhatItDrops() {
        // The review's case: a long title, spacious density, 80 columns (the longest title and
        // depth name, now that every title is short enough for the sidebar).
        let model = GalleryModel(themes: [.default], page: "progress", reduceMotion: true)
        model.density = .spacious
        model.depth = .c256
        let narrow = Self.rows(model, columns: 80)[0]
        #expect(!narrow.contains("spacious") && narrow.hasSuffix("…"), "\(narrow)")
        let wide = Self.rows(GalleryModel(themes: [.default], page: "button", reduceMotion: true), columns: 200)[0]
        #expect(wide.hasSuffix("regular · still"), "nothing to cue: \(wide)")
    }

    @Test("a sidebar title keeps a column free before the sidebar's border")
    func sidebarKeepsItsPadding() {
        let lines = Self.rows(GalleryModel(themes: [.default], page: "toggle", reduceMotion: true), columns: 120, rows: 40)
        // Between the header and the footer (the serialised frame ends with a newline).
        for line in lines.dropFirst().dropLast(2) where line.count > Sidebar.width {
            let characters = Array(line)
            #expect(characters[Sidebar.width - 1] == " ", "\(line)")
        }
        // Tessera's own titles fit the sidebar whole at 120 columns, its focus markers' room kept.
        #expect(lines.contains { $0.contains("Toggles & radios") })
        #expect(!lines.dropFirst().dropLast(2).contains { String(Array($0).prefix(Sidebar.width)).contains("…") }, "no title cut")
        let longest = GalleryCatalog.tessera.pages.map { DisplayWidth.of($0.title) }.max() ?? 0
        #expect(longest + SidebarItemStyle.chrome <= Sidebar.width)
    }

    @Test("↓ from the search field moves the highlight on to the second result, not to the open page")
    func searchArrowGoesToTheSecondResult() {
        let model = GalleryModel(themes: [.default], page: "toggle", reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: 120, rows: 40)
        var buffer = host.render(size: size)
        func press(_ key: KeyPress) {
            host.handle(.key(key))
            buffer = host.render(size: size)
            while host.needsRender { buffer = host.render(size: size) }
        }
        press(KeyPress(.character("/")))
        press(KeyPress(.down))
        let text = TextSerializer(trimTrailingSpaces: true).serialize(buffer)
        #expect(text.contains("▸ " + model.searchResults[1].title + " ◂"), "the second result is highlighted: \(text)")
        #expect(!text.contains("▸ Toggles & radios"), "not the open page: \(text)")
        #expect(host.focusedLabel == "Page", "focus is on \(host.focusedLabel ?? "nothing")")
    }

    @Test("the drawer at 80×24 sits between the header and the footer, which shows its keys, with a rule beside it")
    func drawerKeepsHeaderAndFooter() {
        for (columns, rows) in [(80, 24), (60, 15), (GalleryRoot.drawerBreakpoint - 1, 40), (80, 50)] {
            let model = GalleryModel(themes: [.default], page: "toggle", reduceMotion: true)
            model.showsDrawer = true
            let lines = Self.rows(model, columns: columns, rows: rows)
            #expect(lines[0].hasPrefix(" ≡ Tessera › Toggle"), "\(columns)×\(rows) header: \(lines[0])")
            let footer = lines[rows - 1]
            #expect(footer.trimmingCharacters(in: .whitespaces) == "↑↓ move  ⏎ open  Esc close", "\(columns)×\(rows) footer: \(footer)")
            // Every row between them: the drawer, then one rule at its edge: the sidebar's scroll
            // bar in its last column when the pages overflow, else a divider after it; never both.
            let scrolls = Sidebar.rows(in: model.catalog) > rows - 2
            for y in 1..<(rows - 1) {
                let edge = Array(lines[y]).dropFirst(Sidebar.width - 1).prefix(2).map { "│┃".contains($0) }
                #expect(edge == (scrolls ? [true, false] : [false, true]), "\(columns)×\(rows) row \(y): \(lines[y])")
            }
            #expect(lines.contains { $0.contains("Toggles & radios") && $0.contains("▌▸") }, "the drawer starts at the open page")
        }
    }

    @Test("the sidebar widens past 120 columns until every title is whole; the page never has less room than at 120")
    func sidebarWidensWithTheScreen() {
        let catalog = GalleryCatalog.tessera
        let longest = catalog.pages.map { DisplayWidth.of($0.title) }.max() ?? 0
        var previous = PageContainer.contentWidth(columns: 120, showsInspector: false, catalog: catalog)
        for columns in 120...320 {
            let width = Sidebar.width(for: catalog, columns: columns)
            #expect(width >= Sidebar.width && width <= Sidebar.maximumWidth)
            let page = PageContainer.contentWidth(columns: columns, showsInspector: false, catalog: catalog)
            #expect(page >= previous, "\(columns): the page narrowed from \(previous) to \(page)")
            previous = page
        }
        #expect(Sidebar.width(for: catalog, columns: 120) == Sidebar.width)
        #expect(Sidebar.width(for: catalog, columns: 200) == longest + SidebarItemStyle.chrome)
        let wide = Self.rows(GalleryModel(themes: [.default], page: "toggle", reduceMotion: true), columns: 200, rows: 60)
        #expect(wide.contains { $0.contains("▌  Toggles & radios ") }, "whole at 200: \(wide.joined(separator: "\n"))")
        #expect(!wide.contains { $0.contains("…") && $0.hasPrefix(" ") && $0.count < 40 })
    }

    @Test("the footer writes the page keys as `[/]`, not as an empty checkbox")
    func footerPageKeys() {
        let footer = Self.footer(columns: 120) { _, _ in }
        #expect(footer.contains(" [/] pages "), "\(footer)")
        #expect(!footer.contains("[ ]"))
        #expect(Self.footer(columns: 80) { _, _ in }.contains(" s pages "))
    }

    /// The buffer of a gallery on `page` at `size` after `open` ran on its model and host, settled.
    static func buffer(page: String, size: TerminalSize, _ open: (GalleryModel, ViewHost) -> Void) -> CellBuffer {
        let model = GalleryModel(themes: [.default], page: page, reduceMotion: true)
        let host = ViewHost(GalleryRoot(model: model))
        _ = host.render(size: size)
        open(model, host)
        var buffer = host.render(size: size)
        while host.needsRender { buffer = host.render(size: size) }
        return buffer
    }

    @Test(
        "the play panel covers the page edge to edge between the header and its footer at 80×24, 120×40 and 200×60",
        arguments: ["alert", "toggle", "text-field"])
    func playPanelCoversThePage(page: String) {
        for size in GalleryCallSiteTests.sizes {
            let buffer = Self.buffer(page: page, size: size) { _, host in host.handle(.key(KeyPress(.character("p")))) }
            let lines = TextSerializer(trimTrailingSpaces: false).serialize(buffer).split(separator: "\n").map { Array($0) }
            let last = size.rows - 1
            let shown = "\(size.columns)×\(size.rows) \(page):\n" + lines.map { String($0) }.joined(separator: "\n")
            #expect(lines[1].first == "╭" && lines[1].last == "╮", "\(shown)")
            #expect(lines[last - 1].first == "╰" && lines[last - 1].last == "╯", "\(shown)")
            // No row of the page between: each is the panel's, border to border.
            #expect(lines[2..<(last - 1)].allSatisfy { $0.first == "│" && "│┃".contains($0.last ?? " ") }, "\(shown)")
            #expect(String(lines[2]).contains("Play: "), "the title on the panel's first row: \(shown)")
            #expect(String(lines[last]).contains("Space play") && String(lines[last]).contains("Esc close"), "\(shown)")
        }
    }

    @Test("an open panel's footer, its keys, is drawn at full contrast: the page behind is dimmed, not the footer")
    func panelFootersAreNotDimmed() {
        let size = TerminalSize(columns: 80, rows: 24)
        let plain = Self.buffer(page: "button", size: size) { _, _ in }
        let opens: [(String, (GalleryModel) -> Void)] = [
            ("search", { $0.showsSearch = true }), ("help", { $0.showsHelp = true }), ("palette", { $0.showsPalette = true }),
            ("link", { $0.showsLink = true }), ("checks", { $0.showsChecks = true }), ("drawer", { $0.showsDrawer = true }),
            ("play", { $0.openPlayer(within: size) }),
        ]
        for (name, open) in opens {
            let buffer = Self.buffer(page: "alert", size: size) { model, _ in open(model) }
            // The first key of the row: bold, in the footer's ink on its surface, as with no panel.
            #expect(buffer[1, size.rows - 1].style == plain[1, size.rows - 1].style, "\(name)")
            #expect(buffer[1, size.rows - 1].grapheme != " ", "\(name)")
            #expect(buffer[1, 0].style != plain[1, 0].style, "\(name): the header is dimmed with the page")
        }
    }

    @Test("at 200×60 no button of the Button page loses a row to the footer")
    func buttonPageFitsAt200x60() {
        let lines = Self.rows(GalleryModel(themes: [.default], page: "button", reduceMotion: true), columns: 200, rows: 60)
        let disabled = lines.lastIndex { $0.contains("Disabled") && $0.contains("Save") }
        // Its label row, and the fill row under it, above the footer (row 59).
        #expect(disabled.map { $0 + 1 < 59 } == true, "Disabled at row \(String(describing: disabled))")
    }

    @Test("the inspector keeps two columns between a name and its value")
    func inspectorGutter() {
        let model = GalleryModel(themes: [.default], page: "button", reduceMotion: true)
        model.showsInspector = true
        let host = ViewHost(GalleryRoot(model: model))
        let size = TerminalSize(columns: 120, rows: 40)
        _ = host.render(size: size)
        host.handle(.key(KeyPress(.tab)))
        var buffer = host.render(size: size)
        while host.needsRender { buffer = host.render(size: size) }
        let lines = TextSerializer(trimTrailingSpaces: true).serialize(buffer).split(separator: "\n").map(String.init)
        let foreground = lines.first { $0.contains("foreground") && $0.contains(".fg") }
        #expect(foreground?.contains("foreground  .fg") == true, "\(String(describing: foreground))")
    }
}
