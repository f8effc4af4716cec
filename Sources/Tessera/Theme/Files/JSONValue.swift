import Foundation

/// A value `JSONSerialization` produced, with its JSON type made explicit.
enum JSONValue {
    case object([String: Any])
    case array([Any])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(_ value: Any) {
        switch value {
        case let object as [String: Any]: self = .object(object)
        case let array as [Any]: self = .array(array)
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // JSON booleans come back as NSNumber too; their Objective-C type is `c` (char).
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default: self = .null
        }
    }

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
