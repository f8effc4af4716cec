import Foundation
import Testing

/// The code is formatted as `.swift-format` says: `swift format lint --strict` (the toolchain's
/// swift-format) finds nothing in the package's Swift files. `Scripts/format.sh` formats them.
@Suite struct FormatLintTests {
    /// The folders (and files) `Scripts/format.sh` formats.
    static let paths = ["Sources", "Gallery", "Tests", "Benchmarks", "Fuzz", "Plugins", "Package.swift"]

    private func lint(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let configuration = APIBaselineTests.repository.appendingPathComponent(".swift-format").path
        return try Toolchain.run(
            "swift-format", ["lint", "--strict", "--configuration", configuration] + arguments,
            in: APIBaselineTests.repository)
    }

    @Test func theCodeIsFormatted() throws {
        let result = try lint(["--recursive", "--parallel"] + Self.paths)
        #expect(result.status == 0, "swift format lint --strict (run Scripts/format.sh):\n\(result.output.prefix(4000))")
    }

    /// The lint can fail: a file indented by two spaces, with two statements on a line joined by a
    /// missing line break, is refused under the same configuration.
    @Test func aMisformattedFileIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-format-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try "func f() {\n  let x = 1\n  print(x)\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try lint([file.path])
        #expect(result.status != 0)
        #expect(result.output.contains("[Indentation]"), "\(result.output)")
    }
}
