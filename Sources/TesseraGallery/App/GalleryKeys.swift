import Tessera

/// The gallery's keyboard shortcuts, for keys the focused control did not use.
enum GalleryKeys {
    /// Shortcut keys and what they do, as the help lists them (what each key runs is ``GalleryCommand/keyed``).
    static let shortcuts: [(key: String, action: String)] = [
        ("t / T", "next / previous theme"), ("d", "light / dark"), ("c", "colour depth"),
        ("z", "density"), ("m", "reduced motion"), ("i", "inspector"), ("[ / ]", "previous / next page"),
        ("/", "search pages"), (":", "command palette"), ("y", "copy the focused example's code (else this state's deep link)"),
        ("!", "story checks on this page"), ("p", "play this page's play scripts"), ("a", "controls and actions of this page's story"),
        ("s", "pages drawer, when the sidebar is hidden"), ("?", "help"), ("q", "quit"),
    ]

    /// Runs the shortcut for `press`; `sidebarHidden` says whether the screen is narrow enough
    /// for the sidebar to be a drawer (only then does `s` open it).
    static func handle(
        _ press: KeyPress, model: GalleryModel, quit: QuitAction, sidebarHidden: Bool,
        copy: CopyToClipboardAction = CopyToClipboardAction(nil),
        screen: TerminalSize = TerminalSize(columns: 80, rows: 24)
    ) -> Bool {
        guard case .character(let character) = press.key, press.modifiers.isEmpty || press.modifiers == .shift else {
            if press.key == .escape { return model.closeOverlay() }
            return false
        }
        let context = GalleryCommand.Context(model: model, quit: quit, copy: copy, screen: screen, sidebarHidden: sidebarHidden)
        guard let command = GalleryCommand.keyed(character), command.isAvailable(context) else { return false }
        command.run(context)
        return true
    }
}
