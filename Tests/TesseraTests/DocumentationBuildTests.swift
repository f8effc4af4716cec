import Foundation
import Testing

/// The DocC catalogues (`Sources/<module>/<module>.docc`) build offline with the toolchain's
/// `docc`, as `Scripts/build-docs.sh` builds them, with no warning (every link resolves, every
/// parameter is documented), and the site has every article.
@Suite struct DocumentationBuildTests {
    static let catalogs = ["Tessera", "TesseraTerminal", "TesseraTesting", "TesseraGallery"]

    @Test(arguments: catalogs)
    func theCatalogueBuildsWithoutWarnings(module: String) throws {
        let repository = APIBaselineTests.repository
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-docs-\(module)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let graphs = work.appendingPathComponent("graphs"), site = work.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let extract = try Toolchain.run(
            "swift-symbolgraph-extract",
            [
                "-module-name", module, "-target", APIBaselineTests.targetTriple, "-minimum-access-level", "public",
                "-output-dir", graphs.path,
                "-I", APIBaselineTests.buildDirectory.appendingPathComponent("Modules").path,
                "-I", repository.appendingPathComponent("Sources/CNcursesw").path,
            ])
        try #require(extract.status == 0, "symbol graph of \(module): \(extract.output)")
        let catalog = repository.appendingPathComponent("Sources/\(module)/\(module).docc")
        let convert = try Toolchain.run(
            "docc",
            [
                "convert", catalog.path, "--additional-symbol-graph-dir", graphs.path,
                "--fallback-display-name", module, "--fallback-bundle-identifier", "dev.tessera.\(module)",
                "--transform-for-static-hosting", "--hosting-base-path", module, "--warnings-as-errors",
                "--output-path", site.path,
            ])
        #expect(convert.status == 0, "docc convert \(module):\n\(convert.output.suffix(3000))")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") && $0 != "\(module).md" }
        #expect(!articles.isEmpty, "\(module) has articles")
        for article in articles {
            let page = site.appendingPathComponent("data/documentation/\(module.lowercased())/\(article.dropLast(3).lowercased()).json")
            #expect(FileManager.default.fileExists(atPath: page.path), "\(module): \(article) is in the site")
        }
    }
}
