import Foundation
import Testing

/// Keys and mouse reports sent through tmux arrive decoded: the gallery's internal
/// `--debug-input PATH` flag logs each event it reads, one line each.
@Suite("Input decoding")
struct InputDecodingTests {
    /// A pane running `gallery --debug-input`, with the terminal type `term`.
    final class Probe {
        let session: TmuxSession
        private var seen = 0

        init(term: String) throws {
            session = try TmuxSession(term: term) { session in
                "\(shellQuoted(galleryExecutable)) --debug-input \(session.path("events")); exec sleep 600"
            }
            #expect(session.waitForScreen { $0.contains("q quit") } != nil)
        }

        /// Does `action`, then waits for the one event it should cause and returns its line.
        func event(after action: () throws -> Void) rethrows -> String? {
            try action()
            let lines = poll(3) { () -> [Substring]? in
                let lines = (session.waitForFile("events", within: 0) ?? "").split(separator: "\n")
                return lines.count > seen ? lines : nil
            }
            guard let lines else { return nil }
            defer { seen = lines.count }
            return String(lines[seen])
        }
    }

    static let keys: [(keys: [String], expected: String)] = [
        (["Up"], "key up"), (["Down"], "key down"), (["Left"], "key left"), (["Right"], "key right"),
        (["Home"], "key home"), (["End"], "key end"), (["PPage"], "key pageUp"), (["NPage"], "key pageDown"),
        (["F1"], "key function(1)"), (["F12"], "key function(12)"),
        (["Tab"], "key tab"), (["BTab"], "key backTab"), (["Enter"], "key enter"),
        (["BSpace"], "key backspace"), (["DC"], "key delete"), (["IC"], "key insert"),
        (["C-a"], "key character(\"a\") control"), (["M-x"], "key character(\"x\") alt"),
        (["S-Up"], "key up shift"), (["C-Right"], "key right control"),
        (["Escape"], "key escape"), (["-l", "漢"], "key character(\"漢\")"), (["-l", "é"], "key character(\"é\")"),
        (["-l", "A"], "key character(\"A\")"),
    ]

    @Test("keys")
    func keys() throws {
        let probe = try Probe(term: "xterm-256color")
        defer { probe.session.kill() }
        for (keys, expected) in Self.keys {
            let line = try probe.event { try probe.session.run(["send-keys"] + keys) }
            #expect(line == expected, "send-keys \(keys.joined(separator: " "))")
        }
        let resized = try probe.event { try probe.session.run(["resize-window", "-x", "100", "-y", "30"]) }
        #expect(resized == "resize 100x30")
        // The gallery redraws at the new size: its footer moves up to the last of the 30 rows.
        let redrawn = probe.session.waitForScreen { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count >= 30 && rows[29].contains("Tab focus")
        }
        #expect(redrawn != nil, "no redraw after resize")
    }

    /// SGR reports `ESC [ < b ; x ; y M|m` for a press, a release and both wheel directions.
    static let mouse: [(report: String, expected: String)] = [
        ("\u{1B}[<0;10;5M", "mouse press(left) 9,4"), ("\u{1B}[<0;10;5m", "mouse release(left) 9,4"),
        ("\u{1B}[<2;3;7M", "mouse press(right) 2,6"), ("\u{1B}[<64;1;1M", "mouse wheelUp 0,0"),
        ("\u{1B}[<65;120;40M", "mouse wheelDown 119,39"),
    ]

    /// xterm-256color: terminfo's XM turns on SGR and ncurses decodes it (KEY_MOUSE, getmouse).
    /// tmux-256color: no SGR in XM, so Tessera turns it on and parses the reports itself.
    @Test("mouse", arguments: ["xterm-256color", "tmux-256color"])
    func mouse(term: String) throws {
        let probe = try Probe(term: term)
        defer { probe.session.kill() }
        for (report, expected) in Self.mouse {
            let line = try probe.event { try probe.session.sendBytes(Array(report.utf8)) }
            #expect(line == expected, "\(term): \(report.debugDescription)")
        }
        let key = try probe.event { try probe.session.send("Up") }
        #expect(key == "key up", "input after mouse reports")
    }

    /// A paste through tmux (`paste-buffer -p` brackets it because the gallery turned mode 2004
    /// on; tmux 3.3 has no format that shows the mode) arrives as one event, whatever it holds — here 10,000 characters with line breaks,
    /// escapes and a `q` that would quit if it were typed — and the next key arrives as a key.
    @Test("bracketed paste", arguments: ["xterm-256color", "tmux-256color"])
    func paste(term: String) throws {
        let probe = try Probe(term: term)
        defer { probe.session.kill() }
        let line = String(repeating: "quit? [not] \u{1B}[A é 漢\n", count: 400)
        let text = String(line.prefix(10_000))
        try probe.session.run(["set-buffer", "--", text])
        let pasted = try probe.event { try probe.session.run(["paste-buffer", "-p"]) }
        // tmux sends a line break as CR; both count as one character.
        #expect(pasted == "paste \(text.count) characters", "\(term)")
        let key = try probe.event { try probe.session.send("Up") }
        #expect(key == "key up", "input after a paste")
        // Raw markers from the terminal, with an unfinished closing sequence inside the text.
        let raw = try probe.event { try probe.session.sendBytes(Array("\u{1B}[200~a\u{1B}[20b\u{1B}[201~".utf8)) }
        #expect(raw == "paste 6 characters", "an escape that only starts the closing sequence stays text: a, ESC [20b")
    }

    /// The answers to the start-up queries (DECRPM for mode 2026, DA1) are read, never shown as keys.
    @Test("query answers are not keys")
    func queryAnswers() throws {
        let probe = try Probe(term: "xterm-256color")
        defer { probe.session.kill() }
        let line = try probe.event {
            try probe.session.sendBytes(Array("\u{1B}[?2026;2$y\u{1B}[?62;22c".utf8))
            try probe.session.send("Up")
        }
        #expect(line == "key up", "the answers gave no event, the next key did")
    }

    /// Focus reports (mode 1004): `ESC [O` and `ESC [I` are the window losing and regaining focus.
    @Test("focus reports")
    func focusReports() throws {
        let probe = try Probe(term: "xterm-256color")
        defer { probe.session.kill() }
        let out = try probe.event { try probe.session.sendBytes(Array("\u{1B}[O".utf8)) }
        #expect(out == "focus out")
        let back = try probe.event { try probe.session.sendBytes(Array("\u{1B}[I".utf8)) }
        #expect(back == "focus in")
        let key = try probe.event { try probe.session.send("Up") }
        #expect(key == "key up")
    }

    /// The kitty keyboard protocol's keys are read wherever they come from (tmux 3.3 does not
    /// speak the protocol, so the bytes are sent as a terminal that does would send them).
    @Test("kitty keyboard keys")
    func kittyKeys() throws {
        let probe = try Probe(term: "xterm-256color")
        defer { probe.session.kill() }
        let controlI = try probe.event { try probe.session.sendBytes(Array("\u{1B}[105;5u".utf8)) }
        #expect(controlI == "key character(\"i\") control")
        let escape = try probe.event { try probe.session.sendBytes(Array("\u{1B}[27u".utf8)) }
        #expect(escape == "key escape")
        let tab = try probe.event { try probe.session.send("Tab") }
        #expect(tab == "key tab")
    }
}
