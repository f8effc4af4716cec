import TesseraTesting
import Testing

@testable import TesseraGallery

/// Issue 17, "readable text": the gallery's own chrome — the header, the sidebar with its
/// current-page label, the footer — keeps its text at the theme's ratio in every built-in theme,
/// scheme and depth, as a terminal of that depth shows it. (Catppuccin light at 256 colours drew
/// the current page #005fd7 on #dadada, 4.15:1; Catppuccin and Dracula dark at 8 colours the
/// header's "Tessera" #cd00cd on black, 4.48:1.) The story checks judge the pages; this judges
/// what is around them.
@Suite("Gallery chrome contrast")
struct ChromeContrastTests {
    static let depths: [ColorDepth] = [.truecolor, .c256, .c16, .c8]
    static let size = TerminalSize(columns: 120, rows: 40)

    /// The tag page in `theme`, in each scheme and depth.
    static func frames(_ theme: Theme) -> [(context: String, frame: Snapshot.Frame)] {
        ColorScheme.allCases.flatMap { scheme in
            depths.map { depth in
                let model = GalleryModel(themes: [theme], page: "tag", scheme: scheme, depth: depth, reduceMotion: true)
                return ("\(scheme) \(depth.rawValue)", GallerySnapshot.frame(model, size: size))
            }
        }
    }

    @Test(arguments: Theme.measurableBuiltinNames)
    func chromeTextReads(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        var findings: [String] = []
        let size = Self.size
        for (context, frame) in Self.frames(theme) {
            let border = try #require((0..<size.columns).first { frame.buffer[$0, 2].grapheme == "│" }, "the sidebar's border")
            let chrome = frame.contrastAudit(boldText: .text).failing([.text]).filter { finding in
                finding.position.y == 0 || finding.position.y == size.rows - 1 || finding.position.x < border
            }
            if let worst = chrome.min(by: { $0.ratio < $1.ratio }) {
                findings.append(
                    "\(context): \(chrome.count) cells, the worst \"\(worst.glyph)\" at "
                        + "\(worst.position.x + 1),\(worst.position.y + 1): \(worst.foreground.hexString) on "
                        + "\(worst.background.hexString), \(worst.ratio):1 where \(worst.required):1")
            }
        }
        #expect(findings.isEmpty, "\(name):\n\(findings.joined(separator: "\n"))")
    }

    /// Review 17b, N9: the sidebar's `▌` current-page bar keeps WCAG's 3:1 for marks against its
    /// row's wash, as the depth shows both (solarized dark at 16 colours drew ANSI 12 on the ANSI 4
    /// wash, 1.98:1; dracula dark at 8 colours ANSI 4 on black, 2.23:1).
    @Test(arguments: Theme.builtinNames)
    func theCurrentPageBarShowsOnItsRow(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        var findings: [String] = []
        for (context, frame) in Self.frames(theme) {
            let bars = (0..<frame.buffer.rows).filter { frame.buffer[0, $0].grapheme == "▌" }
            #expect(bars.count == 1, "\(name) \(context): one current page")
            for finding in frame.contrastAudit().failing([.icon]) where finding.position.x == 0 && finding.glyph == "▌" {
                findings.append("\(context): \(finding.foreground.hexString) on \(finding.background.hexString), \(finding.ratio):1")
            }
        }
        #expect(findings.isEmpty, "\(name):\n\(findings.joined(separator: "\n"))")
    }

    /// The search panel marks the open page with the sidebar's bar: on the panel's fill it keeps
    /// 3:1 as the depth shows both, as the sidebar's does (it drew the plain primary).
    @Test(arguments: Theme.builtinNames)
    func theCurrentEntryBarShowsInSearch(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        var findings: [String] = []
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let model = GalleryModel(themes: [theme], page: "toggle", scheme: scheme, depth: depth, reduceMotion: true)
                model.showsSearch = true
                let frame = GallerySnapshot.frame(model, size: Self.size)
                let bars = (0..<frame.buffer.rows).flatMap { y in
                    (1..<frame.buffer.columns).filter { frame.buffer[$0, y].grapheme == "▌" }.map { Point(x: $0, y: y) }
                }
                #expect(bars.count == 1, "\(name) \(scheme) \(depth.rawValue): the open page, once")
                for finding in frame.contrastAudit().failing([.icon]) where finding.glyph == "▌" && bars.contains(finding.position) {
                    findings.append(
                        "\(scheme) \(depth.rawValue): \(finding.foreground.hexString) on \(finding.background.hexString), \(finding.ratio):1"
                    )
                }
            }
        }
        #expect(findings.isEmpty, "\(name):\n\(findings.joined(separator: "\n"))")
    }
}
