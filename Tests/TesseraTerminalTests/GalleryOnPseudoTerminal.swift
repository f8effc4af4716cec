import Foundation

/// The gallery on a pseudo-terminal of the test's own: what the test writes arrives as typed
/// bytes (or a terminal's answers), and everything the gallery writes is kept in ``output``.
/// Unlike tmux, the test sees the bytes themselves and can answer the start-up queries.
final class GalleryOnPseudoTerminal {
    let process = Process()
    private(set) var output: [UInt8] = []
    private let primary: Int32

    /// `answersAhead`: a terminal's answers already waiting when the gallery starts (the pty in
    /// raw mode, so nothing echoes them), as from a terminal that answers at once — however long
    /// the gallery takes to ask on a loaded machine, its start-up wait cannot run out first.
    init(size: (columns: Int, rows: Int) = (100, 30), answersAhead: String? = nil) throws {
        // posix_openpt and friends are not visible to Swift; their Linux ioctls are.
        primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard primary >= 0 else { throw CocoaError(.fileNoSuchFile) }
        var unlock: Int32 = 0, number: UInt32 = 0
        let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430   // TIOCSPTLCK, TIOCGPTN
        let secondary =
            ioctl(primary, unlockRequest, &unlock) == 0 && ioctl(primary, numberRequest, &number) == 0
            ? open("/dev/pts/\(number)", O_RDWR | O_NOCTTY) : -1
        guard secondary >= 0 else {
            close(primary)
            throw CocoaError(.fileNoSuchFile)
        }
        if let answersAhead {
            var mode = termios()
            tcgetattr(secondary, &mode)
            cfmakeraw(&mode)
            tcsetattr(secondary, TCSANOW, &mode)
            let bytes = Array(answersAhead.utf8)
            _ = bytes.withUnsafeBytes { Foundation.write(primary, $0.baseAddress, $0.count) }
        }
        process.executableURL = URL(fileURLWithPath: galleryExecutable)
        process.environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "LINES": "\(size.rows)", "COLUMNS": "\(size.columns)",
            "PATH": "/usr/bin:/bin",
        ]
        let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            close(primary)
            throw error
        }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGCONT)
            process.terminate()
        }
        close(primary)
    }

    /// Everything written so far, as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Types `text` (or sends a terminal's answer) to the gallery.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(primary, $0.baseAddress, $0.count) }
    }

    /// Reads what the gallery writes until `done` holds or 10 seconds pass; whether it held.
    @discardableResult
    func read(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            if done() { return true }
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Foundation.read(primary, $0.baseAddress, 4096) }
            if count > 0 { output += buffer[..<count] }
        }
        return done()
    }
}
