import Foundation
import Testing

/// The toolchain's command-line tools (`docc`, `swift-format`, `swift-api-digester`,
/// `swift-symbolgraph-extract`), as the tests that check documentation, formatting and the API run them.
enum Toolchain {
    /// The path of `name` on `PATH`, or an issue recorded and an error thrown.
    static func tool(_ name: String) throws -> String {
        try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }, "\(name) is not on PATH")
    }

    /// Runs the tool `name` with `arguments` (in `directory`, if given) and returns its exit status
    /// and what it wrote to standard output and standard error together.
    static func run(_ name: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try tool(name))
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
