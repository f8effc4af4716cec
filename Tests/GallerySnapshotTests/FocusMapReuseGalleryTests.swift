import Testing

@testable import Tessera
@testable import TesseraGallery
@testable import TesseraHeadless

/// The whole gallery driven with every frame checked against one resolved from scratch (cells and
/// focus map): the focus map copies what did not change from the last frame's, and the gallery
/// has everything that could trip it — sections, key handlers, scroll views, lazy lists, modals.
@Suite("Focus map reuse in the gallery")
struct FocusMapReuseGalleryTests {
    @Test(arguments: ["controls/toggle", "content/list"])
    func everyFrameMatchesAFullResolution(page: String) {
        let size = TerminalSize(columns: 120, rows: 40)
        let model = GalleryModel(themes: [.default], page: page, depth: .c256, reduceMotion: true)
        let host = ViewHost(ThemeProvider(.default) { GalleryRoot(model: model) }, environment: EnvironmentValues())
        host.verifiesIncrementalFrames = true
        let driver = HeadlessDriver(host: host, size: size, theme: .default, scheme: .light, colors: .c256)
        var keys: [(Key, KeyModifiers)] = Array(repeating: (.tab, []), count: 8)
        keys += [(.character(" "), []), (.down, []), (.backTab, []), (.backTab, []), (.enter, [])]
        keys += [(.character("i"), []), (.tab, []), (.tab, []), (.character("i"), [])]
        keys += [(.character("?"), []), (.tab, []), (.escape, []), (.character("/"), []), (.escape, [])]
        keys += [(.character("]"), []), (.tab, []), (.tab, []), (.character("["), []), (.tab, [])]
        for (key, modifiers) in keys { driver.press(key, modifiers: modifiers) }
        driver.scroll(upwards: false, steps: 3, at: Point(x: 60, y: 20))
        driver.press(.tab)
        #expect(driver.verificationFailures.isEmpty, "\(driver.verificationFailures.prefix(3).joined(separator: "\n"))")
        #expect(host.focusMapReuse.generation > keys.count, "a focus map per frame")
    }
}
