import Foundation
import Testing

@testable import TesseraCore

/// Proves the widths against a real terminal: tmux (3.3a on Debian 12) must put the character
/// after each stored grapheme exactly where Tessera expects it.
///
/// Each test starts its own tmux server on a private socket (`-S` in a directory of its own),
/// has the pane `cat` a file holding the bytes a presenter would send, then reads tmux's cursor
/// column.
@Suite("tmux columns", .enabled(if: TmuxPane.executable != nil, "needs tmux (.ci/run installs it)"))
struct TmuxColumnTests {
    /// Every table case, and every stored-form case.
    static let cases: [(name: String, text: String)] =
        widthCases.map { ($0.name, $0.text) } + storedFormCases.map { ($0.name, $0.text) }

    @Test("tmux advances by the stored grapheme's width", arguments: cases)
    func storedGraphemeColumn(name: String, text: String) throws {
        let character = try #require(text.count == 1 ? text.first : nil, "\(name)")
        let content = TerminalGlyph.cellContent(for: character)
        #expect(DisplayWidth.of(content.grapheme) == content.width)
        // A wide, non-ASCII follower: tmux glues any non-ASCII character after a ZWJ onto the
        // previous cell. Zero-width graphemes never reach a cell (a lone ZWJ would swallow the
        // follower), so they are checked with an ASCII one.
        let follower = content.width > 0 ? "中|" : "|"
        let cursor = try TmuxPane.cursorAfterWriting(String(content.grapheme) + follower)
        #expect(cursor.row == 0)
        let column = cursor.column - DisplayWidth.of(follower)
        #expect(column == content.width, "tmux put the next character at column \(column)")
    }

    @Test func mixedLineThroughCellBuffer() throws {
        let text = "a中😀👨\u{200D}👩\u{200D}👧🇺🇸🇬🇧#\u{FE0F}\u{20E3}❤\u{FE0F}👍🏽e\u{301}ｱ\u{1FAE8}กำ\t│"
        let columns = DisplayWidth.of(text)
        var buffer = CellBuffer(size: TerminalSize(columns: columns, rows: 1))
        let end = buffer.write(text, at: Point(x: 0, y: 0), style: .plain)
        #expect(end == columns)
        // What a presenter sends: each cell's grapheme, continuation cells skipped.
        let row = String(buffer.row(0).filter { !$0.isContinuation }.map(\.grapheme))
        let cursor = try TmuxPane.cursorAfterWriting(row + "|")
        #expect(cursor.row == 0)
        #expect(cursor.column == columns + 1)
    }
}

/// A private tmux server with one 120×10 pane, for one test; its socket and files live in a
/// directory of their own, removed at the end.
///
/// Found the hard way: a daemonised server inherits the descriptor Foundation's `Process`
/// watches to see its child exit, so `waitUntilExit` on the command that started it never
/// returns; hence a foreground server (`tmux -D`) that this test owns. And processes spawned
/// from Swift's concurrency threads inherit a mask blocking most signals, so `kill-server` (tmux
/// SIGTERMs itself) and SIGHUP to the pane do nothing; hence `kill-session` with `exit-empty`,
/// a pane that ends when its pty closes (`exec cat`), and SIGKILL as the last resort.
struct TmuxPane {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// tmux, from PATH or /usr/bin.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/tmux" } + ["/usr/bin/tmux"]
        return candidates.first(where: FileManager.default.isExecutableFile(atPath:))
            .map { URL(fileURLWithPath: $0) }
    }()

    /// Writes `text` (UTF-8) into a fresh pane and returns where tmux's cursor ends up. The text
    /// must end with "|", which tells when tmux has read it all.
    static func cursorAfterWriting(_ text: String) throws -> (column: Int, row: Int) {
        let pane = try TmuxPane()
        defer { pane.stop() }
        let file = pane.directory.appendingPathComponent("text")
        try Data(text.utf8).write(to: file)
        try pane.waitUntil("the server answers") { (try? pane.run(["list-sessions"])) != nil }
        try pane.run([
            "new-session", "-d", "-s", "width", "-x", "120", "-y", "10",
            "cat '\(file.path)'; exec cat",
        ])
        try pane.run(["set-option", "-g", "exit-empty", "on"])
        try pane.waitUntil("the pane shows the text") {
            try pane.run(["capture-pane", "-p", "-t", "width"]).contains("|")
        }
        let cursor = try pane.run(
            ["display-message", "-p", "-t", "width", "#{cursor_x} #{cursor_y}"])
        let numbers = cursor.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard numbers.count == 2 else { throw Failure(description: "cursor: \(cursor)") }
        return (numbers[0], numbers[1])
    }

    let executable: URL
    /// This test's own directory: the server's socket and the text file.
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tessera-width-\(UUID().uuidString)")
    let server = Process()

    /// Starts the server.
    private init() throws {
        guard let executable = Self.executable else { throw Failure(description: "no tmux") }
        self.executable = executable
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        configure(server, arguments: ["-D"])
        server.standardOutput = FileHandle.nullDevice
        do {
            try server.run()
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// Runs a tmux client command against this server and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let process = Process()
        configure(process, arguments: arguments)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let command = arguments.joined(separator: " ")
            throw Failure(description: "tmux \(command) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Polls `condition` every 10 ms for up to `seconds`.
    func waitUntil(
        _ what: String, seconds: TimeInterval = 10, _ condition: () throws -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw Failure(description: "timed out waiting until \(what)")
    }

    /// Stops the server and its pane whatever happened, and removes the directory.
    func stop() {
        _ = try? run(["kill-session", "-t", "width"])
        if (try? waitUntil("the server exits", seconds: 5) { !server.isRunning }) == nil {
            kill(server.processIdentifier, SIGKILL)
            try? waitUntil("the server is killed", seconds: 5) { !server.isRunning }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The command line and environment every tmux process of this server gets: no tty, no
    /// stdin, maybe no TERM in CI, and maybe inside another tmux.
    private func configure(_ process: Process, arguments: [String]) {
        process.executableURL = executable
        let socket = directory.appendingPathComponent("socket").path
        process.arguments = ["-S", socket, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
    }
}
