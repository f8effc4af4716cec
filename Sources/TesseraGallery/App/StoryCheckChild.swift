import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The gallery's side of a ``StoryCheckProcess``: started with its standard output on a pipe, its
/// standard input and error on /dev/null (nothing it says reaches the gallery's screen), read a
/// page at a time, and stopped early when the gallery wants another state checked.
final class StoryCheckChild: @unchecked Sendable {
    private let pid: pid_t
    private let output: Int32
    private var pending: [UInt8] = []
    private var reader = StoryCheckPage.Reader()
    /// Whether the process was reaped: its pid may belong to another process after that.
    private let reaped = Mutex(false)

    /// Starts `executable` with `arguments`; nil if it cannot be started.
    init?(executable: String, arguments: [String]) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard started == 0 else {
            close(pipeEnds[0])
            return nil
        }
        pid = child
        output = pipeEnds[0]
    }

    /// The next page's reports; nil once the process has ended (done, stopped or failed) or wrote
    /// something that is not a page.
    func nextPage() -> StoryCheckPage? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                do {
                    if let page = try reader.read(line[...]) { return page }
                } catch {
                    return nil
                }
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 16_384)
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += buffer[..<count]
        }
    }

    /// Stops the process (it may already have ended); ``nextPage()`` then returns nil.
    func stop() {
        reaped.withLock { reaped in
            if !reaped { kill(pid, SIGKILL) }
        }
    }

    /// Reaps the process and closes the pipe: call once, after ``nextPage()`` returned nil.
    func finish() {
        close(output)
        reaped.withLock { reaped in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            reaped = true
        }
    }
}
