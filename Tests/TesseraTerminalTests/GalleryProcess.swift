import Foundation

/// One run of the built `gallery` executable with its standard streams set up as a test needs:
/// captured, pointed at a file such as `/dev/full`, or closed. Ends the child after `timeout`
/// seconds, so a command that hangs fails its test instead of stalling the suite.
struct GalleryProcess {
    /// Where a child's standard output or error goes.
    enum Stream {
        case captured
        case file(String)
        case closed
    }

    /// How the child ended: `exit(status)`, or the signal that ended it, or `timedOut`.
    enum Ending: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
    }

    var ending: Ending
    var standardOutput: [UInt8]
    var standardError: [UInt8]

    var errorText: String { String(decoding: standardError, as: UTF8.self) }
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }

    /// Runs `gallery` with `arguments`; `input` (if any) is its standard input through a file,
    /// else `/dev/null`; `environment` adds to (or with an empty value, removes from) the test's own.
    static func run(
        _ arguments: [String], stdout: Stream = .captured, stderr: Stream = .captured,
        input: String? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = 20
    ) throws -> GalleryProcess {
        try run(
            bytes: arguments.map { Array($0.utf8CString) }, stdout: stdout, stderr: stderr, input: input,
            environment: environment, timeout: timeout)
    }

    /// Runs `gallery` with arguments given as C strings, so a test can pass bytes that are not UTF-8.
    static func run(
        bytes arguments: [[CChar]], stdout: Stream = .captured, stderr: Stream = .captured,
        input: String? = nil, environment extra: [String: String] = [:],
        timeout: TimeInterval = 20
    ) throws -> GalleryProcess {
        let executable = galleryExecutable
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-proc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("out").path
        let errorPath = folder.appendingPathComponent("err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let inputPath = folder.appendingPathComponent("in").path
        if let input { try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath)) }
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inputPath, O_RDONLY, 0)
        for (descriptor, stream, capture) in [(Int32(1), stdout, outputPath), (Int32(2), stderr, errorPath)] {
            switch stream {
            case .captured: posix_spawn_file_actions_addopen(&actions, descriptor, capture, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
            case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "NO_COLOR", "COLORTERM", "TESSERA_ACCESSIBLE"] { environment.removeValue(forKey: name) }
        for (name, value) in extra { environment[name] = value.isEmpty ? nil : value }
        let argv =
            ([Array(executable.utf8CString)] + arguments).map { bytes in
                bytes.withUnsafeBufferPointer { $0.baseAddress.flatMap { strdup($0) } }
            } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = spawnWithCleanSignals(&pid, executable, &actions, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        let ending = wait(for: pid, timeout: timeout)
        let read = { (path: String) in (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? [] }
        return GalleryProcess(ending: ending, standardOutput: read(outputPath), standardError: read(errorPath))
    }

    private static func wait(for pid: pid_t, timeout: TimeInterval) -> Ending {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { return .timedOut }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return .timedOut
            }
            usleep(5_000)
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}

/// The bytes of a command's output that a terminal would act on: ESC, BEL, other C0 controls
/// except newline, DEL, and (as code points) C1 controls and bidirectional controls.
func terminalControls(in bytes: [UInt8]) -> [Unicode.Scalar] {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { scalar in
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
