/// `tessera-bench [--json] [--filter P] [--quick]`.
struct Options {
    var json = false
    var filter: String?
    var quick = false

    static let usage = """
        usage: tessera-bench [--json] [--filter TEXT] [--quick]
               tessera-bench memory [FRAMES]
               tessera-bench --profile PAGE|peer|peer-toggle|toggle|focus|theme [--iterations N [--trace]]
        """

    /// The options in `arguments` (without the program's name), or the first one not understood.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--filter":
                guard let pattern = remaining.popFirst() else { return .failure(OptionsError(message: "--filter needs a text")) }
                options.filter = pattern
            default: return .failure(OptionsError(message: "unknown argument \(argument)"))
            }
        }
        return .success(options)
    }

    /// Whether the metric called `name` is to be measured.
    func wants(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }
}

/// An argument `tessera-bench` does not understand.
struct OptionsError: Error {
    let message: String
}
