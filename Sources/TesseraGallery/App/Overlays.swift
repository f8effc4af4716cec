import Tessera

/// `/`: type to filter the pages, Enter on a result opens it. The panel hangs at a fixed row so it
/// never moves as the results change; the list scrolls, and a count says when more are below.
struct SearchPanel: View {
    @Bindable var model: GalleryModel
    @Environment(\.screenSize) private var screen

    /// The row the panel's top edge sits on, the same whatever the results.
    static func top(rows: Int) -> Int { max(1, rows / 8) }

    /// The rows the result list gets: what is left under the field and above the footer, at most ten
    /// (the panel's border and padding take 4, the title 1, the field and its label 4, the count 1,
    /// the gaps between them 3), so the panel itself never needs to scroll.
    private var listRows: Int { max(1, min(10, screen.rows - Self.top(rows: screen.rows) - 1 - 13)) }

    var body: some View {
        let results = model.searchResults
        let query = model.searchQuery.lowercased()
        VStack(alignment: .leading, spacing: 1) {
            Text("Search pages").textRole(.headline)
            TextField("Page", text: $model.searchQuery, prompt: "type a name")
            if results.isEmpty {
                Text("No page matches").foregroundColor(.fgMuted)
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(results) { page in
                            Button(page.title) {
                                model.open(page)
                                model.showsSearch = false
                            }
                            .buttonStyle(SearchResultStyle(isCurrent: page.id == model.page.id,
                                                           story: query.isEmpty ? nil : page.storyTitle(matching: query)))
                            .prefersDefaultFocus(page.id == model.page.id)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    // ↓ from the field enters the results at the open page, not at the top.
                    .focusSection()
                }
                .frame(height: min(results.count, listRows))
            }
            Text(countLine(results.count)).textRole(.legal)
        }
        .onSubmit { [model] in
            if let first = model.searchResults.first {
                model.open(first)
                model.showsSearch = false
            }
        }
        // `/` on a result (the field types it) starts over: the panel is rebuilt, focus back in the field.
        .onKeyPress(.character("/")) { [model] in model.openSearch() }
        .frame(width: min(64, screen.columns - 6))   // room for a page and the story that matched
        .galleryPanel()
        .padding(.top, Self.top(rows: screen.rows) - 1)   // presented under the header
    }

    private func countLine(_ count: Int) -> String {
        let total = model.catalog.pages.count
        if count > listRows { return "\(listRows) of \(count) shown: type to narrow, or scroll" }
        if count == total { return "All \(total) pages" }
        return "\(count) of \(total) pages"
    }
}

/// A search result: the focused row filled (visible in mono, where a fill is inverse), the open
/// page marked with the sidebar's bar, and the story that matched after the page's title.
struct SearchResultStyle: ButtonStyle {
    let isCurrent: Bool
    let story: String?

    func makeBody(configuration: Configuration) -> some View {
        let focused = configuration.isFocused
        let text: ColorToken = focused ? .fgInverse : .fg
        let muted: ColorToken = focused ? .fgInverse : .fgMuted
        HStack(spacing: 0) {
            Text(isCurrent ? "▌" : " ").foregroundColor(focused ? .fgInverse : .bgPrimary)
            Text(focused ? "▸ " : "  ").foregroundColor(text)
            // The title itself rather than `configuration.label`, which keeps the colour of the button's context.
            Text(configuration.title ?? "").foregroundColor(text).lineLimit(1).layoutPriority(1)
            if let story { Text(" · " + story).foregroundColor(muted).lineLimit(1) }
            if isCurrent { Text(" (open)").foregroundColor(muted).fixedSize() }
            Spacer(minLength: 0)
        }
        .environment(\.textAttributes, focused || isCurrent ? [.bold] : [])
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(focused ? .bgPrimary : .bgElevation2)
    }
}

/// `:`: every live switch as a button, for those who would rather not learn the keys.
struct CommandPalette: View {
    let model: GalleryModel
    @Environment(\.copyToClipboard) private var copy

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Commands").textRole(.headline).padding(.bottom, 1)
            command("Next theme", "t") { model.nextTheme() }
            command("Previous theme", "T") { model.previousTheme() }
            command("Light / dark", "d") { model.toggleScheme() }
            command("Colour depth", "c") { model.nextDepth() }
            command("Density", "z") { model.nextDensity() }
            command("Reduced motion", "m") { model.toggleMotion() }
            command("Inspector", "i") { model.showsInspector.toggle() }
            command("Copy deep link", "y") { [model, copy] in
                model.linkCopied = copy(model.deepLink)
                model.showsLink = true
            }
            command("Help", "?") { model.showsHelp = true }
        }
        .frame(width: 34)
        .galleryPanel()
    }

    private func command(_ title: String, _ key: String, action: @escaping () -> Void) -> some View {
        HStack(spacing: 1) {
            Button(title) {
                action()
                model.showsPalette = false
            }
            Spacer()
            Text(key).foregroundColor(.fgMuted)
        }
    }
}

/// `?`: every key, in two columns.
struct HelpPanel: View {
    /// The command that opens the gallery in the current state.
    let deepLink: String
    @Environment(\.asciiOnly) private var asciiOnly

    private var navigation: [(String, String)] {
        [
            (asciiOnly ? "Tab / Shift-Tab" : "Tab / ⇧Tab", "next / previous control"), ("↑ ↓ ← →", "move focus"),
            ("Enter / Space", "press, toggle"), ("PgUp / PgDn", "scroll the page"), ("Home / End", "top / bottom"),
            ("Esc", "close, leave a field"), ("mouse", "click to focus and press, wheel to scroll"),
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
    let copied: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Deep link").textRole(.headline)
            Text(link)
            Text(copied ? "Copied to the clipboard." : "This terminal does not take clipboard writes: select the line above to copy it.")
                .foregroundColor(.fgMuted)
            Text("Esc closes this.").textRole(.legal)
        }
        .frame(maxWidth: 70)
        .galleryPanel()
    }
}
