import Foundation
import Testing

/// A private tmux server with one 120×40 pane, for driving the gallery like a person would.
/// Each session has its own server (`-L tessera-<uuid>`), so tests run in parallel; `kill()` ends it.
final class TmuxSession {
    let server = "tessera-\(UUID().uuidString.prefix(12))"
    /// A fresh directory for the files the pane's command writes.
    let directory: URL

    /// Starts the server with the shell command `command(self)` (run by a non-interactive `sh -c`,
    /// which unlike an interactive shell never repairs the tty after its child) in its only pane,
    /// with TERM, LANG (C.UTF-8, not overridden by an LC_ALL or LC_CTYPE of the test's environment)
    /// and SWIFT_BACKTRACE (off) set, and then `environment`.
    init(
        columns: Int = 120, rows: Int = 40, term: String = "xterm-256color",
        environment: [String: String] = [:], command: (TmuxSession) -> String
    ) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(server)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var variables = ["TERM": term, "LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": "", "SWIFT_BACKTRACE": "enable=no"]
        variables.merge(environment) { $1 }
        // tmux sets the pane's TERM from its default-terminal option whatever `-e` says, so the
        // command sets it itself.
        try run(
            ["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "env"]
                + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["sh", "-c", command(self)])
    }

    deinit { kill() }

    /// Ends the server and removes the directory and the server's socket, which tmux leaves
    /// behind when a server ends this way (each run of the suite left 78 in `/tmp/tmux-UID`).
    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.removeItem(atPath: socketPath)
    }

    /// Where tmux keeps this server's socket: `$TMUX_TMPDIR` (else `/tmp`), `tmux-UID`, the name.
    private var socketPath: String {
        let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(base)/tmux-\(getuid())/\(server)"
    }

    /// Runs a tmux command against this server and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        try runProcess(
            "/usr/bin/tmux", ["-L", server, "-f", "/dev/null"] + arguments,
            environment: ["LANG": "C.UTF-8", "TERM": "xterm-256color"])
    }

    /// The pane's screen as text.
    func capture() -> String { (try? run(["capture-pane", "-p"])) ?? "" }

    /// Sends tmux key names (`Up`, `BTab`, `C-c`, …).
    func send(_ keys: String...) throws { try run(["send-keys"] + keys) }

    /// Sends text literally (`send-keys -l`).
    func type(_ text: String) throws { try run(["send-keys", "-l", text]) }

    /// Sends raw bytes to the pane (`send-keys -H`), for mouse reports tmux cannot synthesise.
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// tmux's view of the pane's modes, e.g. `#{alternate_on}`.
    func paneFormat(_ format: String) -> String {
        ((try? run(["display-message", "-p", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the pane's shell.
    var panePID: Int32 { Int32(paneFormat("#{pane_pid}")) ?? 0 }

    /// The pid of the first child of the pane's shell (the program it runs), once there is one.
    func childPID(within seconds: Double = 5) -> Int32? {
        let shell = panePID
        return poll(seconds) {
            let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
            return children.split(separator: " ").first.flatMap { Int32($0) }
        }
    }

    /// Polls the screen every 20 ms until `predicate` holds; returns that screen, or nil at the deadline.
    func waitForScreen(within seconds: Double = 15, _ predicate: (String) -> Bool) -> String? {
        poll(seconds) {
            let screen = capture()
            return predicate(screen) ? screen : nil
        }
    }

    /// Polls every 20 ms until the file exists, then returns its contents. A file the pane writes
    /// with `>` exists empty for a moment: write it aside and `mv` it into place.
    func waitForFile(_ name: String, within seconds: Double = 5) -> String? {
        let path = directory.appendingPathComponent(name).path
        return poll(seconds) { try? String(contentsOfFile: path, encoding: .utf8) }
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

/// Calls `body` every `interval` seconds (20 ms) until it returns a value or `seconds` pass.
func poll<T>(_ seconds: Double, every interval: Double = 0.02, _ body: () -> T?) -> T? {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        if let value = body() { return value }
        if Date() >= deadline { return nil }
        usleep(UInt32(interval * 1_000_000))
    }
}

/// The `gallery` executable SwiftPM built next to this test bundle (`.build/<triple>/debug/`).
var galleryExecutable: String {
    let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("gallery").path
}

/// Single-quotes `text` for `sh`.
func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

/// Runs `executable` with `arguments` and `environment` added to this process's (less TMUX,
/// NO_COLOR and COLORTERM, which would change what is tested) and returns its standard output.
/// Uses posix_spawn and a file rather than Foundation's Process and a pipe: a daemon the command
/// forks (tmux's server) must not hold the output open, and Process has been seen to miss child
/// exits under parallel tests.
func runProcess(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
    let outputPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-out-\(UUID().uuidString)").path
    defer { unlink(outputPath) }
    var merged = ProcessInfo.processInfo.environment
    for name in ["TMUX", "NO_COLOR", "COLORTERM"] { merged.removeValue(forKey: name) }
    merged.merge(environment) { $1 }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = spawnWithCleanSignals(&pid, executable, &actions, argv, envp)
    guard spawned == 0 else { throw SpawnError(executable: executable, code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
}

struct SpawnError: Error {
    var executable: String
    var code: Int32
}

/// `posix_spawn` with a clean signal state: test threads block most signals, and a child that
/// inherits that mask (a tmux server, a gallery) never notices its own children exit or the
/// signals a test sends it.
func spawnWithCleanSignals(
    _ pid: inout pid_t, _ executable: String, _ actions: inout posix_spawn_file_actions_t,
    _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?]
) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
}
