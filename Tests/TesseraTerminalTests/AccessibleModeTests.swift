import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// The accessible linear mode: elements as plain lines (role, label, value, state), typed lines
/// as input, changes announced as new lines; the gallery driven through a pipe.
@Suite("Accessible mode")
struct AccessibleModeTests {
    final class Profile {
        var greeting = ""
    }

    struct ProfileView: View {
        let profile: Profile
        @State private var notifications = false
        @State private var name = ""
        @State private var greeted = ""

        var body: some View {
            VStack(alignment: .leading) {
                Text("Profile")
                Toggle("Notifications", isOn: $notifications)
                Button("Save") {}.disabled(true)
                TextField("Name", text: $name)
                Button("Greet") { greeted = "Hello, \(name)" }
                if !greeted.isEmpty { Text(greeted) }
            }
        }
    }

    private func session() -> AccessibleSession {
        AccessibleSession(
            ThemeProvider(.default) { ProfileView(profile: Profile()) }, environment: EnvironmentValues(),
            size: TerminalSize(columns: 60, rows: 12))
    }

    @Test func listsTheElementsWithRoleLabelValueAndState() {
        let lines = session().start()
        #expect(lines.first?.hasPrefix("Tessera, accessible mode.") == true)
        #expect(lines.contains("Screen: Profile"))
        #expect(
            Array(lines.drop { $0 != "Elements:" }) == [
                "Elements:",
                "  1. toggle, Notifications, off",
                "  2. button, Save, disabled",
                "  3. text field, Name, empty",
                "  4. button, Greet",
            ])
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("╭") && !$0.contains("│") })
    }

    @Test func typedLinesToggleTypeAndPressAndTheChangesAreAnnounced() {
        let session = session()
        _ = session.start()
        #expect(session.handle("1") == ["Focus: 1. toggle, Notifications, on, focused"])
        #expect(session.handle("press") == ["1. toggle, Notifications, off, focused"])
        #expect(session.handle("2") == ["2. button, Save, disabled: it cannot be used now."])
        #expect(session.handle("3") == ["Focus: 3. text field, Name, empty, focused"])
        #expect(session.handle("type Ada") == ["3. text field, Name, Ada, focused"])
        // Pressing Greet shows a new line of text: it is read out.
        let greeted = session.handle("4")
        #expect(greeted.first == "Hello, Ada")
        #expect(greeted.contains("Focus: 4. button, Greet, focused"))
        // Tab from the last element comes round to the first.
        #expect(session.handle("next") == ["Focus: 1. toggle, Notifications, off, focused"])
        #expect(session.handle("list").contains("  1. toggle, Notifications, off, focused"))
        #expect(session.handle("read").contains("Hello, Ada"))
        #expect(session.handle("9") == ["There is no element 9: the elements are numbered 1 to 4."])
        #expect(session.handle("frob") == ["\"frob\" is not a command; say help for the commands."])
        #expect(session.handle("key space") == ["1. toggle, Notifications, on, focused"])
        #expect(!session.isFinished)
        #expect(session.handle("quit") == ["Bye."])
        #expect(session.isFinished)
    }

    @Test func aLinkIsReadAsALink() {
        let session = AccessibleSession(
            ThemeProvider(.default) { Link("Help", destination: "https://example.com/help") },
            environment: EnvironmentValues(), size: TerminalSize(columns: 40, rows: 3))
        #expect(session.start().contains("  1. link, Help"))
    }

    @Test func commandsParse() {
        #expect(AccessibleCommand.parse(" 12 ") == .choose(12))
        #expect(AccessibleCommand.parse("0") == .unknown("there is no element 0"))
        #expect(AccessibleCommand.parse("NEXT") == .next)
        #expect(AccessibleCommand.parse("type  two spaces") == .type(" two spaces"))
        #expect(AccessibleCommand.parse("key ctrl-d") == .key(KeyPress(.character("d"), modifiers: .control)))
        #expect(AccessibleCommand.parse("key shift-tab") == .key(KeyPress(.backTab)))
        #expect(AccessibleCommand.parse("key ]") == .key(KeyPress(.character("]"))))
        #expect(AccessibleCommand.parse("key f5") == .key(KeyPress(.function(5))))
        #expect(AccessibleCommand.parse("key hyper-x") == .unknown("no key named \"hyper-x\"; say help for the names"))
        #expect(AccessibleCommand.parse("") == .list)
        #expect(AccessibleCommand.parse("key ctrl-alt-x") == .key(KeyPress(.character("x"), modifiers: [.control, .alt])))
        #expect(AccessibleCommand.parse("key shift-ctrl-tab") == .key(KeyPress(.backTab, modifiers: .control)))
        let long = "key " + String(repeating: "ctrl-", count: 200_000) + "x"
        #expect(
            AccessibleCommand.parse(long) == .unknown("no key named \"ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-ctrl-…\"; say help for the names"),
            "a long line names no key, and is not echoed whole")
    }

    @Test func screenTextLeavesOutBoxArtAndSplitsColumns() {
        let host = ViewHost(
            ThemeProvider(.default) {
                HStack(alignment: .top) {
                    Text("Sidebar"); Spacer().frame(width: 6); Text("Page title").padding(1).border()
                }
            }, environment: EnvironmentValues())
        let buffer = host.render(size: TerminalSize(columns: 40, rows: 5))
        #expect(AccessibleScreenText.phrases(of: buffer) == ["Sidebar", "Page title"])
        #expect(
            AccessibleScreenText.phrases(of: buffer, within: Rect(x: 50, y: 9, width: 4, height: 4)).isEmpty,
            "an area off the frame reads nothing")
    }

    @Test func screenTextReadsASidebarBeforeThePageBesideIt() {
        let host = ViewHost(
            ThemeProvider(.default) {
                VStack(alignment: .leading) {
                    Text("Header")
                    HStack(alignment: .top) {
                        VStack(alignment: .leading) {
                            Text("One"); Text("Two"); Text("Three"); Text("Four")
                        }.border()
                        VStack(alignment: .leading) {
                            Text("Page"); Text("Body")
                        }
                    }
                    Text("Footer")
                }
            }, environment: EnvironmentValues())
        let buffer = host.render(size: TerminalSize(columns: 30, rows: 8))
        // Row by row it would be Header, One, Page, Two, Body, Three, Four, Footer.
        #expect(
            AccessibleScreenText.phrases(of: buffer) == ["Header", "One", "Two", "Three", "Four", "Page", "Body", "Footer"])
    }

    /// The number the listing in `output` gives the element whose line starts with `prefix`.
    static func number(of prefix: String, in output: String) -> Int? {
        for line in output.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let dot = trimmed.firstIndex(of: "."), let number = Int(trimmed[..<dot]) else { continue }
            if trimmed[trimmed.index(after: dot)...].dropFirst().hasPrefix(prefix) { return number }
        }
        return nil
    }

    @Test func theGalleryRunsThroughAPipeAndAScriptTogglesASwitch() throws {
        let environment = ["TESSERA_ACCESSIBLE": "1"]
        let listing = try GalleryProcess.run(["--page", "toggle"], input: "list\nquit\n", environment: environment)
        #expect(listing.ending == .exited(0), "\(listing.errorText)")
        #expect(!listing.standardOutput.contains(0x1B), "no escape sequences")
        let number = try #require(Self.number(of: "toggle, Notifications, on", in: listing.outputText), "\(listing.outputText)")
        let toggled = try GalleryProcess.run(["--page", "toggle"], input: "\(number)\npress\nquit\n", environment: environment)
        #expect(toggled.ending == .exited(0))
        let lines = toggled.outputText.split(separator: "\n").map(String.init)
        #expect(lines.contains("Focus: \(number). toggle, Notifications, off, focused"), "\(lines.suffix(12))")
        #expect(lines.contains("\(number). toggle, Notifications, on, focused"))
        #expect(lines.last == "Bye.")
        // TERM=dumb asks for it too, and --accessible on its own; the end of input ends it.
        let dumb = try GalleryProcess.run(["--page", "toggle"], input: "", environment: ["TERM": "dumb"])
        #expect(dumb.ending == .exited(0) && dumb.outputText.contains("toggle, Notifications, on"))
        let flag = try GalleryProcess.run(["--page", "toggle", "--accessible"], input: "", environment: [:])
        #expect(flag.ending == .exited(0) && flag.outputText.contains("Elements:"))
        // Nothing is drawn, so a tiny terminal does not fold the sidebar away.
        let tiny = try GalleryProcess.run(["--page", "toggle"], input: "", environment: ["TERM": "dumb", "COLUMNS": "1", "LINES": "1"])
        #expect(tiny.outputText.contains("button, Toggles & radios, current page"), "\(tiny.outputText.prefix(300))")
    }

    /// A snapshot is of the screen: `--accessible` there is a usage error, not ignored.
    @Test func aSnapshotRefusesTheAccessibleFlag() throws {
        let snapshot = try GalleryProcess.run(["snapshot", "--page", "toggle", "--accessible"], input: "", environment: [:])
        #expect(snapshot.ending == .exited(2))
        #expect(snapshot.errorText.contains("--accessible is for the interactive gallery"), "\(snapshot.errorText)")
    }

    @Test func aFullDiskEndsTheSessionWithAnError() throws {
        let full = try GalleryProcess.run(["--accessible"], stdout: .file("/dev/full"), input: "list\n", environment: [:])
        #expect(full.ending == .exited(3), "as every command whose output cannot be written")
        #expect(full.errorText.contains("standard output"))
    }
}
