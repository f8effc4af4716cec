import TesseraTesting
import Testing

@testable import TesseraGallery

/// Every gallery page — the whole screen, chrome and all — compared with its reviewed reference:
/// in every built-in theme, light and dark, at 100×30 in truecolor; and at 80×24 in 16 colours and
/// in monochrome. References are ANSI, so colours and attributes are compared as well as text (`cat`
/// one to see it). Each story on its own, in its book's modes, is `TesseraStoriesTests`.
///
/// Record after a deliberate change with `TESSERA_RECORD=failed swift test --filter GallerySnapshotTests`,
/// then look at every changed reference before committing it.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    static let themes: [Theme] = Theme.builtinNames.compactMap { try? Theme.builtin(named: $0) }

    @Test(arguments: GalleryCatalog.tessera.pages.map(\.id))
    func everyThemeAndScheme(page: String) {
        #expect(Self.themes.count == Theme.builtinNames.count, "every built-in theme loads")
        for (index, theme) in Self.themes.enumerated() {
            for scheme in ColorScheme.allCases {
                let model = GalleryModel(
                    themes: Self.themes, page: page, themeIndex: index, scheme: scheme,
                    depth: .truecolor, reduceMotion: true)
                assertSnapshot(
                    of: GalleryRoot(model: model), size: TerminalSize(columns: 100, rows: 30),
                    theme: theme, scheme: scheme, colors: .truecolor, format: .ansi,
                    named: "\(Self.shortName(page)).\(theme.name).\(scheme.rawValue)")
            }
        }
    }

    @Test(arguments: GalleryCatalog.tessera.pages.map(\.id))
    func fewColours(page: String) {
        for depth in [ColorDepth.c16, .monochrome] {
            let model = GalleryModel(themes: Self.themes, page: page, depth: depth, reduceMotion: true)
            assertSnapshot(
                of: GalleryRoot(model: model), size: TerminalSize(columns: 80, rows: 24),
                colors: depth, format: .ansi, named: "\(Self.shortName(page)).default.light.\(depth.rawValue)")
        }
    }

    /// `controls/button` → `button`: the last part of a page id is unique among Tessera's pages.
    static func shortName(_ page: String) -> String {
        page.split(separator: "/").last.map(String.init) ?? page
    }
}
