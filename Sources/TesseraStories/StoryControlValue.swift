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
        // Swift's own quoting: quotes, backslashes and unprintable scalars escaped.
        case .text(let text): text.debugDescription
        case .toggle(let isOn): isOn ? "true" : "false"
        case .choice(let name): "." + name
        case .integer(let number): String(number)
        }
    }
}
