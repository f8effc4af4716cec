import Tessera
import Testing

@testable import TesseraGallery

/// Where the terminal's locale is not UTF-8 the runtime sets `asciiOnly`, and then every cell of
/// every gallery screen is printable ASCII: pages, focus markers, overlays, animation frames, and
/// text that is not the gallery's own (a field's typed text, a search query).
@Suite("Gallery in ASCII")
struct ASCIIOnlyGalleryTests {
    static let themes: [Theme] = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }

    /// A gallery host with `asciiOnly` set, as `TerminalApp` makes one on a terminal that is not UTF-8.
    static func host(_ model: GalleryModel) -> ViewHost {
        var environment = EnvironmentValues()
        environment.colorDepth = .c256
        environment.asciiOnly = true
        return ViewHost(GalleryRoot(model: model), environment: environment)
    }

    /// The cells of `buffer` that are not printable ASCII, as `x,y:glyph`.
    static func nonASCII(_ buffer: CellBuffer) -> [String] {
        var found: [String] = []
        for y in 0..<buffer.rows {
            for x in 0..<buffer.columns {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                guard let ascii = cell.grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F else {
                    found.append("\(x),\(y):\(cell.grapheme)")
                    continue
                }
            }
        }
        return found
    }

    /// Renders until the host settles (focus moving into a modal takes another frame) and checks
    /// every frame.
    static func expectASCII(
        _ host: ViewHost, _ size: TerminalSize, _ what: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var passes = 0
        repeat {
            let cells = nonASCII(host.render(size: size))
            #expect(
                cells.isEmpty, "\(what()) at \(size.columns)x\(size.rows): \(cells.prefix(12))",
                sourceLocation: sourceLocation)
            passes += 1
        } while host.needsRender && passes < 4
    }

    static func press(_ host: ViewHost, _ key: Key, modifiers: KeyModifiers = []) {
        host.handle(.key(KeyPress(key, modifiers: modifiers)))
    }

    static let wide = TerminalSize(columns: 140, rows: 40)
    static let regular = TerminalSize(columns: 100, rows: 30)
    static let narrow = TerminalSize(columns: 80, rows: 30)

    /// Walks the controls with Tab on a narrow screen (no sidebar), pressing each: toggles flip,
    /// alerts open, fields get text that is not ASCII; animations at a few moments.
    static func walkControls(_ host: ViewHost, steps: Int, _ what: String) {
        for step in 0..<steps {
            press(host, .tab)
            expectASCII(host, narrow, "\(what), control \(step) focused")
            press(host, .character(" "))
            press(host, .character("\u{FC}"))
            host.time = step * 130
            expectASCII(host, narrow, "\(what), control \(step) pressed")
        }
    }

    @Test("every page is ASCII, focused and pressed", arguments: GalleryCatalog.tessera.pages.map(\.id))
    func everyPage(page: String) {
        let model = GalleryModel(themes: Self.themes, page: page, depth: .c256)
        model.showsInspector = true
        let host = Self.host(model)
        Self.expectASCII(host, Self.wide, "\(page) with the inspector")
        Self.press(host, .tab)
        Self.expectASCII(host, Self.regular, "\(page) focused, the inspector over the page")
        model.showsInspector = false
        Self.walkControls(host, steps: 10, page)
    }

    @Test("every theme's markers and borders are ASCII", arguments: themes)
    func everyTheme(theme: Theme) {
        let index = Self.themes.firstIndex { $0.name == theme.name } ?? 0
        for page in ["button", "list-cell", "text-field"] {
            let model = GalleryModel(themes: Self.themes, page: page, themeIndex: index, depth: .c256)
            let host = Self.host(model)
            Self.expectASCII(host, Self.regular, "\(page) in \(theme.name)")
            Self.walkControls(host, steps: 3, "\(page) in \(theme.name)")
        }
    }

    static func rows(_ buffer: CellBuffer) -> [String] {
        (0..<buffer.rows).map { y in String(buffer.row(y).filter { !$0.isContinuation }.map(\.grapheme)) }
    }

    @Test("the header, footer and help say it in ASCII, not in question marks")
    func chosenWords() {
        let model = GalleryModel(themes: Self.themes, page: "button", depth: .c256)
        let host = Self.host(model)
        let screen = Self.rows(host.render(size: Self.regular))
        #expect(screen.first?.hasPrefix(" Tessera > Button ") == true, "\(screen.first ?? "")")
        #expect(screen.first?.contains("default - light - 256 colours") == true, "\(screen.first ?? "")")
        #expect(screen.last?.contains(" Tab focus  Enter press  / search  q quit ") == true, "\(screen.last ?? "")")
        Self.press(host, .character("?"))
        _ = host.render(size: Self.regular)
        #expect(Self.rows(host.render(size: Self.regular)).contains { $0.contains("Tab / Shift-Tab") })
    }

    @Test("the help, search, command palette and drawer are ASCII")
    func overlays() {
        let model = GalleryModel(themes: Self.themes, page: "button", depth: .c256)
        let host = Self.host(model)
        for (name, open) in [("help", "?"), ("search", "/"), ("palette", ":")] as [(String, Character)] {
            Self.press(host, .character(open))
            Self.expectASCII(host, Self.regular, "the \(name)")
            if name == "search" {
                // A query that is not ASCII, and the results it finds (none).
                for character in "\u{E9}\u{6F22}\u{5B57}\u{1F44D}\u{1F3FD}\u{1B}" { Self.press(host, .character(character)) }
                Self.expectASCII(host, Self.regular, "searching for text that is not ASCII")
            }
            Self.press(host, .escape)
        }
        Self.press(host, .character("s"))
        Self.expectASCII(host, Self.narrow, "the drawer")
        Self.walkControls(host, steps: 4, "the drawer")
    }
}
