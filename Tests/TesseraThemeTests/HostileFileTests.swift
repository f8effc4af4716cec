import Foundation
import Testing

@testable import Tessera

/// What the theme loader and the gallery read from a path the user named: only a regular file,
/// never waited on, never read without end; and how untrusted text is escaped in messages.
@Suite("Hostile files and names")
struct HostileFileTests {
    @Test func onlyARegularFileIsRead() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appending(path: "fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let loop = folder.appending(path: "loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let plain = folder.appending(path: "plain").path
        #expect(FileManager.default.createFile(atPath: plain, contents: Data("{}".utf8)))
        let read = { (path: String) in RegularFileReader.contents(atPath: path, limit: 1024) }
        #expect(read(plain) == .success(Array("{}".utf8)))
        #expect(read(folder.appending(path: "absent").path) == .failure(.missing))
        #expect(read("\(plain)/below") == .failure(.missing))
        #expect(read(folder.path) == .failure(.directory))
        #expect(read(fifo) == .failure(.notRegular))
        #expect(read("/dev/zero") == .failure(.notRegular))
        #expect(read("/dev/urandom") == .failure(.notRegular))
        #expect(read(loop) == .failure(.unreadable(code: ELOOP)))
        #expect(read(loop).failureDescription == "cannot be read (Too many levels of symbolic links)")
    }

    @Test func aFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appending(path: "huge").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 1 << 33) == 0, "a sparse 8 GiB")
        #expect(RegularFileReader.contents(atPath: huge, limit: 1 << 20) == .failure(.tooLarge(limit: 1 << 20)))
        #expect(RegularFileReader.contents(atPath: huge, limit: 1 << 20).failureDescription == "is larger than 1 MiB")
        #expect(truncate(huge, 1025) == 0)
        #expect(RegularFileReader.contents(atPath: huge, limit: 1024) == .failure(.tooLarge(limit: 1024)))
        #expect(truncate(huge, 1024) == 0)
        #expect(RegularFileReader.contents(atPath: huge, limit: 1024) == .success([UInt8](repeating: 0, count: 1024)))
    }

    @Test func escapingWritesOutOnlyWhatATerminalWouldActOn() {
        #expect(MessageText.escaped("Themes/my theme\\ü 漢.json") == "Themes/my theme\\ü 漢.json")
        #expect(MessageText.escaped("\u{1B}]0;x\u{07}") == "\\u{1b}]0;x\\u{7}")
        #expect(MessageText.escaped("a\nb\tc\rd\u{7F}\u{85}\u{9B}") == "a\\nb\\tc\\rd\\u{7f}\\u{85}\\u{9b}")
        #expect(MessageText.escaped("\u{202A}\u{202E}\u{2066}\u{2069}") == "\\u{202a}\\u{202e}\\u{2066}\\u{2069}")
        #expect(MessageText.escaped("\r\n") == "\\r\\n", "CR LF is one Character but two escapes")
        #expect(MessageText.quoted("a\"b\\c\u{1B}") == "\"a\\\"b\\\\c\\u{1b}\"")
    }

    @Test func aThemeErrorNamesItsFileEscaped() {
        let error = ThemeError(kind: .unreadable, file: "x\u{1B}[2J.json", problem: "no such file")
        #expect(error.description == "x\\u{1b}[2J.json: no such file")
        #expect(error.file == "x\u{1B}[2J.json", "the property keeps the real name")
    }

    @Test func aThemeWithoutANameTakesItsFileNameEscaped() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "\u{1B}]0;t\u{07}.json")
        try Data("{\"extends\": \"nord\"}".utf8).write(to: file)
        let theme = try Theme.load(contentsOf: file)
        #expect(theme.name == "\\u{1b}]0;t\\u{7}")
    }
}

private extension Result where Failure == RegularFileReader.Failure {
    var failureDescription: String? {
        if case .failure(let failure) = self { return failure.description }
        return nil
    }
}
