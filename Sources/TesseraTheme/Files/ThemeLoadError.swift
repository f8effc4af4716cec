/// Why a theme could not be loaded: every problem found, in the file and the themes it extends.
public struct ThemeLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, grouped by file and in the order they appear in it.
    public var errors: [ThemeError]

    /// Creates an error from its problems.
    public init(_ errors: [ThemeError]) {
        self.errors = errors
    }

    /// One line per problem.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
