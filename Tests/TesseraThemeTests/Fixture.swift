import Foundation

@testable import Tessera

/// The theme files under `Fixtures/`, and what loading them reports.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

    static func url(_ name: String) -> URL {
        folder.appending(path: name)
    }

    /// Every problem reported for a fixture (empty when it loads).
    static func errors(_ name: String) -> [ThemeError] {
        errors { () throws(ThemeLoadError) in try Theme.load(contentsOf: url(name)) }
    }

    /// Every problem reported by a load.
    static func errors(_ load: () throws(ThemeLoadError) -> Theme) -> [ThemeError] {
        do {
            _ = try load()
            return []
        } catch {
            return error.errors
        }
    }

    /// A fresh temporary folder for files a test writes.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "tessera-themes-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
