import Foundation
import Testing

/// The gallery in a terminal whose locale is not UTF-8 (`LANG=C`, `LC_ALL=C`, POSIX, Latin-1)
/// writes nothing but ASCII — every byte it sends, with the help and a search for text that is not
/// ASCII open — and says things in ASCII words rather than question marks. In a UTF-8 locale it
/// draws its Unicode glyphs, so the test tells the two apart.
@Suite("Output outside UTF-8")
struct LocaleOutputTests {
    struct Locale: Sendable, CustomTestStringConvertible {
        var name: String
        var environment: [String: String]
        var isUTF8: Bool
        var testDescription: String { name }
    }

    /// A Latin-1 locale, since none is installed: compiled with `localedef` (about a second) into
    /// a directory of the temporary folder that later runs reuse; nil where that fails.
    static let latin1Directory: String? = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-locales")
        func loads() -> Bool {
            // The locale must really load, or the case would only test the C fallback.
            let charmap = try? runProcess(
                "/usr/bin/locale", ["charmap"],
                environment: ["LOCPATH": directory.path, "LC_ALL": "en_US.ISO-8859-1"])
            return charmap?.trimmingCharacters(in: .whitespacesAndNewlines) == "ISO-8859-1"
        }
        if loads() { return directory.path }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = try? runProcess(
            "/usr/bin/localedef",
            [
                "-i", "en_US", "-f", "ISO-8859-1",
                directory.appendingPathComponent("en_US.ISO-8859-1").path,
            ],
            environment: [:])
        return loads() ? directory.path : nil
    }()

    static let locales: [Locale] = [
        Locale(name: "LANG=C", environment: ["LANG": "C"], isUTF8: false),
        Locale(name: "LC_ALL=C over LANG=C.UTF-8", environment: ["LANG": "C.UTF-8", "LC_ALL": "C"], isUTF8: false),
        Locale(name: "LC_CTYPE=POSIX", environment: ["LANG": "C.UTF-8", "LC_CTYPE": "POSIX"], isUTF8: false),
        Locale(name: "LANG=C.UTF-8", environment: ["LANG": "C.UTF-8"], isUTF8: true),
    ]

    @Test("only ASCII outside a UTF-8 locale", arguments: locales)
    func output(in locale: Locale) async throws {
        try await check(locale)
    }

    @Test("only ASCII in a Latin-1 locale", .enabled(if: latin1Directory != nil, "localedef cannot build en_US.ISO-8859-1"))
    func latin1() async throws {
        let directory = try #require(Self.latin1Directory)
        try await check(Locale(name: "Latin-1", environment: ["LANG": "en_US.ISO-8859-1", "LOCPATH": directory], isUTF8: false))
    }

    /// What the gallery showed and wrote, gathered on a thread of its own and checked afterwards.
    struct Observation: Sendable {
        /// The first frame, the help, and the search with the typed text (nil where it never came).
        var frame: String?
        var help: String?
        var searched: String?
        /// Whether the help and the search closed on Escape.
        var helpClosed = false
        var searchClosed = false
        /// The pane with colours and attributes (`capture-pane -p -e`) at each of those moments.
        var styledPanes: [String] = []
        var status: String?
        /// Every byte the gallery wrote to the pane.
        var written: [UInt8] = []
    }

    static func observe(_ locale: Locale) throws -> Observation {
        let session = try TmuxSession(environment: locale.environment) { session in
            // Wait for the test to start recording the pane's output before the gallery writes any.
            "until [ -e \(session.path("go")) ]; do sleep 0.02; done; "
                // The status is written aside and renamed: the test polls for the file, and a file
                // that `>` has created but not yet written reads as an empty status.
                + "\(shellQuoted(galleryExecutable)) --colors 16; echo $? > \(session.path("status.tmp")); "
                + "mv \(session.path("status.tmp")) \(session.path("status")); exec sleep 600"
        }
        defer { session.kill() }
        let raw = session.path("raw")
        try session.run(["pipe-pane", "-o", "cat >> \(shellQuoted(raw))"])
        _ = FileManager.default.createFile(atPath: session.path("go"), contents: nil)
        var seen = Observation()
        func screen(within seconds: Double = 10, where predicate: @escaping (String) -> Bool) -> String? {
            poll(seconds, every: 0.1) { () -> String? in
                let screen = session.capture()
                return predicate(screen) ? screen : nil
            }
        }
        func styledPane() -> String { (try? session.run(["capture-pane", "-p", "-e"])) ?? "" }

        seen.frame = screen(within: 20) { $0.contains("q quit") }
        guard seen.frame != nil else { return seen }
        seen.styledPanes.append(styledPane())
        try session.send("?")
        seen.help = screen { $0.contains("Esc closes this.") }
        seen.styledPanes.append(styledPane())
        try session.send("Escape")
        seen.helpClosed = screen { !$0.contains("Esc closes this.") } != nil
        try session.send("/")
        _ = screen { $0.contains("Search pages") }
        // Typed text the locale cannot show (in C it cannot even decode it): it reaches the field,
        // which finds no page, and the keys after it are not lost.
        try session.type("\u{E9}\u{6F22}\u{1F44D}")
        seen.searched = screen { $0.contains("No page matches") }
        try session.send("Tab")
        seen.styledPanes.append(styledPane())
        try session.send("Escape")
        // Escape then q at once would read as Alt-q.
        seen.searchClosed = screen { !$0.contains("Search pages") } != nil
        try session.send("q")
        seen.status = session.waitForFile("status", within: 10)
        seen.written = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: raw)))) ?? []
        return seen
    }

    private func check(_ locale: Locale) async throws {
        let seen = try await onOwnThread { try Self.observe(locale) }
        let frame = try #require(seen.frame, "the gallery never appeared")
        #expect(frame.contains(locale.isUTF8 ? "Tessera \u{203A} Palette" : "Tessera > Palette"), "\(frame.prefix(200))")
        #expect(frame.contains(locale.isUTF8 ? "\u{23CE} press" : "Enter press"))
        #expect(seen.help?.contains(locale.isUTF8 ? "Tab / \u{21E7}Tab" : "Tab / Shift-Tab") == true, "\(seen.help ?? "no help")")
        #expect(seen.helpClosed)
        #expect(seen.searched != nil, "typing text that is not ASCII did not reach the search")
        #expect(seen.searchClosed, "Escape after the typed text did not close the search")
        #expect(seen.status?.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "the gallery did not quit")

        #expect(seen.written.count > 1000, "pipe-pane recorded \(seen.written.count) bytes")
        let outside = seen.written.filter { $0 >= 0x80 }.count
        for pane in seen.styledPanes {
            let paneOutside = pane.utf8.filter { $0 >= 0x80 }.count
            if locale.isUTF8 {
                #expect(paneOutside > 0, "a UTF-8 locale draws Unicode glyphs")
            } else {
                #expect(paneOutside == 0, "\(pane.unicodeScalars.filter { !$0.isASCII }.prefix(20))")
            }
        }
        if locale.isUTF8 {
            #expect(outside > 0)
        } else {
            #expect(outside == 0, "the gallery wrote \(outside) bytes outside ASCII")
        }
    }
}
