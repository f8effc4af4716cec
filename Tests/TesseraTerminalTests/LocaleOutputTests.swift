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

    /// A Latin-1 locale compiled once with `localedef` into a private directory (about a second),
    /// since none is installed; nil where that fails.
    static let latin1Directory: String? = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-locales-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = try? runProcess("/usr/bin/localedef", ["-i", "en_US", "-f", "ISO-8859-1",
                                                    directory.appendingPathComponent("en_US.ISO-8859-1").path],
                            environment: [:])
        // The locale must really load, or the case would only test the C fallback.
        let charmap = try? runProcess("/usr/bin/locale", ["charmap"],
                                      environment: ["LOCPATH": directory.path, "LC_ALL": "en_US.ISO-8859-1"])
        return charmap?.trimmingCharacters(in: .whitespacesAndNewlines) == "ISO-8859-1" ? directory.path : nil
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

    private func check(_ locale: Locale) async throws {
        let session = try TmuxSession(environment: locale.environment) { session in
            // Wait for the test to start recording the pane's output before the gallery writes any.
            "until [ -e \(session.path("go")) ]; do sleep 0.02; done; "
                + "\(shellQuoted(galleryExecutable)) --colors 16; echo $? > \(session.path("status")); exec sleep 600"
        }
        defer { session.kill() }
        let raw = session.path("raw")
        try session.run(["pipe-pane", "-o", "cat >> \(shellQuoted(raw))"])
        _ = FileManager.default.createFile(atPath: session.path("go"), contents: nil)

        let header = locale.isUTF8 ? "Tessera \u{203A} Button" : "Tessera > Button"
        let frame = await eventually(within: 20) { () -> String? in
            let screen = session.capture()
            return screen.contains("q quit") ? screen : nil
        }
        let screen = try #require(frame, "the gallery never appeared")
        #expect(screen.contains(header), "\(screen.prefix(200))")
        #expect(screen.contains(locale.isUTF8 ? "\u{23CE} press" : "Enter press"))
        var panes = [styledPane(session)]

        try session.send("?")
        #expect(await eventually(within: 10) { session.capture().contains("Esc closes this.") ? true : nil } == true)
        #expect(session.capture().contains(locale.isUTF8 ? "Tab / \u{21E7}Tab" : "Tab / Shift-Tab"))
        panes.append(styledPane(session))
        try session.send("Escape")
        #expect(await eventually(within: 10) { !session.capture().contains("Esc closes this.") ? true : nil } == true)
        try session.send("/")
        #expect(await eventually(within: 10) { session.capture().contains("Search pages") ? true : nil } == true)
        // Typed text the locale cannot show (in C it cannot even decode it): it reaches the field,
        // which finds no page, and the keys after it are not lost.
        try session.type("\u{E9}\u{6F22}\u{1F44D}")
        #expect(await eventually(within: 10) { session.capture().contains("No page matches") ? true : nil } == true)
        try session.send("Tab")
        panes.append(styledPane(session))
        try session.send("Escape")
        // Escape then q at once would read as Alt-q.
        let closed = await eventually(within: 10) { !session.capture().contains("Search pages") ? true : nil }
        #expect(closed == true, "the search stayed open: \(session.capture())")
        try session.send("q")
        let status = await eventually(within: 10) { try? String(contentsOfFile: session.path("status"), encoding: .utf8) }
        #expect(status?.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "the gallery did not quit")

        let written = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: raw)))) ?? []
        #expect(written.count > 1000, "pipe-pane recorded \(written.count) bytes")
        let outside = written.filter { $0 >= 0x80 }.count
        for pane in panes {
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

    /// The pane with its colours and attributes as escape sequences (`capture-pane -p -e`).
    private func styledPane(_ session: TmuxSession) -> String {
        (try? session.run(["capture-pane", "-p", "-e"])) ?? ""
    }
}
