/// Something a check found wrong with a story in a mode.
public struct StoryProblem: Hashable, Sendable, CustomStringConvertible {
    /// The check that found it.
    public let check: StoryCheck
    /// What is wrong, and where.
    public let message: String

    /// A problem `check` found.
    public init(_ check: StoryCheck, _ message: String) {
        self.check = check
        self.message = message
    }

    public var description: String { "\(check.rawValue): \(message)" }
}
