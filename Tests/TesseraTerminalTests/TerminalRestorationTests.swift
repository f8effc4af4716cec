import Foundation
import Testing

/// The gallery, run in tmux, leaves the terminal as it found it however it ends.
@Suite("Terminal restoration")
struct TerminalRestorationTests {
    enum Ending: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case quitKey, controlC, sigint, sigterm, sighup, sigsegv
        var testDescription: String { rawValue }

        /// The exit status `sh` reports for the gallery.
        var status: String {
            switch self {
            case .quitKey, .controlC: "0"
            case .sigint: "130"
            case .sigterm: "143"
            case .sighup: "129"
            case .sigsegv: "139"
            }
        }
    }

    /// The pane runs the gallery, then records its status and `stty -a`, then idles.
    static func session() throws -> TmuxSession {
        try TmuxSession { session in
            let status = session.path("status"), stty = session.path("stty")
            return "\(shellQuoted(galleryExecutable)); echo $? > \(status).tmp; stty -a > \(stty); "
                + "mv \(status).tmp \(status); exec sleep 600"
        }
    }

    @Test("restores the terminal", arguments: Ending.allCases)
    func restores(after ending: Ending) throws {
        let session = try Self.session()
        defer { session.kill() }
        let frame = session.waitForScreen { $0.contains("q quit") }
        #expect(frame != nil, "the gallery never appeared")
        #expect(frame?.contains("256 colours") == true, "TERM=xterm-256color in the pane: \(frame ?? "")")
        #expect(session.paneFormat("#{alternate_on}") == "1")
        let pid = try #require(session.childPID())

        switch ending {
        case .quitKey: try session.send("q")
        case .controlC: try session.send("C-c")
        case .sigint: kill(pid, SIGINT)
        case .sigterm: kill(pid, SIGTERM)
        case .sighup: kill(pid, SIGHUP)
        case .sigsegv: kill(pid, SIGSEGV)
        }

        let status = try #require(session.waitForFile("status"), "the gallery did not end")
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == ending.status)
        let stty = try #require(session.waitForFile("stty"))
        let settings = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        for flag in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "ixon"] {
            #expect(settings.contains(flag), "stty -a lacks \(flag)")
            #expect(!settings.contains("-" + flag), "stty -a has -\(flag)")
        }
        // tmux's view of the pane: normal screen, no mouse reporting, cursor visible, keypad off.
        #expect(session.paneFormat("#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}")
            == "0 0 0 0")
        #expect(session.paneFormat("#{cursor_flag} #{keypad_cursor_flag}") == "1 0")
    }

    /// Stopped by SIGTSTP (the handler restores, then stops) or by Ctrl-Z (a key in raw mode: the
    /// gallery calls `suspend()`), then continued: program mode again and a fresh frame.
    @Test("redraws after a stop and continue", arguments: ["SIGTSTP", "Ctrl-Z"])
    func redrawsAfterStopAndContinue(stop: String) throws {
        let session = try Self.session()
        defer { session.kill() }
        #expect(session.waitForScreen { $0.contains("q quit") } != nil)
        let pid = try #require(session.childPID())
        if stop == "SIGTSTP" { kill(pid, SIGTSTP) } else { try session.send("C-z") }
        let left = poll(5) { session.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0" ? true : nil }
        #expect(left == true, "SIGTSTP did not restore the terminal")
        kill(pid, SIGCONT)
        let back = session.waitForScreen { $0.contains("q quit") && $0.contains("Tessera ›") }
        #expect(back != nil, "no redraw after SIGCONT")
        #expect(session.paneFormat("#{alternate_on}") == "1")
        try session.send("q")
        #expect(session.waitForFile("status")?.hasPrefix("0") == true)
        #expect(session.paneFormat("#{alternate_on} #{mouse_any_flag}") == "0 0")
    }
}
