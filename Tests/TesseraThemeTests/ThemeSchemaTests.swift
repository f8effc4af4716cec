import Foundation
import Testing

@testable import Tessera
@testable import TesseraTheme

/// `Themes/theme.schema.json`, which editors use to complete and check theme files: it knows the
/// keys the decoder knows, no more and no fewer; every built-in theme follows it; the broken
/// fixtures a schema can see break it; and the loader takes the `$schema` key that points to it.
@Suite struct ThemeSchemaTests {
    static let themes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appending(path: "Themes")

    static func json(_ url: URL) throws -> JSONValue {
        try JSONParser.parse(Array(try Data(contentsOf: url))).get()
    }

    static let schema = Result { try json(themes.appending(path: "theme.schema.json")) }

    private func members(_ value: JSONValue?, _ keys: String...) -> [String: JSONValue] {
        var current = value
        for key in keys {
            guard case .object(let object)? = current else { return [:] }
            current = object[key]
        }
        if case .object(let object)? = current { return object }
        return [:]
    }

    private func names(_ value: JSONValue?) -> Set<String> {
        guard case .array(let items)? = value else { return [] }
        return Set(items.compactMap { if case .string(let name) = $0 { name } else { nil } })
    }

    @Test func theSchemaAndTheDecoderKnowTheSameKeys() throws {
        let schema = try Self.schema.get()
        let top = members(schema, "properties")
        let defs = members(schema, "$defs")
        #expect(Set(top.keys) == Set(ThemeLayerDecoder.topLevelKeys + ["$schema"]))
        #expect(Set(members(top["colors"], "properties").keys) == Set(ColorToken.allCases.map(\.rawValue)))
        guard case .array(let choices)? = members(schema, "$defs", "tokenColor")["anyOf"] else {
            Issue.record("tokenColor has no anyOf")
            return
        }
        #expect(choices.contains { Set(members($0, "properties").keys) == Set(ThemeLayerDecoder.schemeKeys) })
        #expect(Set(members(top["typography"], "properties").keys) == Set(TextRole.allCases.map(\.rawValue)))
        #expect(Set(members(defs["textRole"], "properties").keys) == Set(ThemeLayerDecoder.roleKeys))
        #expect(Set(members(top["borders"], "properties").keys) == Set(ThemeLayerDecoder.borderKeys))
        #expect(Set(members(top["focus"], "properties").keys) == Set(ThemeLayerDecoder.focusKeys))
        #expect(Set(members(top["motion"], "properties").keys) == Set(ThemeLayerDecoder.motionKeys))
        #expect(names(members(defs["token"])["enum"]) == Set(ColorToken.allCases.map(\.rawValue)))
        #expect(names(members(defs["border"])["enum"]) == Set(BorderStyle.allCases.map(\.rawValue)))
        #expect(names(members(top["contrast"])["enum"]) == Set(ContrastLevel.allCases.map(\.rawValue)))
        #expect(names(members(top["focus"], "properties", "attributes", "items")["enum"]) == Set(ThemeLayerDecoder.attributeNames))
    }

    @Test func everyBuiltinThemeFollowsIt() throws {
        let validator = JSONSchemaSubset(root: try Self.schema.get())
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.themes.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        #expect(files.count == Theme.builtinNames.count)
        for file in files {
            let theme = try Self.json(Self.themes.appending(path: file))
            #expect(validator.problems(of: theme).isEmpty, "\(file): \(validator.problems(of: theme))")
            guard case .object(let keys) = theme else { continue }
            #expect(keys["$schema"] == .string("theme.schema.json"), "\(file) points editors to the schema")
        }
    }

    @Test(arguments: ["unknown-key", "unknown-token", "unknown-role", "bad-color", "wrong-type", "bad-value", "many-errors"])
    func aBrokenFileBreaksIt(_ name: String) throws {
        let validator = JSONSchemaSubset(root: try Self.schema.get())
        let problems = validator.problems(of: try Self.json(Fixture.url("\(name).json")))
        #expect(!problems.isEmpty, "\(name) passes the schema")
    }

    @Test func theLoaderTakesTheSchemaKey() throws {
        let theme = try Theme.decode(Array(#"{"$schema": "theme.schema.json", "extends": "nord"}"#.utf8))
        #expect(theme.colors == (try Theme.builtin(named: "nord")).colors)
        #expect(throws: ThemeLoadError.self) { try Theme.decode(Array(#"{"$schema": 3, "extends": "nord"}"#.utf8)) }
    }
}
