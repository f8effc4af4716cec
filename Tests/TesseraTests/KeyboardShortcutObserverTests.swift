import Testing

@testable import Tessera

/// `onKeyboardShortcuts`: the screen's shortcuts, for a help panel.
@Suite struct KeyboardShortcutObserverTests {
    /// What the observer was told, call by call.
    final class Told { var lists: [[KeyboardShortcutEntry]] = [] }

    struct Screen: View {
        let told: Told
        @State private var showsArchive = false
        @State private var showsHelp = false
        var body: some View {
            VStack(alignment: .leading) {
                Button("Details") {}.keyboardShortcut("d", modifiers: .control)
                if showsArchive { Button("Archive") {}.keyboardShortcut("a", modifiers: .alt) }
                Button("More") { showsArchive = true }
                Button("Help") { showsHelp = true }
            }
            .onKeyboardShortcuts { [told] in told.lists.append($0) }
            .sheet(isPresented: $showsHelp) {
                Button("Close") { showsHelp = false }.keyboardShortcut("w", modifiers: .control)
            }
        }
    }

    private let size = TerminalSize(columns: 40, rows: 10)

    @Test func theObserverHearsTheShortcutsOnScreenWhenTheyChange() {
        let told = Told()
        let host = ViewHost(ThemeProvider(.default) { Screen(told: told) })
        _ = host.renderSettled(size: size)
        let details = KeyboardShortcutEntry(shortcut: KeyboardShortcut("d", modifiers: .control), title: "Details")
        #expect(told.lists == [[details]], "told once, after the first frame")
        _ = host.renderSettled(size: size)
        #expect(told.lists.count == 1, "a frame that changed nothing tells nothing")
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))   // More: the Archive button comes
        _ = host.renderSettled(size: size)
        let archive = KeyboardShortcutEntry(shortcut: KeyboardShortcut("a", modifiers: .alt), title: "Archive")
        #expect(told.lists.last == [details, archive], "\(told.lists)")
        #expect(archive.shortcut.description == "M-a")
    }

    @Test func underAModalTheScreenBeneathStillStands() {
        let told = Told()
        let host = ViewHost(ThemeProvider(.default) { Screen(told: told) })
        _ = host.renderSettled(size: size)
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.tab)))
        host.handle(.key(KeyPress(.enter)))   // Help: a sheet with its own shortcut
        let frame = host.renderSettled(size: size)
        #expect(frame.screenText.contains("Close ^W"), "\(frame.screenText)")
        #expect(told.lists.last?.map(\.title) == ["Details"], "the help lists the screen, not the sheet: \(told.lists)")
    }
}
