import Foundation

/// Ends a fuzz run when an invariant does not hold: the message goes to stderr and the process
/// aborts, so libFuzzer reports a crash and saves the input that caused it.
package func fuzzRequire(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("fuzz invariant failed: \(message())\n".utf8))
    abort()
}

/// ``fuzzRequire(_:_:)`` for a list of broken rules: fails when there is any.
package func fuzzRequireNone(_ violations: [String], _ context: @autoclosure () -> String) {
    fuzzRequire(violations.isEmpty, "\(context()):\n  " + violations.joined(separator: "\n  "))
}
