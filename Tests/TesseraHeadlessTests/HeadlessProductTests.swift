import Foundation
import Testing

/// The `TesseraHeadless` product renders without a test framework: the example program
/// (`Tests/Fixtures/HeadlessSVG`, depending on that product alone) writes an SVG and links
/// neither XCTest nor Swift Testing.
@Suite struct HeadlessProductTests {
    /// The example SwiftPM built next to this test bundle.
    static var example: String {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("headless-svg-example").path
    }

    private func run(_ executable: String, _ arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(executable) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aProgramWritesAnSVGWithoutLinkingATestFramework() throws {
        let svg = try run(Self.example)
        // One tspan a glyph: the text is what is left without the tags.
        let text = svg.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        #expect(svg.hasPrefix("<svg") && text.contains("Receipt") && text.contains("Done"), "\(svg.prefix(200))")
        let libraries = try run("/usr/bin/ldd", [Self.example])
        #expect(libraries.contains("libswiftCore"), "ldd lists the program's libraries: \(libraries)")
        for framework in ["libXCTest", "libTesting", "lib_TestingInterop"] {
            #expect(!libraries.contains(framework), "\(framework) is linked:\n\(libraries)")
        }
    }
}
