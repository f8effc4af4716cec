import Foundation
import Testing

/// A program run in tmux leaves the terminal as it found it however it ends — a key, any signal
/// whose default action ends a process, a Swift trap, a stack overflow, an error thrown out of
/// main — with Swift's backtracer on and off, and the process always ends.
@Suite("Terminal restoration")
struct TerminalRestorationTests {
    /// What runs in the pane, how it is ended, and the status `sh` must then report.
    struct Ending: Sendable, CustomTestStringConvertible {
        enum Program: Sendable {
            case gallery
            /// `terminal-fixture` with this mode (see Tests/Fixtures/TerminalFixture).
            case fixture(String)
        }

        enum Action: Sendable {
            case keys([String])
            case signal(Int32)
        }

        var program: Program
        var action: Action
        var backtracer: Bool
        var status: Int32
        var name: String

        var testDescription: String { "\(name)\(backtracer ? " (backtracer)" : "")" }

        /// Whether Swift's backtracer must have printed a crash report.
        var reportsCrash: Bool {
            guard backtracer else { return false }
            if case .signal(let signal) = action { return TerminalRestorationTests.backtracerSignals.contains(signal) }
            if case .fixture(let mode) = program { return mode != "exit" && mode != "quit" }
            return false
        }
    }

    static let termination: [(name: String, signal: Int32)] = [("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP)]
    static let crashes: [(name: String, signal: Int32)] = [
        ("SIGQUIT", SIGQUIT), ("SIGILL", SIGILL), ("SIGTRAP", SIGTRAP), ("SIGABRT", SIGABRT), ("SIGBUS", SIGBUS),
        ("SIGFPE", SIGFPE), ("SIGSEGV", SIGSEGV), ("SIGSYS", SIGSYS),
    ]
    /// The signals Swift's backtracer reports (SIGSYS is not one).
    static let backtracerSignals: Set<Int32> = [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]
    /// Signals the backtracer does not handle: whatever `SWIFT_BACKTRACE` says, one handler.
    static let fatal: [(name: String, signal: Int32)] = [
        ("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2), ("SIGALRM", SIGALRM), ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF),
        ("SIGPIPE", SIGPIPE), ("SIGIO", SIGIO), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ), ("SIGPWR", SIGPWR),
        ("SIGSTKFLT", SIGSTKFLT),
    ]

    static let endings: [Ending] = {
        var endings: [Ending] = []
        // The gallery, as a user runs it: its own keys, the signals people send, and a crash signal
        // under the backtracer (on by default in Swift 6 on Linux), which used to resume the app.
        endings.append(Ending(program: .gallery, action: .keys(["q"]), backtracer: false, status: 0, name: "gallery q"))
        endings.append(Ending(program: .gallery, action: .keys(["C-c"]), backtracer: false, status: 0, name: "gallery Ctrl-C"))
        for (name, signal, backtracer) in [
            ("SIGINT", SIGINT, false), ("SIGTERM", SIGTERM, false), ("SIGHUP", SIGHUP, false),
            ("SIGSEGV", SIGSEGV, false), ("SIGSEGV", SIGSEGV, true), ("SIGQUIT", SIGQUIT, true),
        ] {
            endings.append(
                Ending(
                    program: .gallery, action: .signal(signal), backtracer: backtracer,
                    status: 128 + signal, name: "gallery \(name)"))
        }
        // Every signal, and failures from inside, in a small TerminalApp that starts in a blink.
        for backtracer in [false, true] {
            for (name, signal) in termination + crashes {
                endings.append(
                    Ending(
                        program: .fixture("quit"), action: .signal(signal), backtracer: backtracer,
                        status: 128 + signal, name: name))
            }
            for (mode, status) in [
                ("trap", 128 + SIGILL), ("thread-trap", 128 + SIGILL), ("overflow", 128 + SIGSEGV),
                ("throw", 128 + SIGILL), ("exit", 3),
            ] {
                endings.append(
                    Ending(
                        program: .fixture(mode), action: .keys(["x"]), backtracer: backtracer,
                        status: status, name: mode))
            }
        }
        for (name, signal) in fatal {
            endings.append(
                Ending(
                    program: .fixture("quit"), action: .signal(signal), backtracer: false,
                    status: 128 + signal, name: name))
        }
        return endings
    }()

    /// The pane runs the program, then records its status and `stty -a`, then idles.
    static func session(_ program: Ending.Program = .gallery, backtracer: Bool = false) throws -> TmuxSession {
        let environment = ["SWIFT_BACKTRACE": backtracer ? "enable=yes,interactive=no" : "enable=no"]
        return try TmuxSession(environment: environment) { session in
            let status = session.path("status"), stty = session.path("stty")
            let command =
                switch program {
                // 16 colours: a debug build spends ~0.6 s of CPU on its 256-colour tables at start-up,
                // and the modes restored do not depend on the depth.
                case .gallery: "\(shellQuoted(galleryExecutable)) --colors 16"
                case .fixture(let mode): "\(shellQuoted(fixtureExecutable)) \(mode)"
                }
            return "ulimit -c 0; \(command); echo $? > \(status).tmp; stty -a > \(stty); "
                + "mv \(status).tmp \(status); exec sleep 600"
        }
    }

    /// The termios flags `stty -a` lists (`icanon`, `-echo`, …).
    static func flags(_ stty: String) -> Set<String> {
        Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }

    static let modes =
        "#{alternate_on} #{mouse_any_flag} #{mouse_standard_flag} #{mouse_button_flag} "
        + "#{mouse_all_flag} #{mouse_sgr_flag} #{keypad_flag} #{keypad_cursor_flag} #{cursor_flag}"

    /// A dozen cases at a time: each takes about a second, mostly waiting.
    static let gate = Gate(limit: 12)

    /// What one case saw, gathered on a thread of its own and checked afterwards.
    struct Observation: Sendable {
        /// The first frame (nil: the program never appeared).
        var frame: String?
        /// ``modes`` while the program ran, and the termios flags of its tty.
        var modesBefore = ""
        var rawFlags: Set<String> = []
        /// What `sh` reported (nil: the program did not end), and `stty -a` after it.
        var status: String?
        var stty: String?
        /// ``modes``, the scroll region, insert and wrap modes after it ended.
        var modesAfter = ""
        /// The pane and its scrollback.
        var history = ""
    }

    static func observe(_ ending: Ending) throws -> Observation {
        let session = try Self.session(ending.program, backtracer: ending.backtracer)
        defer { session.kill() }
        var seen = Observation()
        let ready =
            switch ending.program {
            case .gallery: "q quit"
            case .fixture: "fixture ready"
            }
        // Every 100 ms: dozens of cases run at once, and each look is a tmux process.
        seen.frame = poll(20, every: 0.1) { () -> String? in
            let screen = session.capture()
            return screen.contains(ready) ? screen : nil
        }
        guard seen.frame != nil else { return seen }
        let before = session.paneFormat(modes + "|#{pane_tty}|#{pane_pid}").split(separator: "|").map(String.init)
        guard before.count == 3 else { return seen }
        seen.modesBefore = before[0]
        seen.rawFlags = flags(try runProcess("/bin/stty", ["-F", before[1], "-a"], environment: [:]))
        let shell = Int32(before[2]) ?? 0
        guard
            let pid = poll(
                5,
                { () -> Int32? in
                    let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
                    return children.split(separator: " ").first.flatMap { Int32($0) }
                })
        else { return seen }

        switch ending.action {
        case .keys(let keys): try session.run(["send-keys"] + keys)
        case .signal(let signal): kill(pid, signal)
        }

        seen.status = session.waitForFile("status", within: 30)
        guard seen.status != nil else { return seen }
        seen.stty = session.waitForFile("stty")
        seen.modesAfter = session.paneFormat(modes + " #{scroll_region_upper} #{scroll_region_lower} #{insert_flag} #{wrap_flag}")
        seen.history = (try? session.run(["capture-pane", "-p", "-S", "-"])) ?? ""
        return seen
    }

    @Test("restores the terminal and ends", arguments: endings)
    func restores(after ending: Ending) async throws {
        let seen = try await Self.gate.run { try Self.observe(ending) }
        let frame = try #require(seen.frame, "the program never appeared")
        if case .gallery = ending.program {
            #expect(frame.contains("16 colours"), "--colors 16 in the pane: \(frame)")
        }
        // Program mode was on: alternate screen, mouse (normal tracking, SGR), keypad, no cursor, raw.
        #expect(seen.modesBefore == "1 1 1 0 0 1 1 1 0")
        #expect(seen.rawFlags.contains("-icanon") && seen.rawFlags.contains("-echo"), "not in raw mode: \(seen.rawFlags.sorted())")

        let status = try #require(seen.status, "the process did not end")
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "\(ending.status)")
        let settings = Self.flags(try #require(seen.stty))
        for flag in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "ixon"] {
            #expect(settings.contains(flag), "stty -a lacks \(flag)")
            #expect(!settings.contains("-" + flag), "stty -a has -\(flag)")
        }
        // tmux's view of the pane: normal screen, no mouse reporting, keypad off, cursor visible,
        // no scroll region, insert mode off, wrapping on.
        #expect(seen.modesAfter == "0 0 0 0 0 0 0 0 1 0 39 0 1")
        #expect(
            seen.history.contains("Program crashed") == ending.reportsCrash,
            "the backtracer's report \(ending.reportsCrash ? "is missing" : "is unexpected"): \(seen.history.suffix(600))")
    }

