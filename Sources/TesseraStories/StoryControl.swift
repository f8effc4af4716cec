import Tessera

/// An input a story declares with ``StoryControls``: its name, and what it takes.
public struct StoryControl: Hashable, Sendable {
    /// What an input takes, with its default.
    public enum Kind: Hashable, Sendable {
        /// Any text without control characters.
        case text(default: String)
        /// On or off.
        case toggle(default: Bool)
        /// One of `cases`, each by its name (`String(describing:)` of the case).
        case choice(cases: [String], default: String)
        /// A whole number in `range`.
        case integer(default: Int, range: ClosedRange<Int>)
    }

    /// The name the gallery's Controls panel shows (`"Title"`).
    public let name: String
    /// The name in `--args` and in a `code:` placeholder: the name in kebab case (`title`).
    public let argument: String
    /// What it takes.
    public let kind: Kind

    /// An input called `name`.
    public init(_ name: String, _ kind: Kind) {
        self.name = name
        argument = StoryID.kebabCase(name)
        self.kind = kind
    }

    /// The value it has when nothing sets it.
    public var defaultValue: StoryControlValue {
        switch kind {
        case .text(let text): .text(text)
        case .toggle(let isOn): .toggle(isOn)
        case .choice(_, let name): .choice(name)
        case .integer(let number, _): .integer(number)
        }
    }
}

extension StoryControl {
    /// Whether `value` is one this input can have.
    public func accepts(_ value: StoryControlValue) -> Bool {
        switch (kind, value) {
        case (.text, .text(let text)): MessageText.isPrintable(text)
        case (.toggle, .toggle): true
        case (.choice(let cases, _), .choice(let name)): cases.contains(name)
        case (.integer(_, let range), .integer(let number)): range.contains(number)
        default: false
        }
    }
}
