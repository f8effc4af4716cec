@testable import TesseraTheme

/// Checks a JSON value against a JSON Schema (draft 2020-12), for the keywords
/// `Themes/theme.schema.json` uses: `type`, `enum`, `pattern`, `minLength`/`maxLength`,
/// `minimum`/`maximum`, `items`, `minItems`/`maxItems`, `properties`, `additionalProperties`,
/// `propertyNames`, `minProperties`, `anyOf` and `$ref` into `#/$defs`. Any other keyword is a
/// failure of its own, so the schema cannot grow past what this checks without the test saying so.
struct JSONSchemaSubset {
    let root: JSONValue

    static let understood: Set<String> = [
        "$schema", "title", "description", "type", "enum", "pattern", "minLength", "maxLength", "minimum", "maximum",
        "items", "minItems", "maxItems", "properties", "additionalProperties", "propertyNames", "minProperties",
        "anyOf", "$ref", "$defs",
    ]

    /// Every way `value` breaks the schema, as `path: problem`; empty when it follows it.
    func problems(of value: JSONValue) -> [String] {
        var found: [String] = []
        check(value, against: root, at: "$", into: &found)
        return found
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        guard case .object(let rules) = schema else { return found.append("\(path): the schema is not an object") }
        for key in rules.keys where !Self.understood.contains(key) { found.append("\(path): keyword \(key) is not checked") }
        if case .string(let reference)? = rules["$ref"] {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard case .object(let defs)? = object(root)["$defs"], let target = defs[name] else {
                return found.append("\(path): no definition \(reference)")
            }
            check(value, against: target, at: path, into: &found)
        }
        if case .array(let options)? = rules["anyOf"] {
            let matches = options.contains { option in
                var inner: [String] = []
                check(value, against: option, at: path, into: &inner)
                return inner.isEmpty
            }
            if !matches { found.append("\(path): matches none of the choices") }
        }
        if case .string(let type)? = rules["type"], !Self.value(value, is: type) {
            found.append("\(path): not of type \(type)")
            return
        }
        if case .array(let allowed)? = rules["enum"], !allowed.contains(value) { found.append("\(path): not one of the values") }
        if case .string(let text) = value {
            let length = text.unicodeScalars.count
            if let minimum = rules["minLength"]?.integer, length < minimum { found.append("\(path): shorter than \(minimum)") }
            if let maximum = rules["maxLength"]?.integer, length > maximum { found.append("\(path): longer than \(maximum)") }
            if case .string(let pattern)? = rules["pattern"], !Self.matches(text, pattern) {
                found.append("\(path): does not match \(pattern)")
            }
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = rules["minimum"], number < minimum { found.append("\(path): below \(minimum)") }
            if case .number(let maximum)? = rules["maximum"], number > maximum { found.append("\(path): above \(maximum)") }
        }
        if case .array(let items) = value {
            if let minimum = rules["minItems"]?.integer, items.count < minimum { found.append("\(path): fewer than \(minimum) items") }
            if let maximum = rules["maxItems"]?.integer, items.count > maximum { found.append("\(path): more than \(maximum) items") }
            if let itemSchema = rules["items"] {
                for (index, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)[\(index)]", into: &found) }
            }
        }
        if case .object(let members) = value {
            if let minimum = rules["minProperties"]?.integer, members.count < minimum {
                found.append("\(path): fewer than \(minimum) keys")
            }
            let properties = object(rules["properties"] ?? .object([:]))
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let names = rules["propertyNames"] { check(.string(key), against: names, at: "\(path) key \(key)", into: &found) }
                if let property = properties[key] {
                    check(member, against: property, at: "\(path).\(key)", into: &found)
                } else {
                    switch rules["additionalProperties"] {
                    case .bool(false)?: found.append("\(path): unknown key \(key)")
                    case let extra? where extra != .bool(true): check(member, against: extra, at: "\(path).\(key)", into: &found)
                    default: break
                    }
                }
            }
        }
    }

    private func object(_ value: JSONValue?) -> [String: JSONValue] {
        if case .object(let members)? = value { return members }
        return [:]
    }

    private static func value(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            true
        case ("integer", .number): value.integer != nil
        default: false
        }
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return text.contains(regex)
    }
}
