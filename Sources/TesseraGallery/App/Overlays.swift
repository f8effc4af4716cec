import Tessera

/// `/`: type to filter the pages, Enter opens the highlighted one (see ``FilterPanel``); the open
/// page is marked, and a page found by a story names the story.
struct SearchPanel: View {
    @Bindable var model: GalleryModel
    @Environment(\.screenSize) private var screen

    var body: some View {
        let query = model.searchQuery.lowercased()
        FilterPanel(
            title: "Search pages", field: "Page", prompt: "type a name", query: $model.searchQuery,
            noun: ("page", "pages"), total: model.catalog.pages.count, width: min(64, screen.columns - 6),
            results: { [model] in model.searchResults },
            choose: { [model] page in
                model.open(page)
                model.showsSearch = false
            },
            row: { [model] page in
                let isOpen = page.id == model.page.id
                return FilterRow(
                    title: page.title, detail: query.isEmpty ? nil : page.storyTitle(matching: query),
                    note: isOpen ? "(open)" : nil, isCurrent: isOpen)
            })
    }
}

/// `:`: every command the keys run, and each theme, scheme, depth and density by name, filtered
/// as search filters pages; Enter runs the highlighted one (see ``FilterPanel``).
struct CommandPalette: View {
    @Bindable var model: GalleryModel
    @Environment(\.screenSize) private var screen
    @Environment(\.copyToClipboard) private var copy
    @Environment(\.quit) private var quit

    private var context: GalleryCommand.Context {
        GalleryCommand.Context(
            model: model, quit: quit, copy: copy, screen: screen,
            sidebarHidden: screen.columns < GalleryRoot.drawerBreakpoint)
    }

    var body: some View {
        let context = self.context
        FilterPanel(
            title: "Commands", field: "Command", prompt: "type a command or a theme", query: $model.paletteQuery,
            noun: ("command", "commands"), total: GalleryCommand.palette(in: context).count,
            width: min(48, screen.columns - 6),
            results: { [model] in
                let query = model.paletteQuery.lowercased()
                return SearchRank.ranked(GalleryCommand.palette(in: context), query: query) {
                    SearchRank.of(title: $0.title, query: query)
                }
            },
            choose: { [model] command in
                model.showsPalette = false
                command.run(context)
            },
            row: { command in
                FilterRow(
                    title: command.title, note: command.isCurrent ? "(current)" : nil,
                    key: command.key.map(String.init), isCurrent: command.isCurrent)
            })
    }
}

/// `?`: every key, in two columns.
struct HelpPanel: View {
    /// The command that opens the gallery in the current state.
    let deepLink: String
    /// The `keyboardShortcut`s of the page's stories.
    var pageShortcuts: [KeyboardShortcutEntry] = []
    @Environment(\.asciiOnly) private var asciiOnly

    private var navigation: [(String, String)] {
        [
            (asciiOnly ? "Tab / Shift-Tab" : "Tab / ⇧Tab", "next / previous control"), ("↑ ↓ ← →", "move focus"),
            ("Enter / Space", "press, toggle"), ("PgUp / PgDn", "scroll the page"), ("Home / End", "top / bottom"),
            ("Esc", "close, leave a field"), ("mouse", "click to focus and press, wheel to scroll, Shift+wheel sideways"),
        ]
    }

    private var entries: [(String, String)] { navigation + GalleryKeys.shortcuts.map { ($0.key, $0.action) } }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Keys").textRole(.title3)
            Grid(horizontalSpacing: 2) {
                ForEach(entries, id: \.0) { entry in
                    GridRow {
                        Text(entry.0).bold()
                        Text(entry.1).foregroundColor(.fgMuted)
                    }
                }
            }
            if !pageShortcuts.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Shortcuts on this page").textRole(.caption)
                    Grid(horizontalSpacing: 2) {
                        ForEach(pageShortcuts, id: \.self) { entry in
                            GridRow {
                                Text(entry.shortcut.description).bold()
                                Text(entry.title).foregroundColor(.fgMuted)
                            }
                        }
                    }
                }
            }
            VStack(alignment: .leading, spacing: 0) {
                Text("This state").textRole(.caption)
                Text(deepLink)
            }
            Text("Esc closes this.").textRole(.legal)
        }
        .galleryPanel()
    }
}

/// `y`: the command that opens the gallery in this state, and whether it reached the clipboard.
struct DeepLinkPanel: View {
    let link: String
    /// The focused example's code, when that is what was copied.
    var callSite: String?
    let copied: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            if let callSite {
                Text("Call site").textRole(.headline)
                Text(callSite)
                Text(
                    copied ? "Copied to the clipboard." : "This terminal does not take clipboard writes: select the code above to copy it."
                )
                .foregroundColor(.fgMuted)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Deep link").textRole(.caption)
                    Text(link)
                }
            } else {
                Text("Deep link").textRole(.headline)
                Text(link)
                Text(
                    copied ? "Copied to the clipboard." : "This terminal does not take clipboard writes: select the line above to copy it."
                )
                .foregroundColor(.fgMuted)
            }
            Text("Esc closes this.").textRole(.legal)
        }
        .frame(maxWidth: 70)
        .galleryPanel()
    }
}
