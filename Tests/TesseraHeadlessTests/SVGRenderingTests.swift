import Foundation
import TesseraCore
import Testing

@testable import TesseraHeadless

/// `rsvg-convert` on the search path, if there is one.
private let rsvgConvert: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
        .map { "\($0)/rsvg-convert" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite("SVG rendering")
struct SVGRenderingTests {
    @Test(
        "rsvg-convert renders the showcase frame at every depth", .enabled(if: rsvgConvert != nil),
        arguments: ColorDepth.allCases)
    func rsvgRenders(depth: ColorDepth) throws {
        let executable = try #require(rsvgConvert)
        let directory = FileManager.default.temporaryDirectory
        let stem = "tessera-headless-\(ProcessInfo.processInfo.processIdentifier)-\(depth.rawValue)"
        let svgURL = directory.appendingPathComponent("\(stem).svg")
        let pngURL = directory.appendingPathComponent("\(stem).png")
        defer {
            try? FileManager.default.removeItem(at: svgURL)
            try? FileManager.default.removeItem(at: pngURL)
        }
        try SVGSerializer().serialize(.showcase, depth: depth).write(to: svgURL, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [svgURL.path, "-o", pngURL.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        let png = try Data(contentsOf: pngURL)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
