#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A write to standard output or standard error that failed, and why.
struct StreamWriteFailure: Error, CustomStringConvertible {
    let stream: StandardStream
    /// The `errno` of the failed write.
    let code: Int32

    /// `cannot write to standard output: No space left on device`.
    var description: String { "cannot write to \(stream.name): \(String(cString: strerror(code)))" }
}
