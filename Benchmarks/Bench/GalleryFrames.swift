import Tessera
import TesseraGallery

/// The gallery's screens at the contract's sizes.
enum GallerySizes {
    static let large = TerminalSize(columns: 200, rows: 60)
    static let medium = TerminalSize(columns: 120, rows: 40)
    static let peer = TerminalSize(columns: 120, rows: 40)
    static let snapshot = TerminalSize(columns: 100, rows: 30)
}

/// A gallery running headlessly on one page, as `swift run gallery` shows it (motion reduced, so
/// a frame's cost does not depend on an animation's phase).
struct GalleryScreen {
    let model: GalleryModel
    let host: ViewHost

    static let themes = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }

    init(page: String) {
        model = GalleryModel(themes: Self.themes, page: page, reduceMotion: true)
        host = ViewHost(GalleryRoot(model: model))
    }

    /// Switches to the next built-in theme.
    func nextTheme() {
        guard !model.themes.isEmpty else { return }
        model.themeIndex = (model.themeIndex + 1) % model.themes.count
    }
}

extension ViewHost {
    /// Presses Tab until the element labelled `label` has focus, at most `limit` times after a
    /// first frame; false when it never does.
    func focus(label: String, size: TerminalSize, limit: Int = 200) -> Bool {
        _ = render(size: size)
        for _ in 0..<limit {
            if focusedLabel == label { return true }
            handle(.key(KeyPress(.tab)))
            _ = render(size: size)
        }
        return focusedLabel == label
    }

    /// Presses Space on the focused element (flipping a focused switch) and renders the frame.
    func flipFocused(size: TerminalSize) -> CellBuffer {
        handle(.key(KeyPress(.character(" "))))
        return render(size: size)
    }
}
