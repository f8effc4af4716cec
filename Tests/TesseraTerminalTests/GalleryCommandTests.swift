import Foundation
import Testing

/// The `gallery` command as a user runs it, without a terminal.
@Suite("Gallery command")
struct GalleryCommandTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: ["txt", "ansi", "svg"])
    func snapshotsAreTheSameBytesInEveryRun(format: String) throws {
        let arguments = ["snapshot", "--page", "text", "--theme", "nord", "--scheme", "dark", "--format", format]
        let first = try runProcess(galleryExecutable, arguments, environment: [:])
        let second = try runProcess(galleryExecutable, arguments, environment: [:])
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test func pageAllIsEveryPageAsThemeAllIsEveryTheme() throws {
        let all = try folder(), pageAll = try folder()
        defer { for url in [all, pageAll] { try? FileManager.default.removeItem(at: url) } }
        _ = try runProcess(galleryExecutable, ["snapshot", "--all", "--size", "40x12", "--out", all.path], environment: [:])
        _ = try runProcess(galleryExecutable, ["snapshot", "--page", "all", "--size", "40x12", "--out", pageAll.path], environment: [:])
        let names = try FileManager.default.contentsOfDirectory(atPath: all.path).sorted()
        let pages = try runProcess(galleryExecutable, ["pages"], environment: [:]).split(separator: "\n")
        #expect(names.count == pages.count && !names.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pageAll.path).sorted() == names)
    }

    @Test func theReportSetsReferenceAndActualSideBySide() throws {
        let references = try folder(), actual = try folder(), report = try folder()
        defer { for url in [references, actual, report] { try? FileManager.default.removeItem(at: url) } }
        let common = ["snapshot", "--page", "button", "--size", "100x30", "--format", "svg"]
        _ = try runProcess(galleryExecutable, common + ["--out", references.path], environment: [:])
        let files = try FileManager.default.contentsOfDirectory(atPath: references.path)
        let name = try #require(files.first { $0.hasSuffix(".svg") })
        // A reference that no longer matches (and a script a report must never run).
        let changed = references.appendingPathComponent(name)
        let original = try String(contentsOf: changed, encoding: .utf8)
        try (original.replacingOccurrences(of: "Primary", with: "Primal") + "<script>alert(1)</script>")
            .write(to: changed, atomically: true, encoding: .utf8)
        let output = try runProcess(
            galleryExecutable,
            common + [
                "--out", actual.path, "--compare", references.path,
                "--report", report.path,
            ], environment: [:])
        #expect(output.contains("1 difference"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(name))
        #expect(html.components(separatedBy: "data:image/svg+xml;base64,").count == 3, "reference and actual")
        #expect(!html.contains("<script>"), "SVGs are embedded as images, never inline")
    }

    @Test func badArgumentsExitWithStatusTwo() throws {
        for arguments in [["--bogus"], ["--colors", "12"], ["snapshot"], ["snapshot", "--page", "nope"], ["pages", "extra"]] {
            let script = "\(shellQuoted(galleryExecutable)) \(arguments.map(shellQuoted).joined(separator: " ")) 2>/dev/null; echo $?"
            let status = try runProcess("/bin/sh", ["-c", script], environment: [:])
            #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "gallery \(arguments)")
        }
    }

    @Test func theInteractiveGallerySaysSoWithoutATerminal() throws {
        let script = "\(shellQuoted(galleryExecutable)) < /dev/null > /dev/null 2>&1; echo $?"
        #expect(try runProcess("/bin/sh", ["-c", script], environment: [:]).hasPrefix("1"))
        let message = try runProcess("/bin/sh", ["-c", "\(shellQuoted(galleryExecutable)) < /dev/null 2>&1"], environment: [:])
        #expect(message.contains("needs an interactive terminal"))
    }
}
