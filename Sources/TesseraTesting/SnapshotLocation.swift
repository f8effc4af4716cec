import Foundation

/// Where a snapshot's reference and artifacts live:
/// `__Snapshots__/<TestFileName>/<testName>.<name>.<ext>` beside the test file, and the actual
/// render under `TESSERA_ARTIFACTS` (default `.build/tessera-artifacts` in the package).
struct SnapshotLocation {
    let reference: URL
    let artifactsFolder: URL
    let baseName: String

    /// The location of snapshot `name` of the test `testName` (`nil`: a name of its own, as
    /// `assertStories` gives each story and mode).
    init(filePath: String, testName: String?, name: String, fileExtension: String, environment: [String: String]) {
        let testFile = URL(fileURLWithPath: filePath)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        baseName =
            testName.map { "\(SnapshotLocation.sanitized($0)).\(SnapshotLocation.sanitized(name))" }
            ?? SnapshotLocation.sanitized(name)
        reference = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
            .appendingPathComponent("\(baseName).\(fileExtension)")
        let root: URL
        if let configured = environment["TESSERA_ARTIFACTS"], !configured.isEmpty {
            root = URL(fileURLWithPath: configured, isDirectory: true)
        } else {
            root = SnapshotLocation.packageRoot(above: testFile).appendingPathComponent(".build/tessera-artifacts")
        }
        artifactsFolder = root.appendingPathComponent(fileName)
    }

    /// `testFoo()` → `testFoo`; anything but letters, digits, `-`, `_` and `.` becomes `_`.
    static func sanitized(_ text: String) -> String {
        var name = text
        if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" }
        return safe.isEmpty ? "snapshot" : String(safe)
    }

    /// The nearest folder above `file` with a Package.swift (else the file's own folder).
    static func packageRoot(above file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
