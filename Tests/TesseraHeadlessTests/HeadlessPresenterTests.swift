import TesseraCore
import Testing

@testable import TesseraHeadless

@Suite("Headless presenter")
struct HeadlessPresenterTests {
    @Test("Each format goes to its serialiser, with the presenter's options")
    func dispatch() {
        let buffer = CellBuffer.showcase
        let presenter = HeadlessPresenter(text: TextSerializer(trimTrailingSpaces: true))
        #expect(presenter.render(buffer, as: .text) == TextSerializer(trimTrailingSpaces: true).serialize(buffer))
        #expect(presenter.render(buffer, as: .ansi, depth: .c256) == ANSISerializer().serialize(buffer, depth: .c256))
        #expect(presenter.render(buffer, as: .svg, depth: .c16) == SVGSerializer().serialize(buffer, depth: .c16))
        #expect(presenter.render(buffer, as: .text, depth: .monochrome) == presenter.render(buffer, as: .text))
    }

    @Test("File extensions")
    func fileExtensions() {
        #expect(SnapshotFormat.allCases.map(\.fileExtension) == ["txt", "ansi", "svg"])
        #expect(SnapshotFormat(rawValue: "txt") == .text)
    }

    @Test(
        "The same frame gives the same bytes every time, in every format and depth",
        arguments: SnapshotFormat.allCases)
    func deterministic(format: SnapshotFormat) {
        let presenter = HeadlessPresenter()
        for depth in ColorDepth.allCases {
            let first = presenter.render(.showcase, as: format, depth: depth)
            let copy = CellBuffer.showcase
            #expect(presenter.render(copy, as: format, depth: depth) == first)
            #expect(presenter.render(.showcase, as: format, depth: depth) == first)
            #expect(Array(presenter.render(.showcase, as: format, depth: depth).utf8) == Array(first.utf8))
        }
    }
}
