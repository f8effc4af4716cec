import TesseraTesting
import Testing

@testable import Tessera
@testable import TesseraGallery

/// The gallery for a team's own books: pages and deep links from story ids, the story checks'
/// markers and panel, `y`, and the command line.
@Suite("A team's story gallery")
struct StoryGalleryTests {
    static let wallet = StoryBook("Wallet") {
        Story("Balance card") { Text("$1,024.00").textRole(.title2) }
        Story("Pay button", code: "Button(\"Pay\") { }.buttonStyle(.tessera(.primary))") {
            Button("Pay") {}
            Button("Pay") {}.buttonStyle(.tessera(.primary))
        }
        StorySection("Statement") {
            Story("Thirty rows") { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Text("payment \($0)") } } }
        }
    }
    static let catalog = GalleryCatalog(books: [wallet])
    static let size = TerminalSize(columns: 120, rows: 40)

    static func rows(_ model: GalleryModel, size: TerminalSize = size) -> [String] {
        let host = ViewHost(GalleryRoot(model: model))
        var buffer = host.render(size: size)
        while host.needsRender { buffer = host.render(size: size) }
        return Snapshot.Frame(buffer: buffer, depth: .truecolor, theme: .default, scheme: .light)
            .serialized(as: .text).split(separator: "\n").map(String.init)
    }

    @Test("a page, a story on it, or the last part of a page id opens the page")
    func pagesFromIDs() {
        #expect(Self.catalog.pages.map(\.id) == ["wallet/balance-card", "wallet/pay-button", "wallet/statement"])
        #expect(Self.catalog.page(for: "wallet/statement/thirty-rows")?.id == "wallet/statement")
        #expect(Self.catalog.page(for: "statement")?.id == "wallet/statement")
        #expect(Self.catalog.page(for: "wallet/statement/nope") == nil)
        #expect(
            GalleryCatalog(books: [Self.wallet, Self.wallet]).pages.last?.id == "wallet-2/statement",
            "a second book with the same id gets a suffix")
        #expect(GalleryCatalog.tessera.page(for: "controls/button/variants/primary")?.title == "Button")
    }

    @Test("the deep link of a state opens exactly that state")
    func deepLink() throws {
        let nord = try Theme.builtin(named: "nord")
        let model = GalleryModel(
            catalog: Self.catalog, commandName: "wallet-gallery", themes: [.default, nord],
            link: "wallet/pay-button", themeIndex: 1, scheme: .dark, depth: .c256, density: .compact)
        #expect(model.deepLink == "wallet-gallery --story wallet/pay-button --theme nord --scheme dark --colors 256 --density compact")
        model.nextTheme()
        model.toggleMotion()
        #expect(model.deepLink.hasSuffix("--theme default --scheme dark --colors 256 --density compact --reduce-motion"))
        var options = ViewOptions(catalog: Self.catalog)
        var reader = ArgumentReader(Array(model.deepLink.split(separator: " ").dropFirst().map(String.init)))
        while let (name, inline) = reader.next() { #expect(try options.read(name, inline: inline, from: &reader), "\(name)") }
        #expect(options.link == "wallet/pay-button")
        #expect(options.scheme == .dark && options.colors == .c256 && options.density == .compact && options.reduceMotion)
    }

    @Test("a deep link to a story inside a section marks it on its page")
    func linkedStoryIsMarked() throws {
        let model = GalleryModel(catalog: GalleryCatalog.tessera, themes: [.default], link: "controls/button/variants/primary")
        let host = ViewHost(GalleryRoot(model: model))
        var buffer = host.render(size: Self.size)
        while host.needsRender { buffer = host.render(size: Self.size) }
        func labelStyle(_ label: String) -> CellStyle? {
            for y in 0..<buffer.rows {
                let row = String((0..<buffer.columns).map { buffer[$0, y].grapheme })
                if let range = row.range(of: "  \(label) ") {
                    return buffer[row.distance(from: row.startIndex, to: range.lowerBound) + 2, y].style
                }
            }
            return nil
        }
        let linked = try #require(labelStyle("Primary"))
        let other = try #require(labelStyle("Secondary"))
        #expect(linked.attributes.contains(.bold) && !other.attributes.contains(.bold))
        #expect(linked.foreground != other.foreground)
        model.nextPage()
        model.previousPage()
        #expect(model.linkedStory == nil, "opening another page leaves the mark behind")
    }

    @Test("a story that fails a check is marked in the sidebar and listed by !")
    func checkMarkers() {
        let model = GalleryModel(catalog: Self.catalog, themes: [.default], link: "wallet/statement")
        #expect(!Self.rows(model).joined().contains("check problem"), "no results until the checks have run")
        var cache: [GalleryChecks.State: [String: GalleryChecks.Report]] = [:]
        model.runChecks(cache: &cache)
        let rows = Self.rows(model)
        #expect(rows.contains { $0.contains("Statement") && $0.contains("!") }, "\(rows.prefix(8))")
        #expect(!rows.contains { $0.contains("Pay button") && $0.contains("!") })
        #expect(rows.contains { $0.contains("! 1 check problem in this state") })
        _ = GalleryKeys.handle(KeyPress(.character("!")), model: model, quit: QuitAction {}, sidebarHidden: false)
        let panel = Self.rows(model).joined(separator: "\n")
        #expect(panel.contains("Story checks"))
        #expect(panel.contains("Thirty rows  clipping: the story needs 10×30 cells; the mode gives 80×24"), "\(panel)")
        model.toggleScheme()
        #expect(model.checkReports(on: model.page) == nil, "results are for the state they ran in")
    }

    @Test("y shows the deep link, and says whether it reached the clipboard")
    func copyLink() {
        for copies in [true, false] {
            let model = GalleryModel(catalog: Self.catalog, themes: [.default], link: "wallet/pay-button")
            var copied: [String] = []
            let copy = CopyToClipboardAction {
                copied.append($0); return copies
            }
            _ = GalleryKeys.handle(KeyPress(.character("y")), model: model, quit: QuitAction {}, sidebarHidden: false, copy: copy)
            #expect(copied == [model.deepLink])
            let screen = Self.rows(model).joined(separator: "\n")
            #expect(screen.contains("gallery --story wallet/pay-button --theme default"))
            #expect(screen.contains(copies ? "Copied to the clipboard." : "does not take clipboard writes"))
        }
    }

    @Test("y with an example focused copies its code, and still shows the deep link")
    func copyCallSite() throws {
        for copies in [true, false] {
            let model = GalleryModel(catalog: Self.catalog, themes: [.default], link: "wallet/statement/thirty-rows")
            model.focusedStory = "wallet/pay-button"
            let code = try #require(model.focusedCallSite)
            var copied: [String] = []
            let copy = CopyToClipboardAction {
                copied.append($0); return copies
            }
            _ = GalleryKeys.handle(KeyPress(.character("y")), model: model, quit: QuitAction {}, sidebarHidden: false, copy: copy)
            #expect(copied == [code], "the story's call site, whole")
            #expect(!code.contains("$("), "a playground's code with its controls' values: \(code)")
            let screen = Self.rows(model).joined(separator: "\n")
            #expect(screen.contains("Call site"), "\(screen)")
            #expect(screen.contains(String(code.split(separator: "\n")[0])), "\(screen)")
            #expect(screen.contains("gallery --story wallet/pay-button"), "the deep link is still there to select")
            model.focusedStory = nil   // as when the panel takes focus
            #expect(
                Self.rows(model).joined(separator: "\n").contains("--story wallet/pay-button"),
                "the link shown is the one for the example focused when y was pressed")
            #expect(screen.contains(copies ? "Copied to the clipboard." : "select the code above"))
        }
    }

    @Test("the command line lists stories and renders one")
    func commandLine() {
        let cli = GalleryCLI(catalog: Self.catalog, title: "Wallet", name: "wallet-gallery")
        func run(_ arguments: [String]) -> (Int32, CommandOutput) { cli.outcome(of: arguments) }
        let (listed, stories) = run(["stories"])
        #expect(listed == 0)
        #expect(stories.standardOutput == "wallet/balance-card\nwallet/pay-button\nwallet/statement/thirty-rows\n")
        let (rendered, snapshot) = run(["snapshot", "--story", "wallet/pay-button", "--size", "80x24"])
        #expect(rendered == 0)
        let text = snapshot.standardOutput
        #expect(text.hasPrefix(" ≡ Wallet › Pay button"), "\(text.prefix(80))")
        #expect(text.components(separatedBy: "Pay ").count - 1 >= 2, "the plain and the primary Pay")
        let (bad, error) = run(["--story", "wallet/nope"])
        #expect(bad == 2)
        #expect(error.standardError.contains("--story must be a story or page id (see `stories` and `pages`), not 'wallet/nope'"))
        #expect(error.standardError.contains("Run 'wallet-gallery --help'"))
        let (_, usage) = run(["--help"])
        #expect(usage.standardOutput.contains("wallet-gallery stories"))
    }
}
