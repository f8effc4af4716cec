@testable import Tessera

extension CellBuffer {
    /// The buffer's characters, a line per row (every row as wide as the buffer), for tests that
    /// read what is on screen.
    var screenText: String {
        (0..<rows).map { String(row($0).map(\.grapheme)) }.joined(separator: "\n")
    }
}
