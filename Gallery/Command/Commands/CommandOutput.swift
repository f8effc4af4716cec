import Foundation

/// What a command writes, gathered so tests can read it; `flush()` sends it to stdout and stderr.
struct CommandOutput {
    var standardOutput = ""
    var standardError = ""

    /// Adds a line to standard output.
    mutating func print(_ line: String) {
        standardOutput += line + "\n"
    }

    /// Adds a line to standard error.
    mutating func printError(_ line: String) {
        standardError += line + "\n"
    }

    /// Writes what was gathered to the process's standard output and standard error.
    func flush() {
        FileHandle.standardOutput.write(Data(standardOutput.utf8))
        FileHandle.standardError.write(Data(standardError.utf8))
    }

    /// Runs a command, writes its output, and returns its exit status.
    static func run(_ command: (inout CommandOutput) -> Int32) -> Int32 {
        var output = CommandOutput()
        let status = command(&output)
        output.flush()
        return status
    }
}
