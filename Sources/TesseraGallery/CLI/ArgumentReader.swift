import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `--name value` and `--name=value` options and plain arguments, in order.
struct ArgumentReader {
    /// A problem with the command line; the gallery prints it and exits with status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    private var remaining: ArraySlice<String>

    /// The index in `CommandLine.arguments` of the first argument whose bytes are not UTF-8.
    static func firstArgumentNotUTF8() -> Int? {
        // argc can be 0: execve with an empty argv.
        guard CommandLine.argc > 1 else { return nil }
        return (1..<Int(CommandLine.argc)).first { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return false }
            let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
            return String(validating: bytes, as: UTF8.self) == nil
        }
    }

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    var isEmpty: Bool { remaining.isEmpty }

    /// The next argument, split into a name and an inline value (`--x=1`).
    mutating func next() -> (name: String, inlineValue: String?)? {
        guard let argument = remaining.popFirst() else { return nil }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        return (argument, nil)
    }

    /// The value of an option: its inline value, or the next argument.
    mutating func value(for option: String, inline: String?) throws -> String {
        if let inline { return inline }
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw UsageError(message: "\(MessageText.escaped(option)) needs a value")
        }
        return value
    }

    /// The value of an option parsed by `parse`, with the accepted values named in the error.
    mutating func value<T>(for option: String, inline: String?, accepted: String, _ parse: (String) -> T?) throws -> T {
        let text = try value(for: option, inline: inline)
        guard let parsed = parse(text) else {
            throw UsageError(message: "\(MessageText.escaped(option)) must be \(accepted), not '\(MessageText.escaped(text))'")
        }
        return parsed
    }
}
