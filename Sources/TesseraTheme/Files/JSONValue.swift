/// A JSON value, as ``JSONParser`` reads it from a theme file.
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value as an integer, if it is a number without a fraction.
    var integer: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// "an object", "a string ("x")", "a number (42)", "true", … for messages.
    var summary: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let string): "a string (\(MessageText.quoted(string)))"
        case .number: "a number (\(numberText))"
        case .bool(let bool): "\(bool)"
        case .null: "null"
        }
    }

    /// The number as JSON would write it, without a needless `.0`.
    var numberText: String {
        guard case .number(let number) = self else { return "" }
        return integer.map(String.init) ?? "\(number)"
    }
}
