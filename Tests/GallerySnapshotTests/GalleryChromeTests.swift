import Testing
import TesseraTesting
@testable import TesseraGallery

/// The gallery's header, footer, drawer and "too small" screen at every width they meet.
@Suite("Gallery chrome")
struct GalleryChromeTests {
    static func rows(_ model: GalleryModel, columns: Int, rows: Int = 24) -> [String] {
        let host = ViewHost(GalleryRoot(model: model))
        var buffer = host.render(size: TerminalSize(columns: columns, rows: rows))
        while host.needsRender { buffer = host.render(size: TerminalSize(columns: columns, rows: rows)) }
        return TextSerializer(trimTrailingSpaces: true).serialize(buffer).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("the header never breaks a word, from the minimum width up", arguments: ["toggle", "slide-button", "list-cell"])
    func headerKeepsWords(page: String) {
        for columns in GalleryRoot.minimumSize.columns...140 {
            let lines = Self.rows(GalleryModel(themes: [.default], page: page, reduceMotion: true), columns: columns)
            let header = lines[0]
            #expect(header.contains(" Tessera › "), "\(columns) columns: \(header)")
            #expect(header.hasSuffix("default") || header.contains("default ·"), "the theme is named at \(columns): \(header)")
            // The title is whole, or cut with an ellipsis: never folded onto the next row.
            let title = GalleryCatalog.tessera.page(for: page)?.title ?? page
            #expect(header.contains(title) || header.contains("…"), "\(columns) columns: \(header)")
            #expect(!lines[1].contains("ssera") && !lines[1].contains("default"), "\(columns) columns, second row: \(lines[1])")
        }
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
}
