#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with a measurement, on standard error (standard output may be JSON).
func warn(_ message: String) {
    printToStandardError("tessera-bench: \(message)")
}

/// One line on standard error.
func printToStandardError(_ line: String) {
    let text = line + "\n"
    _ = text.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
