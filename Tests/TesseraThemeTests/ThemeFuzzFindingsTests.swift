import Testing

@testable import Tessera

/// What fuzz-theme found (Fuzz/Corpus/theme keeps each input as `found-*`), kept as tests.
@Suite("Theme fuzz findings")
struct ThemeFuzzFindingsTests {
    /// The messages of a theme that fails to load from `bytes`.
    private func messages(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try Theme.decode(bytes, file: "evil.json")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    /// `found-control-in-parse-error.json`: Foundation's parse error quotes the bad escape
    /// sequence raw, so a theme file could put NULs, or an escape sequence that retitles the
    /// terminal, into the error line `gallery theme check` prints.
    @Test func aParseErrorQuotesTheFileEscaped() throws {
        let bytes = Array(#"{"extends": "default", "colors": {"fg\u"#.utf8) + [0x1B] + Array("]0;pwned\u{7}\": 1}}".utf8)
        let found = messages(bytes)
        let message = try #require(found.first)
        #expect(found.count == 1)
        #expect(message.hasPrefix("evil.json:1:"))
        #expect(message.contains("malformed JSON"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(message.debugDescription)")
        #expect(message.contains(#"\u{1b}"#))
        #expect(messages(Array(#""\u"#.utf8) + [0, 0, 0] + Array(",".utf8)).allSatisfy { !$0.contains("\u{0}") })
    }

    /// Bytes in memory extend built-ins only: a path cannot reach the file system.
    @Test func bytesInMemoryExtendOnlyBuiltins() throws {
        let theme = try Theme.decode(Array(#"{"extends": "nord", "name": "mine"}"#.utf8))
        #expect(theme.name == "mine")
        #expect(theme.parent == "nord")
        let found = messages(Array(#"{"extends": "../Themes/nord.json"}"#.utf8))
        #expect(
            found == [#"evil.json:1:13: extends: a theme read from memory can extend only a built-in, not the file "../Themes/nord.json""#])
    }
}
