import TesseraTesting
import Testing

@testable import TesseraGallery

/// A page that switches between rows and stacked stories (the inspector opening beside it, a
/// resize) keeps the focused control and the state of its samples.
@Suite("Focus across layouts")
struct FocusAcrossLayoutsTests {
    static func gallery(page: String, size: TerminalSize, colors: ColorDepth = .truecolor) -> (HeadlessApp, GalleryModel) {
        let model = GalleryModel(themes: [.default], page: page, depth: colors, reduceMotion: true)
        return (HeadlessApp(size: size) { GalleryRoot(model: model) }, model)
    }

    /// The grid the open page has at `size`, with or without the inspector.
    static func isStacked(_ model: GalleryModel, columns: Int, inspector: Bool) -> Bool? {
        guard case .section(let section) = model.page.item else { return nil }
        let environment = SampleMetrics.Environment(values: EnvironmentValues(), theme: .default, scheme: .light)
        let metrics = PageContent.metrics(section.items, idPrefix: model.page.id, environment: environment)
        let width = PageContainer.contentWidth(columns: columns, showsInspector: inspector, catalog: model.catalog)
        return PageContent.grid(section.items, idPrefix: model.page.id, metrics: metrics, pageWidth: width).isStacked
    }

    @Test(
        "the review's case: Tab, then i where the inspector restacks the page; the inspector names the control, which stays focused and on")
    func inspectorKeepsFocus() {
        // At 120×40 the Toggle page is in rows until the inspector narrows it: the case that lost focus.
        let (app, model) = Self.gallery(page: "controls/toggle", size: TerminalSize(columns: 120, rows: 40), colors: .c16)
        #expect(Self.isStacked(model, columns: 120, inspector: false) == false)
        #expect(Self.isStacked(model, columns: 120, inspector: true) == true)
        app.press(.tab)
        #expect(app.focusedElement?.label == "Notifications")
        app.press(.character(" "))   // the switch off: its @State must survive too
        #expect(Self.focusedSwitch(app) == "○──", "\(app.text)")
        app.press(.character("i"))
        #expect(model.showsInspector)
        #expect(app.focusedElement?.label == "Notifications", "focus is on \(app.focusedElement?.label ?? "nothing")")
        #expect(model.inspection?.label == "Notifications")
        #expect(!app.text.contains("Focus a control"), "\(app.text)")
        // The line left of the panel is the page's scroll bar: its track or its thumb.
        #expect(app.text.contains("│ Notifications") || app.text.contains("┃ Notifications"), "the inspector names it: \(app.text)")
        #expect(Self.focusedSwitch(app) == "○──", "still focused, still off: \(app.text)")
    }

    /// The track of the focused switch, between its markers: `▸ ○── Notifications ◂`.
    static func focusedSwitch(_ app: HeadlessApp) -> String? {
        guard let line = app.text.split(separator: "\n").first(where: { $0.contains("Notifications ◂") }),
            let start = line.range(of: "▸ ")
        else { return nil }
        return String(line[start.upperBound...].prefix(3))
    }

    @Test(
        "every page keeps focus on its first control when a resize from 200×60 to 120×40 or the inspector changes its layout",
        arguments: GalleryCatalog.tessera.pages.map(\.id))
    func resizeKeepsFocus(page: String) {
        let (app, model) = Self.gallery(page: page, size: TerminalSize(columns: 200, rows: 60))
        app.press(.tab)
        guard let label = app.focusedElement?.label else { return }   // a page with no control
        app.resize(to: TerminalSize(columns: 120, rows: 40))
        #expect(app.focusedElement?.label == label, "\(page): after the resize, focus is on \(app.focusedElement?.label ?? "nothing")")
        app.press(.character("i"))
        #expect(app.focusedElement?.label == label, "\(page): with the inspector, focus is on \(app.focusedElement?.label ?? "nothing")")
        #expect(model.inspection?.label == label)
        app.resize(to: TerminalSize(columns: 200, rows: 60))
        #expect(app.focusedElement?.label == label, "\(page): back at 200×60, focus is on \(app.focusedElement?.label ?? "nothing")")
    }

    @Test("the switch the resizes exercise: most pages are in rows at 200×60 and stacked at 120×40 with the inspector")
    func theLayoutReallySwitches() {
        let switching = GalleryCatalog.tessera.pages.filter { page in
            let model = GalleryModel(themes: [.default], page: page.id)
            return Self.isStacked(model, columns: 200, inspector: false) == false
                && Self.isStacked(model, columns: 120, inspector: true) == true
        }
        #expect(switching.count >= 8, "\(switching.map(\.id))")
    }
}
