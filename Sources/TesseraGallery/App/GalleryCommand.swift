import Tessera

/// Something the gallery does: what a shortcut key runs, and a line of the command palette (`:`),
/// which lists every keyed command and the choices no key makes directly: each theme, scheme,
/// colour depth and density by name. One table for both, so the palette offers every key.
struct GalleryCommand: Identifiable {
    /// What a command runs with.
    struct Context {
        let model: GalleryModel
        let quit: QuitAction
        let copy: CopyToClipboardAction
        let screen: TerminalSize
        /// The sidebar is a drawer: only then does `s` open it.
        let sidebarHidden: Bool
    }

    let title: String
    /// The key that runs it, if one does.
    var key: Character?
    /// A choice that is the state already (the theme in use): the palette marks it.
    var isCurrent = false
    /// Whether it does anything here (`s` only where the sidebar is a drawer).
    var isAvailable: (Context) -> Bool = { _ in true }
    let run: (Context) -> Void

    var id: String { title }

    /// The command `key` runs, if any.
    static func keyed(_ key: Character) -> GalleryCommand? { keyed.first { $0.key == key } }

    /// Every command a key runs, in the palette's order.
    static var keyed: [GalleryCommand] {
        [
            GalleryCommand(title: "Search pages", key: "/") { $0.model.openSearch() },
            GalleryCommand(title: "Next page", key: "]") { $0.model.nextPage() },
            GalleryCommand(title: "Previous page", key: "[") { $0.model.previousPage() },
            GalleryCommand(title: "Next theme", key: "t") { $0.model.nextTheme() },
            GalleryCommand(title: "Previous theme", key: "T") { $0.model.previousTheme() },
            GalleryCommand(title: "Light / dark", key: "d") { $0.model.toggleScheme() },
            GalleryCommand(title: "Next colour depth", key: "c") { $0.model.nextDepth() },
            GalleryCommand(title: "Next density", key: "z") { $0.model.nextDensity() },
            GalleryCommand(title: "Reduced motion", key: "m") { $0.model.toggleMotion() },
            GalleryCommand(title: "Inspector", key: "i") { $0.model.showsInspector.toggle() },
            GalleryCommand(title: "Controls and actions", key: "a") { context in
                let model = context.model
                model.showsControls.toggle()
                // The story being edited stays in view above the panel.
                if model.showsControls, let story = model.controlledStory { model.scrollToStory(story.id) }
            },
            GalleryCommand(title: "Play this page's scripts", key: "p") {
                $0.model.openPlayer(within: $0.screen)
            },
            GalleryCommand(title: "Story checks", key: "!") { $0.model.showsChecks = true },
            GalleryCommand(title: "Copy the focused example's code, or the deep link", key: "y") { context in
                let model = context.model
                // Taken now: opening the panel moves focus into it, and the focused example with it.
                model.copiedCallSite = model.focusedCallSite
                model.shownDeepLink = model.deepLink
                model.linkCopied = context.copy(model.copiedCallSite ?? model.shownDeepLink)
                model.showsLink = true
            },
            GalleryCommand(title: "Pages drawer", key: "s", isAvailable: { $0.sidebarHidden || $0.model.showsDrawer }) {
                $0.model.showsDrawer.toggle()
            },
            GalleryCommand(title: "Command palette", key: ":") { $0.model.openPalette() },
            GalleryCommand(title: "Help", key: "?") { $0.model.showsHelp = true },
            GalleryCommand(title: "Quit", key: "q") { $0.quit() },
        ]
    }

    /// The palette's commands in `context`: every available keyed one but the palette itself,
    /// then each theme, scheme, depth and density by name, the current ones marked.
    static func palette(in context: Context) -> [GalleryCommand] {
        let model = context.model
        let keyed = Self.keyed.filter { $0.key != ":" && $0.isAvailable(context) }
        let themes = model.themes.indices.map { index in
            // A theme file may share a built-in's name: the later one is told apart by its place.
            let name = model.themes[index].name
            let repeated = model.themes[..<index].contains { $0.name == name }
            return GalleryCommand(title: "Theme: \(name)" + (repeated ? " (\(index + 1))" : ""), isCurrent: index == model.themeIndex) {
                $0.model.themeIndex = index
            }
        }
        let schemes = [ColorScheme.light, .dark].map { scheme in
            GalleryCommand(title: "Scheme: \(scheme.rawValue)", isCurrent: scheme == model.scheme) { $0.model.scheme = scheme }
        }
        let depths = ColorDepth.allCases.map { depth in
            GalleryCommand(title: "Colours: \(depth.galleryName)", isCurrent: depth == model.depth) { $0.model.depth = depth }
        }
        let densities = Density.allCases.map { density in
            GalleryCommand(title: "Density: \(density.rawValue)", isCurrent: density == model.density) {
                $0.model.density = density
            }
        }
        return keyed + themes + schemes + depths + densities
    }
}