    /// Stopped by SIGTSTP (the handler restores, then stops) or by Ctrl-Z (a key in raw mode: the
    /// gallery calls `suspend()`), then continued: program mode again and a fresh frame.
    /// Whether the process is stopped (state `T` in `/proc/PID/stat`).
    static func isStopped(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[close...].dropFirst(2).first == "T"
    }

    @Test("redraws after a stop and continue", arguments: ["SIGTSTP", "Ctrl-Z"])
    func redrawsAfterStopAndContinue(stop: String) throws {
        let session = try Self.session()
        defer { session.kill() }
        #expect(session.waitForScreen { $0.contains("q quit") } != nil)
        let pid = try #require(session.childPID())
        if stop == "SIGTSTP" { kill(pid, SIGTSTP) } else { try session.send("C-z") }
        let left = poll(5) { session.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0" ? true : nil }
        #expect(left == true, "SIGTSTP did not restore the terminal")
        // The terminal is restored just before the process stops itself: continuing it in between
        // would be lost (the stop comes after), which no person at a shell can do. Wait for it.
        let stopped = poll(5) { Self.isStopped(pid) ? true : nil }
        #expect(stopped == true, "the gallery did not stop")
        kill(pid, SIGCONT)
        let back = session.waitForScreen { $0.contains("q quit") && $0.contains("Tessera ›") }
        #expect(back != nil, "no redraw after SIGCONT")
        #expect(session.paneFormat("#{alternate_on}") == "1")
        try session.send("q")
        #expect(session.waitForFile("status")?.hasPrefix("0") == true)
        #expect(session.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
    }
}

/// The `terminal-fixture` executable SwiftPM built next to this test bundle.
var fixtureExecutable: String {
    URL(fileURLWithPath: galleryExecutable).deletingLastPathComponent().appendingPathComponent("terminal-fixture").path
}
