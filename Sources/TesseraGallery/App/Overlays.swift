import Tessera

/// `/`: type to filter the pages, Enter on a result opens it.
struct SearchPanel: View {
    @Bindable var model: GalleryModel

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Search pages").textRole(.headline)
            TextField("Page", text: $model.searchQuery, prompt: "type a name")
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(model.searchResults.prefix(8))) { page in
                    Button(page.title) {
                        model.open(page)
                        model.showsSearch = false
                    }
                }
                if model.searchResults.isEmpty { Text("No page matches").foregroundColor(.fgMuted) }
            }
        }
        .onSubmit { [model] in
            if let first = model.searchResults.first {
                model.open(first)
                model.showsSearch = false
            }
        }
        .padding(1)
        .frame(width: 40)
        .background(.bgElevation2)
        .border(color: .bgLineHeavy)
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
        .padding(1)
        .frame(width: 36)
        .background(.bgElevation2)
        .border(color: .bgLineHeavy)
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

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Keys").textRole(.title3)
            Grid(horizontalSpacing: 2) {
                ForEach(navigation + GalleryKeys.shortcuts.map { ($0.key, $0.action) }, id: \.0) { entry in
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
        .padding(1)
        .background(.bgElevation2)
        .border(color: .bgLineHeavy)
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
        .padding(1)
        .frame(maxWidth: 72)
        .background(.bgElevation2)
        .border(color: .bgLineHeavy)
    }
}
