import Foundation
import Testing

/// Every public symbol of the library modules has a `///` comment: the symbol graphs
/// `swift symbolgraph-extract` makes of the modules this test run built list none without one
/// (members the compiler synthesises, such as an enum's `hashValue`, take the protocol's).
@Suite struct DocumentationCoverageTests {
    /// The public symbols of `module` (and its extensions of other modules' types) with no doc
    /// comment, and how many public symbols it has.
    static func undocumented(in module: String) throws -> (missing: [String], publicSymbols: Int) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let extract = try Toolchain.run(
            "swift-symbolgraph-extract",
            [
                "-module-name", module, "-target", APIBaselineTests.targetTriple, "-minimum-access-level", "public",
                "-output-dir", output.path,
                "-I", APIBaselineTests.buildDirectory.appendingPathComponent("Modules").path,
                "-I", APIBaselineTests.repository.appendingPathComponent("Sources/CNcursesw").path,
            ])
        try #require(extract.status == 0, "swift-symbolgraph-extract failed for \(module): \(extract.output)")
        var missing: [String] = []
        var publicSymbols = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".symbols.json") {
            let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent(file))) as? [String: Any]
            for symbol in graph?["symbols"] as? [[String: Any]] ?? [] {
                let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
                guard ["public", "open"].contains(symbol["accessLevel"] as? String ?? ""), !precise.contains("::SYNTHESIZED::")
                else { continue }
                publicSymbols += 1
                guard symbol["docComment"] == nil else { continue }
                let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                missing.append("\(kind) \(path)")
            }
        }
        return (missing.sorted(), publicSymbols)
    }

    @Test(arguments: APIBaselineTests.modules)
    func everyPublicSymbolIsDocumented(module: String) throws {
        let (missing, publicSymbols) = try Self.undocumented(in: module)
        #expect(publicSymbols > 0, "\(module): the symbol graph lists no public symbols")
        #expect(missing.isEmpty, "\(module): \(missing.count) public symbols without a doc comment:\n\(missing.joined(separator: "\n"))")
    }
}
