import Tessera

/// A story's control values as the command line writes them: `title=Send,variant=negative`.
///
/// Pairs are separated by commas; a value with a comma or a percent sign writes them `%2C` and
/// `%25` (any `%XX` is decoded). Toggles take `true` or `false`, choices a case's name (in any
/// letter case), integers a number within the bounds. Inputs not named keep their defaults.
public enum StoryArgs {
    /// Why an `--args` text does not fit a story's controls: a sentence naming the arg, with any
    /// unsafe character written out, never echoed.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// The sentence.
        public let message: String
        public var description: String { message }
    }

    /// The values `text` sets for `controls`, by argument name.
    public static func parse(_ text: String, controls: [StoryControl]) throws(Problem) -> [String: StoryControlValue] {
        var values: [String: StoryControlValue] = [:]
        guard !text.isEmpty else { return values }
        for pair in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let equals = pair.firstIndex(of: "=") else {
                throw Problem(message: "arg \(MessageText.quoted(pair)) is not name=value")
            }
            let name = String(pair[..<equals])
            guard let control = controls.first(where: { $0.argument == name }) else {
                let known =
                    controls.isEmpty
                    ? "this story has no controls"
                    : "this story takes " + controls.map(\.argument).joined(separator: ", ")
                throw Problem(message: "unknown arg \(MessageText.quoted(name)): \(known)")
            }
            guard values[name] == nil else { throw Problem(message: "arg \(name) is given twice") }
            let raw = String(pair[pair.index(after: equals)...])
            guard let decoded = percentDecoded(raw) else {
                throw Problem(message: "arg \(name): \(MessageText.quoted(raw)) has a % not followed by two hex digits (write a % as %25)")
            }
            guard MessageText.isPrintable(decoded) else {
                throw Problem(message: "arg \(name): \(MessageText.quoted(decoded)) has a control or bidirectional character")
            }
            values[name] = try value(decoded, for: control)
        }
        return values
    }

    /// The `--args` text for `values`: the ones that differ from their input's default, in the
    /// order `controls` lists them, `,` and `%` escaped. Empty when every input has its default.
    public static func format(_ values: [String: StoryControlValue], controls: [StoryControl]) -> String {
        controls.compactMap { control -> String? in
            guard let value = values[control.argument], value != control.defaultValue, control.accepts(value) else { return nil }
            let escaped = value.argument.replacing("%", with: "%25").replacing(",", with: "%2C")
            return "\(control.argument)=\(escaped)"
        }
        .joined(separator: ",")
    }

    /// `text` with each `%XX` replaced by the byte it names, or nil when a `%` is not followed by two
    /// hex digits or the bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(HexDigit.value), let low = rest.popFirst().flatMap(HexDigit.value) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func value(_ text: String, for control: StoryControl) throws(Problem) -> StoryControlValue {
        let name = control.argument
        switch control.kind {
        case .text:
            return .text(text)
        case .toggle:
            switch text {
            case "true": return .toggle(true)
            case "false": return .toggle(false)
            default: throw Problem(message: "arg \(name) must be true or false, not \(MessageText.quoted(text))")
            }
        case .choice(let cases, _):
            guard let match = cases.first(where: { $0 == text }) ?? cases.first(where: { $0.lowercased() == text.lowercased() }) else {
                throw Problem(message: "arg \(name) must be one of \(cases.joined(separator: ", ")), not \(MessageText.quoted(text))")
            }
            return .choice(match)
        case .integer(_, let range):
            guard let number = Int(text), range.contains(number) else {
                throw Problem(
                    message:
                        "arg \(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(MessageText.quoted(text))"
                )
            }
            return .integer(number)
        }
    }
}
