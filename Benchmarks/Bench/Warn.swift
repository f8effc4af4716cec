import Foundation

/// A problem with a measurement, on standard error (standard output may be JSON).
func warn(_ message: String) {
    printToStandardError("tessera-bench: \(message)")
}

/// One line on standard error.
func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
