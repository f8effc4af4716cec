import Tessera
import TesseraStories

/// The arguments of `gallery theme contrast NAME|PATH [--scheme light|dark] [--json]`.
struct ContrastOptions: Equatable {
    /// A message saying what is wrong with the arguments.
    struct Problem: Error, Equatable {
        var text: String
    }

    var theme: String
    /// One scheme, or `nil` for both.
    var scheme: ColorScheme?
    var json = false

    static func parse(_ arguments: [String]) -> Result<ContrastOptions, Problem> {
        var theme: String?
        var scheme: ColorScheme?
        var json = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json":
                json = true
            case _ where argument == "--scheme" || argument.hasPrefix("--scheme="):
                let value = argument == "--scheme" ? remaining.popFirst() : String(argument.dropFirst("--scheme=".count))
                guard let value else { return .failure(Problem(text: "--scheme needs light or dark")) }
                guard let parsed = ColorScheme(rawValue: value), parsed != .automatic else {
                    return .failure(Problem(text: "--scheme must be light or dark, not '\(MessageText.escaped(value))'"))
                }
                scheme = parsed
            case _ where argument.hasPrefix("-") && argument.count > 1:
                return .failure(Problem(text: "unknown option '\(MessageText.escaped(argument))'"))
            default:
                guard theme == nil else {
                    return .failure(
                        Problem(text: "give one theme, not '\(MessageText.escaped(theme ?? ""))' and '\(MessageText.escaped(argument))'"))
                }
                theme = argument
            }
        }
        guard let theme else { return .failure(Problem(text: "give a theme name or file")) }
        return .success(ContrastOptions(theme: theme, scheme: scheme, json: json))
    }
}
