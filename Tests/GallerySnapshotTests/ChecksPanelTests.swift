import Dispatch
import Synchronization
import TesseraTesting
import Testing

@testable import TesseraGallery

/// Issue 17: the `!` checks panel says which status colours the depth holds below the theme's
/// contrast level (``HeldContrast``), so what the contrast check accepts is shown, not hidden.
@Suite("Checks panel")
struct ChecksPanelTests {
    static func text(theme: Theme, colors: ColorDepth) -> String {
        let frame = Snapshot.Frame(
            ChecksPanel(reports: []), size: TerminalSize(columns: 80, rows: 16), theme: theme,
            scheme: .light, colors: colors)
        return TextSerializer(trimTrailingSpaces: true).serialize(frame.buffer).split(separator: "\n")
            .map { $0.split(separator: "│").joined(separator: " ").split(separator: " ").joined(separator: " ") }
            .joined(separator: " ")
    }

    @Test func aHeldRedIsNamed() throws {
        let text = Self.text(theme: try Theme.builtin(named: "high-contrast"), colors: .c16)
        #expect(text.contains("this theme's 7:1"), "\(text)")
        #expect(text.contains("fgNegative is held to 5.84:1"), "\(text)")
    }

    @Test func nothingIsSaidWhereTheDepthMeetsTheLevel() throws {
        #expect(!Self.text(theme: .default, colors: .c16).contains("held to"))
        #expect(!Self.text(theme: try Theme.builtin(named: "high-contrast"), colors: .truecolor).contains("held to"))
    }

    /// The stories of each page of `catalog`, by id, as the runner hands each page's results back.
    static func deliveries(_ catalog: GalleryCatalog, first: Int, then second: Int? = nil) -> [Set<String>] {
        let runner = GalleryCheckRunner(delivery: DispatchQueue(label: "checks-test"))
        let state = GalleryChecks.State(theme: .default, scheme: .light, colors: .c16, density: .regular)
        let delivered = Mutex<[Set<String>]>([])
        let arrived = DispatchSemaphore(value: 0)
        runner.request(state, pages: catalog.storiesByPage, first: first) { _, reports in
            delivered.withLock { $0.append(Set(reports.keys)) }
            arrived.signal()
        }
        // Asked again before the run starts (the first waits a moment), for the same state: the
        // run goes on with the page asked for next.
        if let second { runner.request(state, pages: catalog.storiesByPage, first: second) { _, _ in } }
        for _ in catalog.storiesByPage.indices { _ = arrived.wait(timeout: .now() + 120) }
        return delivered.withLock { $0 }
    }

    @Test("the open page's checks come back first, on their own, and the rest follow page by page")
    func openPageFirst() throws {
        let catalog = StoryGalleryTests.catalog
        let ids = catalog.storiesByPage.map { Set($0.map(\.id)) }
        let open = try #require(catalog.pages.firstIndex { $0.id == "wallet/statement" })
        let delivered = Self.deliveries(catalog, first: open)
        #expect(delivered.first == ids[open], "\(delivered)")
        #expect(
            delivered.count == ids.count && Set(delivered.map { $0.sorted() }) == Set(ids.map { $0.sorted() }),
            "every page once: \(delivered)")
        let moved = Self.deliveries(catalog, first: 0, then: open)
        #expect(moved.first == ids[open], "the page opened since goes next: \(moved)")
    }

    @Test("the open page's reports show while the rest of the catalogue is still being checked")
    func openPageShowsBeforeTheRest() throws {
        let model = GalleryModel(catalog: StoryGalleryTests.catalog, themes: [.default], link: "wallet/statement")
        #expect(model.checkReports(on: model.page) == nil)
        let open = try #require(model.catalog.pages.firstIndex { $0.id == model.page.id })
        let reports = GalleryChecks.reports(for: model.catalog.storiesByPage[open], in: model.checkState)
        model.addCheckResults(reports, for: model.checkState)
        #expect(model.checkReports(on: model.page)?.map(\.title) == ["Thirty rows"])
        #expect(model.checkReports(on: model.catalog.pages[0]) == nil, "another page waits for its own")
        model.toggleScheme()
        #expect(model.checkReports(on: model.page) == nil, "results are for the state they ran in")
    }
}
