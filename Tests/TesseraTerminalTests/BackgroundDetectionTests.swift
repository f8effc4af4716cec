import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// Light or dark from the terminal's background: OSC 11's answer, `COLORFGBG`, and a terminal (a
/// pty this test answers for) whose dark background the gallery starts in.
@Suite struct BackgroundDetectionTests {
    @Test func answersAndVariablesReadAsASchemeAndAnythingElseAsNothing() {
        func osc(_ text: String) -> ColorScheme? { BackgroundDetection.scheme(osc: Array(text.utf8)) }
        #expect(osc("11;rgb:0000/0000/0000") == .dark)
        #expect(osc("11;rgb:ffff/ffff/ffff") == .light)
        #expect(osc("11;rgb:1e1e/1e1e/2e2e") == .dark, "a dark theme's page")
        #expect(osc("11;rgb:fd/f6/e3") == .light, "Solarized light, two digits a channel")
        #expect(osc("11;rgb:f/f/f") == .light)
        for garbled in ["11;rgb:ffff/ffff", "11;rgb:gggg/0/0", "10;rgb:0/0/0", "11;rgb:12345/0/0", "11;?", ""] {
            #expect(osc(garbled) == nil, "\(garbled)")
        }
        #expect(BackgroundDetection.scheme(red: 0.5, green: 0.5, blue: 0.5) == .light, "mid grey reads better with black text")
        #expect(BackgroundDetection.scheme(red: 0.4, green: 0.4, blue: 0.4) == .dark)
        #expect(BackgroundDetection.scheme(colorFGBG: "15;0") == .dark)
        #expect(BackgroundDetection.scheme(colorFGBG: "0;15") == .light)
        #expect(BackgroundDetection.scheme(colorFGBG: "0;default;7") == .light)
        #expect(BackgroundDetection.scheme(colorFGBG: "15;8") == .dark)
        #expect(BackgroundDetection.scheme(colorFGBG: "15;default") == nil)
        #expect(BackgroundDetection.scheme(colorFGBG: nil) == nil)
    }

    /// A terminal of our own: the gallery on a pty whose other end answers the start-up queries
    /// (a black background, the kitty keyboard protocol's flags), then reads the first frame. The
    /// answers wait in the pty before the gallery starts, as from a terminal that answers at once:
    /// written after the queries, they could come after the 20 ms start-up wait on a loaded machine.
    @Test func theGalleryFollowsWhatATerminalAnswers() throws {
        let terminal = try GalleryOnPseudoTerminal(
            answersAhead: "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?0u\u{1B}[?62;22c")
        let text = { terminal.text }
        #expect(
            terminal.read { text().contains("\u{1B}]11;?") && text().contains("\u{1B}[c") },
            "the queries: \(text().debugDescription)")
        // The header's status names the scheme as a word of its own colour before the muted
        // separator: `…m dark ESC[…m·` (the blank after the word may be drawn in its colour).
        let darkStatus = try Regex("mdark ?(\u{1B}\\[[0-9;]*m)+·")
        let lightStatus = try Regex("mlight ?(\u{1B}\\[[0-9;]*m)+·")
        #expect(terminal.read { text().contains(darkStatus) }, "the header: \(text().suffix(400).debugDescription)")
        #expect(!text().contains(lightStatus), "it never drew light first")
        #expect(terminal.read { text().contains(KittyKeyboard.push) }, "the protocol the terminal confirmed is turned on")
        terminal.write("q")
        #expect(terminal.read { !terminal.process.isRunning }, "q quits")
        terminal.read { text().hasSuffix("\u{1B}[?1l\u{1B}>") || text().contains(KittyKeyboard.pop) }
        #expect(text().contains(KittyKeyboard.pop), "and popped on the way out")
    }

    /// Ctrl-Z (a key the gallery takes) or SIGTSTP (the handler) leaves every mode, and the shell
    /// gets its screen back as it was; `fg` turns them on again *after* the alternate screen is
    /// back: a terminal keeps a keyboard-protocol stack per screen, and flags pushed before the
    /// switch (or popped after leaving it again) would change the shell's screen.
    @Test(arguments: ["Ctrl-Z", "SIGTSTP"])
    func comingBackFromAStopTurnsTheModesOnAgainOnTheAlternateScreen(stop: String) throws {
        let terminal = try GalleryOnPseudoTerminal()
        let text = { terminal.text }
        let pid = terminal.process.processIdentifier
        #expect(terminal.read { text().contains("\u{1B}[c") })
        terminal.write("\u{1B}[?0u\u{1B}[?62;22c")
        #expect(terminal.read { text().contains(KittyKeyboard.push) && text().contains("Palette") })
        if stop == "SIGTSTP" { kill(pid, SIGTSTP) } else { terminal.write("\u{1A}") }
        #expect(
            terminal.read { TerminalRestorationTests.isStopped(pid) && text().contains("\u{1B}[?1049l") },
            "\(stop) gives the shell its screen and stops the gallery")
        let stopped = terminal.output.count
        let away = String(decoding: terminal.output[..<stopped], as: UTF8.self)
        let leftAt = try #require(away.range(of: "\u{1B}[?1049l", options: .backwards)).lowerBound
        for mode in [KittyKeyboard.pop, BracketedPaste.off, FocusReporting.off] {
            #expect(away[..<leftAt].contains(mode), "\(mode.debugDescription) is undone before the shell's screen")
        }
        kill(pid, SIGCONT)
        let back = { String(decoding: terminal.output[stopped...], as: UTF8.self) }
        #expect(terminal.read { back().contains("Palette") }, "a fresh frame after fg")
        terminal.read { [KittyKeyboard.push, BracketedPaste.on, FocusReporting.on].allSatisfy(back().contains) }
        let screenAt = try #require(back().range(of: "\u{1B}[?1049h")).upperBound
        for mode in [KittyKeyboard.push, BracketedPaste.on, FocusReporting.on] {
            #expect(back()[screenAt...].contains(mode), "\(mode.debugDescription) again, on the alternate screen")
            #expect(!back()[..<screenAt].contains(mode), "\(mode.debugDescription) before the alternate screen")
        }
        #expect(!back()[..<screenAt].contains(KittyKeyboard.pop), "a pop on the shell's screen")
        terminal.write("q")
        #expect(terminal.read { !terminal.process.isRunning }, "q quits")
    }
}
