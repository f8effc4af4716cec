import Foundation
import Testing

@testable import Tessera
@testable import TesseraTheme

/// Theme files are parsed by Tessera's own JSON parser (so that apps need no Foundation): it must
/// accept exactly what JSON allows, give what Foundation's `JSONSerialization` gives, and say where
/// a file goes wrong.
@Suite("Theme files: the JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) -> Result<JSONValue, JSONParser.Failure> {
        JSONParser.parse(Array(text.utf8))
    }

    @Test func valuesOfEveryKind() {
        #expect(
            parse(#" {"a": [1, -2.5, 3e2, 0.5E-1, true, false, null], "b": {}, "c": []} "#)
                == .success(
                    .object([
                        "a": .array([.number(1), .number(-2.5), .number(300), .number(0.05), .bool(true), .bool(false), .null]),
                        "b": .object([:]), "c": .array([]),
                    ])))
        #expect(parse("\"x\"") == .success(.string("x")), "a value that is not an object is JSON too")
        #expect(parse("{\"k\": 1, \"k\": 2}") == .success(.object(["k": .number(2)])), "the last of a duplicate key")
    }

    @Test func stringEscapes() {
        #expect(parse(#""\" \\ \/ \b \f \n \r \t""#) == .success(.string("\" \\ / \u{8} \u{C} \n \r \t")))
        #expect(parse(#""\u00e9\u2713 \ud83d\ude00 é""#) == .success(.string("é✓ 😀 é")))
    }

    @Test(arguments: [
        ("", 0, "unexpected end of file"),
        ("{", 1, "unexpected end of file (expected a key in double quotes)"),
        ("{\n  \"fg\": \n  }", 13, "invalid value"),
        ("{\"a\" 1}", 5, "expected \":\" after the key, found \"1\""),
        ("{\"a\": 1,}", 8, "expected a key in double quotes, found \"}\""),
        ("{\"a\": 1 \"b\": 2}", 8, "expected \",\" or \"}\" after a member of an object, found \"\\\"\""),
        ("[1 2]", 3, "expected \",\" or \"]\" after an item of an array, found \"2\""),
        ("[1,]", 3, "invalid value"),
        ("tru", 0, "invalid value"),
        ("{} {}", 3, "unexpected text after the value"),
        ("[01]", 2, "expected \",\" or \"]\" after an item of an array, found \"1\""),
        ("[1.]", 1, "invalid number: a digit must follow the decimal point"),
        ("[-]", 1, "invalid number"),
        ("[1e]", 1, "invalid number: a digit must follow the exponent"),
        ("[1e400]", 1, "the number \"1e400\" is too large"),
        ("\"abc", 4, "unexpected end of file in a string"),
        ("\"a\tb\"", 2, "a control character in a string (write it as an escape such as \\n or \\u0009)"),
        ("\"\\x\"", 1, "invalid escape \"\\\\x\""),
        ("\"\\u12\"", 1, "invalid \\u escape \"\\\\u12\\\"\" (\\u and four hex digits)"),
        ("\"\\ud800\"", 1, "\"\\\\ud800\" is half of a character (a lone UTF-16 surrogate)"),
        ("\"\\udc00\\ud800\"", 1, "\"\\\\udc00\" is half of a character (a lone UTF-16 surrogate)"),
        ("{\"é\": x}", 7, "invalid value"),
        ("{\"a\": 1 é}", 8, "expected \",\" or \"}\" after a member of an object, found \"é\""),
    ])
    func problemsSayWhatAndWhere(text: String, offset: Int, message: String) {
        #expect(parse(text) == .failure(JSONParser.Failure(offset: offset, message: message)))
    }

    /// Whether our parser stopped at a `}` or `]` that follows a comma: JSON (RFC 8259) has no
    /// trailing comma; Foundation's parser (swift-foundation) allows one.
    static func stoppedAtTrailingComma(_ bytes: [UInt8]) -> Bool {
        guard case .failure(let failure) = JSONParser.parse(bytes), failure.offset < bytes.count,
            bytes[failure.offset] == UInt8(ascii: "}") || bytes[failure.offset] == UInt8(ascii: "]")
        else { return false }
        let blanks: [UInt8] = [0x20, 0x0A, 0x09, 0x0D]
        return bytes[..<failure.offset].last { !blanks.contains($0) } == UInt8(ascii: ",")
    }

    /// Thousands of mutations of the built-in theme files and of small random texts: the parser
    /// accepts exactly what `JSONSerialization` accepts, and reads the same values.
    @Test func agreesWithJSONSerialization() throws {
        var generator = SeededGenerator(seed: 14)
        let alphabet = Array("{}[]\":,\\ \n0123456789.eE+-truefalsnl#aé\u{1}".utf8)
        var inputs: [[UInt8]] = []
        for file in ["default", "nord", "high-contrast"] {
            let text = try #require(BuiltinThemes.files.text(named: file))
            let original = Array(text.utf8)
            inputs.append(original)
            for _ in 0..<300 {
                inputs.append(generator.mutated(original, edits: 1...3, alphabet: alphabet))
            }
        }
        for _ in 0..<3000 {
            inputs.append((0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 })
        }
        var accepted = 0
        for bytes in inputs where String(validating: bytes, as: UTF8.self) != nil {
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            let ours = try? JSONParser.parse(bytes).get()
            let text = String(decoding: bytes, as: UTF8.self)
            if foundation != nil, ours == nil, Self.stoppedAtTrailingComma(bytes) { continue }
            #expect((foundation != nil) == (ours != nil), "\(text.debugDescription)")
            if let foundation, let ours {
                accepted += 1
                #expect(Self.value(foundation) == ours, "\(text.debugDescription)")
            }
        }
        #expect(accepted > 300, "the mutations keep enough files valid to compare values")
    }

    /// What `JSONSerialization` returned, as a ``JSONValue``.
    private static func value(_ object: Any) -> JSONValue? {
        switch object {
        case let object as [String: Any]:
            var members: [String: JSONValue] = [:]
            for (key, value) in object {
                guard let value = Self.value(value) else { return nil }
                members[key] = value
            }
            return .object(members)
        case let array as [Any]:
            let items = array.compactMap(Self.value)
            return items.count == array.count ? .array(items) : nil
        case let string as String: return .string(string)
        case let number as NSNumber:
            return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case is NSNull: return .null
        default: return nil
        }
    }
}
