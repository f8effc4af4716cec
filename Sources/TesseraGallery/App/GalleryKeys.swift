import Tessera

/// The gallery's keyboard shortcuts, for keys the focused control did not use.
enum GalleryKeys {
    /// Shortcut keys and what they do, for the footer, the help and the command palette.
    static let shortcuts: [(key: String, action: String)] = [
        ("t / T", "next / previous theme"), ("d", "light / dark"), ("c", "colour depth"),
        ("z", "density"), ("m", "reduced motion"), ("i", "inspector"), ("[ / ]", "previous / next page"),
        ("/", "search pages"), (":", "command palette"), ("y", "copy this state's deep link"), ("!", "story checks on this page"), ("p", "play this page's play scripts"), ("a", "controls and actions of this page's story"), ("s", "pages drawer, when the sidebar is hidden"), ("?", "help"), ("q", "quit"),
    ]

    /// Runs the shortcut for `press`; `sidebarHidden` says whether the screen is narrow enough
    /// for the sidebar to be a drawer (only then does `s` open it).
    static func handle(_ press: KeyPress, model: GalleryModel, quit: QuitAction, sidebarHidden: Bool,
                       copy: CopyToClipboardAction = CopyToClipboardAction(nil),
                       screen: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> Bool {
        guard case .character(let character) = press.key, press.modifiers.isEmpty || press.modifiers == .shift else {
            if press.key == .escape { return model.closeOverlay() }
            return false
        }
        switch character {
        case "q": quit()
        case "t": model.nextTheme()
        case "T": model.previousTheme()
        case "d": model.toggleScheme()
        case "c": model.nextDepth()
        case "z": model.nextDensity()
        case "m": model.toggleMotion()
        case "i": model.showsInspector.toggle()
        case "]": model.nextPage()
        case "[": model.previousPage()
        case "/": model.openSearch()
        case ":": model.showsPalette = true
        case "s":
            guard sidebarHidden || model.showsDrawer else { return false }
            model.showsDrawer.toggle()
        case "?": model.showsHelp = true
        case "!": model.showsChecks = true
        case "p": model.openPlayer(within: screen)
        case "a":
            model.showsControls.toggle()
            // The story being edited stays in view above the panel.
            if model.showsControls, let story = model.controlledStory { model.scrollToStory(story.id) }
        case "y":
            model.linkCopied = copy(model.deepLink)
            model.showsLink = true
        default: return false
        }
        return true
    }
}
