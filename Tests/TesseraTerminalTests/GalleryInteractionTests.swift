import Foundation
import Testing

/// The gallery driven as a person would, in tmux: keys and mouse in, the captured screen out.
@Suite("Gallery in a terminal")
struct GalleryInteractionTests {
    /// A pane running the gallery with `arguments`.
    static func gallery(_ arguments: String = "", columns: Int = 120, rows: Int = 40) throws -> TmuxSession {
        let session = try TmuxSession(columns: columns, rows: rows) { _ in
            "\(shellQuoted(galleryExecutable)) \(arguments); exec sleep 600"
        }
        #expect(session.waitForScreen { $0.contains("q quit") } != nil, "the gallery did not start")
        return session
    }

    private func header(_ session: TmuxSession) -> String {
        String(session.capture().split(separator: "\n").first ?? "")
    }

    @Test func pagesChangeWithKeysAndSearch() throws {
        let session = try Self.gallery("--page palette")
        defer { session.kill() }
        #expect(header(session).contains("Tessera › Palette"))
        try session.send("]")
        #expect(session.waitForScreen { $0.contains("Tessera › Typography") } != nil)
        try session.send("[")
        #expect(session.waitForScreen { $0.contains("Tessera › Palette") } != nil)
        // `/` searches pages by name; Enter opens the first match.
        try session.send("/")
        #expect(session.waitForScreen { $0.contains("Search pages") } != nil)
        try session.type("tips")
        try session.send("Enter")
        #expect(session.waitForScreen { $0.contains("Tessera › Tips & toasts") && !$0.contains("Search pages") } != nil)
        // `?` opens the help; Esc closes it.
        try session.send("?")
        #expect(session.waitForScreen { $0.contains("Esc closes this.") } != nil)
        try session.send("Escape")
        #expect(session.waitForScreen { !$0.contains("Esc closes this.") } != nil)
    }

    @Test func sidebarIsOneStopEnteredAtTheOpenPage() throws {
        let session = try Self.gallery("--page button")
        defer { session.kill() }
        try session.send("Tab")   // the page's first control, not the sidebar
        #expect(session.waitForScreen { $0.contains("▸ Save ◂") } != nil, "the first Tab reaches the page")
        #expect(!session.capture().contains("▌▸"), "the sidebar was skipped")
        try session.send("BTab")   // into the sidebar, at the open page: one marker row
        #expect(session.waitForScreen { $0.contains("▌▸ Button") } != nil, "the sidebar starts at the open page")
        try session.send("Down")   // ↑↓ move inside it
        #expect(session.waitForScreen { $0.contains("▸ Toggle") } != nil, "focus is visible")
        try session.send("Enter")
        #expect(session.waitForScreen { $0.contains("Tessera › Toggle") && $0.contains("▌▸ Toggle") } != nil)
        try session.send("Tab")   // out of the sidebar in one press, to the new page's first control
        #expect(session.waitForScreen { !$0.contains("▌▸") && $0.contains("◂") } != nil, "Tab leaves the sidebar")
    }

    @Test func switchesChangeTheScreen() throws {
        let session = try Self.gallery("--page button")
        defer { session.kill() }
        #expect(header(session).contains("default · light · 256 colours · regular"))
        try session.send("d")
        #expect(session.waitForScreen { $0.contains("default · dark") } != nil)
        try session.send("t")
        #expect(session.waitForScreen { $0.contains("catppuccin · dark") } != nil, "next built-in theme")
        try session.send("c")
        #expect(session.waitForScreen { $0.contains("16 colours") } != nil)
        try session.send("c")
        #expect(session.waitForScreen { $0.contains("8 colours") } != nil)
        try session.send("c")
        #expect(session.waitForScreen { $0.contains("· mono ·") } != nil)
        try session.send("z")
        #expect(session.waitForScreen { $0.contains("· spacious") } != nil, "density cycles regular → spacious")
        try session.send("z")
        #expect(session.waitForScreen { $0.contains("· compact") } != nil)
        try session.send("m")
        #expect(session.waitForScreen { $0.contains("· still") } != nil)
        #expect(header(session).contains("Tessera › Button"), "switches keep the page")
    }

    @Test func inspectorShowsWhereValuesCameFrom() throws {
        let session = try Self.gallery("--page toggle", columns: 140)
        defer { session.kill() }
        try session.send("i")
        #expect(session.waitForScreen { $0.contains("Focus a control") } != nil)
        try session.send("Tab")   // the first Tab goes to the page's first control
        let shown = session.waitForScreen { $0.contains("↳  provider default (default)") && $0.contains("toggle") }
        #expect(shown != nil, "the inspector shows provenance: \(session.capture())")
        #expect(session.capture().contains("COLOURS"))
    }

    @Test func resizeKeepsThePageAndNarrowTerminalsGetADrawer() throws {
        let session = try Self.gallery("--page banner")
        defer { session.kill() }
        try session.run(["resize-window", "-x", "80", "-y", "24"])
        #expect(session.waitForScreen { $0.contains("≡ Tessera › Banner") } != nil, "narrow: menu hint, same page")
        #expect(!session.capture().contains("FOUNDATIONS"), "the sidebar is a drawer under 90 columns")
        try session.send("s")
        // The drawer shows the open page: the list is scrolled down to Banner, under CONTENT (with
        // the focus ring once focus has moved into the drawer, which may take one more frame).
        #expect(
            session.waitForScreen { $0.contains("CONTENT") && ($0.contains("▌  Banner") || $0.contains("▌▸ Banner ◂")) } != nil,
            "the drawer opens: \(session.capture())")
        try session.send("Escape")
        try session.run(["resize-window", "-x", "200", "-y", "60"])
        #expect(session.waitForScreen { $0.contains("FOUNDATIONS") && $0.contains("Tessera › Banner") } != nil)
    }

    @Test func aClickOpensAPage() throws {
        let session = try Self.gallery("--page palette")
        defer { session.kill() }
        let screen = session.capture().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(screen.firstIndex { $0.contains(" Avatar") }, "Avatar in the sidebar")
        // SGR mouse reports, 1-based: press and release on the sidebar row, in one write, as a fast
        // click arrives (ncurses folds the two into one click report).
        let press = "\u{1B}[<0;5;\(row + 1)M", release = "\u{1B}[<0;5;\(row + 1)m"
        try session.sendBytes(Array((press + release).utf8))
        #expect(session.waitForScreen { $0.contains("Tessera › Avatar") } != nil)
    }

    /// What the terminal shows is the headless text snapshot of the same state, line by line.
    @Test(arguments: ["button", "text-field", "palette", "tag"])
    func snapshotEqualsTheTerminal(page: String) throws {
        let session = try Self.gallery("--page \(page) --reduce-motion")
        defer { session.kill() }
        let snapshot = try runProcess(
            galleryExecutable,
            ["snapshot", "--page", page, "--size", "120x40", "--colors", "256", "--reduce-motion"],
            environment: [:])
        let expected = snapshot.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        let terminal = session.waitForScreen { $0.contains("Tessera ›") } ?? ""
        let actual = terminal.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).map(String.init)
        for (index, (want, got)) in zip(expected, actual).enumerated() {
            #expect(got == want, "row \(index) differs")
        }
        #expect(actual.count == expected.count)
    }
}
