import Foundation
import Testing

/// The public API of each library module against its baseline in `API/<module>.txt`: one line per
/// public declaration and conformance, from `swift-api-digester -dump-sdk` over the modules this
/// test run built. A declaration removed or changed (its USR carries its signature) is a break and
/// fails; one added fails too, until the baseline records it. After a deliberate change, run
/// `Scripts/api-baseline.sh` and commit the baseline with the change.
@Suite struct APIBaselineTests {
    static let modules = [
        "TesseraCore", "TesseraTheme", "Tessera", "TesseraHeadless", "TesseraTerminal",
        "TesseraTesting", "TesseraStories", "TesseraGallery",
    ]
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/<triple>/debug`, where SwiftPM put this test bundle and the modules' interfaces.
    static var buildDirectory: URL {
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: bundle).deletingLastPathComponent()
    }

    /// The platform the modules were built for, as `swift symbolgraph-extract -target` takes it.
    static var targetTriple: String {
        #if arch(arm64)
        "aarch64-unknown-linux-gnu"
        #else
        "x86_64-unknown-linux-gnu"
        #endif
    }

    /// The public declarations of `module`, a line each, sorted.
    static func listing(of module: String) throws -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-api-\(module)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let dump = try Toolchain.run(
            "swift-api-digester",
            [
                "-dump-sdk", "-module", module, "-o", output.path,
                "-I", buildDirectory.appendingPathComponent("Modules").path,
                "-I", repository.appendingPathComponent("Sources/CNcursesw").path,
            ])
        try #require(dump.status == 0, "swift-api-digester failed for \(module): \(dump.output)")
        let sdk = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        let root = try #require(sdk?["ABIRoot"] as? [String: Any], "no ABIRoot in the dump of \(module)")
        var lines = Set<String>()
        collect(root, path: [], into: &lines)
        return lines.sorted()
    }

    /// Adds the declarations under `node` (skipping the package and internal ones, and types as
    /// they are used rather than declared) and their conformances.
    static func collect(_ node: [String: Any], path: [String], into lines: inout Set<String>) {
        guard node["isInternal"] as? Bool != true else { return }
        let kind = node["kind"] as? String ?? ""
        let name = node["printedName"] as? String ?? ""
        guard !["TypeNominal", "TypeFunc", "TypeNameAlias", "Import"].contains(kind) else { return }
        var inner = path
        if kind == "Conformance" {
            lines.insert("\(path.joined(separator: ".")) conforms to \(name)")
            return
        }
        if let usr = node["usr"] as? String {
            inner.append(name)
            lines.insert("\(node["declKind"] as? String ?? kind) \(inner.joined(separator: ".")) \(usr)")
        }
        for child in node["children"] as? [[String: Any]] ?? [] { collect(child, path: inner, into: &lines) }
        for conformance in node["conformances"] as? [[String: Any]] ?? [] { collect(conformance, path: inner, into: &lines) }
    }

    @Test(arguments: modules)
    func thePublicAPIIsTheBaseline(module: String) throws {
        let current = try Self.listing(of: module)
        let file = Self.repository.appendingPathComponent("API/\(module).txt")
        if ProcessInfo.processInfo.environment["TESSERA_API_RECORD"] == "1" {
            try (current.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let baseline = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let removed = Set(baseline).subtracting(current).sorted()
        let added = Set(current).subtracting(baseline).sorted()
        #expect(
            removed.isEmpty,
            """
            \(module): \(removed.count) public declarations removed or changed — a break for users. If it is \
            meant, run Scripts/api-baseline.sh and commit API/\(module).txt with the change:
            \(removed.prefix(20).joined(separator: "\n"))
            """)
        #expect(
            added.isEmpty,
            """
            \(module): \(added.count) public declarations not in the baseline; run Scripts/api-baseline.sh to record them:
            \(added.prefix(20).joined(separator: "\n"))
            """)
    }
}
