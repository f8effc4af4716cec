import Foundation
import Testing

@testable import Tessera
@testable import TesseraTheme

/// Whatever a file holds, loading it returns a theme or errors: never a crash, never a hang.
@Suite("Theme files: hostile input")
struct ThemeRobustnessTests {
    private func errors(for bytes: [UInt8]) -> [ThemeError] {
        ThemeFileReader.parse(bytes, file: "input.json").diagnostics.sortedErrors
    }

    private func kinds(writing bytes: [UInt8]) throws -> [ThemeError.Kind] {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "input.json")
        try Data(bytes).write(to: url)
        return Fixture.errors { () throws(ThemeLoadError) in try Theme.load(contentsOf: url) }.map(\.kind)
    }

    @Test func aPipeOrALinkToOneIsRefusedNotWaitedOn() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appending(path: "fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = folder.appending(path: "link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        for url in [fifo, link] {
            let errors = Fixture.errors { () throws(ThemeLoadError) in try Theme.load(contentsOf: url) }
            #expect(errors.map(\.problem) == ["is not a regular file"], "\(url.lastPathComponent)")
        }
    }

    @Test func randomBytes() {
        var generator = SeededGenerator(seed: 42)
        for length in [1, 2, 7, 100, 4096] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                #expect(!errors(for: bytes).isEmpty)
            }
        }
    }

    @Test func mutationsOfARealThemeFile() throws {
        var generator = SeededGenerator(seed: 7)
        let original = try #require(BuiltinThemes.files.text(named: "nord")).utf8.map { $0 }
        let alphabet = Array("{}[]\":,\\ 0a#-".utf8)
        for _ in 0..<300 {
            let bytes = generator.mutated(original, edits: 1...4, alphabet: alphabet)
            _ = ThemeFileReader.parse(bytes, file: "nord.json")
        }
    }

    @Test func emptyAndBlankFiles() throws {
        #expect(try kinds(writing: []) == [.empty])
        #expect(try kinds(writing: Array(" \n\t\r\n".utf8)) == [.empty])
        #expect(try kinds(writing: [0xEF, 0xBB, 0xBF]) == [.empty])
    }

    @Test func topLevelValuesThatAreNotObjects() {
        for text in ["[]", "42", "\"theme\"", "null", "true"] {
            let found = errors(for: Array(text.utf8))
            #expect(found.map(\.kind) == [.wrongType], "\(text)")
            #expect(found.first?.problem.hasPrefix("expected a theme (a JSON object at the top level), found") == true)
        }
    }

    @Test func numbersJSONCannotHoldAndOtherOddities() {
        #expect(errors(for: Array("{\"spacing\": [1e400]}".utf8)).map(\.kind) == [.malformedJSON])
        #expect(errors(for: Array("{\"spacing\": [1e300]}".utf8)).map(\.kind) == [.invalidValue])
        #expect(errors(for: Array("{\"name\": \"\\ud800\"}".utf8)).map(\.kind) == [.malformedJSON])
        #expect(errors(for: Array("{\"name\": \"a\\u0000b\"}".utf8)).map(\.kind) == [.invalidValue])
        #expect(errors(for: Array("{\"colors\": {\"fg\": 1.5}}".utf8)).map(\.kind) == [.badColor])
        #expect(errors(for: Array("{\"colors\": {\"fg\": \"12\"}}".utf8)).first?.problem.contains("not \"12\"") == true)
    }

    @Test func deepNestingIsRejectedBeforeParsing() throws {
        for depth in [33, 1000, 500_000] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            #expect(try kinds(writing: Array(text.utf8)) == [.tooDeep])
        }
        // Brackets inside strings do not count.
        let inString = "{\"description\": \"" + String(repeating: "[", count: 100) + "\"}"
        #expect(errors(for: Array(inString.utf8)).isEmpty)
    }

    @Test func tenMegabytesIsRefusedWithoutReadingItAll() throws {
        let junk = [UInt8](repeating: UInt8(ascii: " "), count: 10 << 20)
        let found = try kinds(writing: Array("{\"x\": \"".utf8) + junk)
        #expect(found == [.tooLarge])
    }

    @Test func manyProblemsAreCapped() {
        let members = (0..<500).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        let found = errors(for: Array("{\(members)}".utf8))
        #expect(found.count == ThemeDiagnostics.limit + 1)
        #expect(found.last?.problem == "400 more problems not shown")
    }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// `bytes` after a few random edits: a byte removed, replaced or inserted from `alphabet`.
    mutating func mutated(_ bytes: [UInt8], edits: ClosedRange<Int>, alphabet: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: edits, using: &self) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &self)
            switch Int.random(in: 0..<3, using: &self) {
            case 0: bytes.remove(at: index)
            case 1: bytes[index] = alphabet.randomElement(using: &self) ?? 0
            default: bytes.insert(alphabet.randomElement(using: &self) ?? 0, at: index)
            }
        }
        return bytes
    }
}
