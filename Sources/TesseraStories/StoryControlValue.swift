/// The value of a ``StoryControl``.
public enum StoryControlValue: Hashable, Sendable {
    /// Text.
    case text(String)
    /// On or off.
    case toggle(Bool)
    /// The name of a case.
    case choice(String)
    /// A whole number.
    case integer(Int)

    /// The value as `--args` writes it (before escaping): `Send`, `true`, `negative`, `3`.
    public var argument: String {
        switch self {
        case .text(let text): text
        case .toggle(let isOn): isOn ? "true" : "false"
        case .choice(let name): name
        case .integer(let number): String(number)
        }
    }

    /// The value as Swift source, for a call site: `"Send"`, `true`, `.negative`, `3`.
    public var swiftLiteral: String {
        switch self {
        case .text(let text): StoryControlValue.stringLiteral(text)
        case .toggle(let isOn): isOn ? "true" : "false"
        case .choice(let name): "." + name
        case .integer(let number): String(number)
        }
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, unsafe scalars as `\u{…}`.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
