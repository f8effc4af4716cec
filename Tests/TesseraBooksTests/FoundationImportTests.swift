import Foundation
import Testing

/// Issue #14: an app (and the gallery) links FoundationEssentials at most, never the whole of
/// Foundation: it maps ICU (~40 MB) and costs milliseconds of start-up. One `import Foundation`
/// in any module the gallery links is enough to bring it all in, so each is checked here.
@Suite("Foundation imports")
struct FoundationImportTests {
    /// The folders of every module `swift run gallery` links.
    static let linkedByTheGallery = [
        "Sources/TesseraCore", "Sources/TesseraTheme", "Sources/Tessera", "Sources/TesseraHeadless",
        "Sources/TesseraStories", "Sources/TesseraTerminal", "Sources/TesseraGallery", "Gallery",
    ]

    @Test("no module the gallery links imports Foundation (FoundationEssentials is enough)")
    func noFoundation() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var offenders: [String] = []
        var scanned = 0
        for folder in Self.linkedByTheGallery {
            let url = root.appendingPathComponent(folder)
            let files = (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects ?? [])
                .compactMap { $0 as? URL }
                .filter { $0.pathExtension == "swift" }
            for file in files {
                scanned += 1
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    if words.count >= 2, words[0] == "import", words[1] == "Foundation" {
                        offenders.append("\(file.path.dropFirst(root.path.count + 1)):\(number + 1)")
                    }
                }
            }
        }
        #expect(scanned > 100, "the sources were found (\(scanned) files)")
        #expect(offenders.isEmpty, "import Foundation in: \(offenders.joined(separator: ", "))")
    }
}
