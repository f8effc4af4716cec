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
    /// (a black background, the kitty keyboard protocol's flags), then reads the first frame.
    @Test func theGalleryFollowsWhatATerminalAnswers() throws {
        // posix_openpt and friends are not visible to Swift; their Linux ioctls are.
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        defer { close(primary) }
        var unlock: Int32 = 0, number: UInt32 = 0
        let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430   // TIOCSPTLCK, TIOCGPTN
        try #require(ioctl(primary, unlockRequest, &unlock) == 0 && ioctl(primary, numberRequest, &number) == 0)
        let secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(secondary >= 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: galleryExecutable)
        process.environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "LINES": "30", "COLUMNS": "100",
            "PATH": "/usr/bin:/bin",
        ]
        let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var output: [UInt8] = []
        func read(until done: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while Date() < deadline {
                if done() { return true }
                var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { Foundation.read(primary, $0.baseAddress, 4096) }
                if count > 0 { output += buffer[..<count] }
            }
            return done()
        }
        let text = { String(decoding: output, as: UTF8.self) }
        #expect(read { text().contains("\u{1B}]11;?") && text().contains("\u{1B}[c") }, "the queries: \(text().debugDescription)")
        let answer = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?0u\u{1B}[?62;22c".utf8)
        _ = answer.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
        // The header's status names the scheme as a word of its own colour: `…m dark ESC[…`.
        #expect(read { text().contains("mdark\u{1B}[") }, "the header: \(text().suffix(400).debugDescription)")
        #expect(!text().contains("mlight\u{1B}["), "it never drew light first")
        // Turned on as the answer is read: within the start-up wait, or — when the wait's 20 ms ran
        // out while the answers were still being read (a loaded machine) — just after the first frame.
        #expect(read { text().contains(KittyKeyboard.push) }, "the protocol the terminal confirmed is turned on")
        _ = Array("q".utf8).withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
        #expect(read { !process.isRunning }, "q quits")
        _ = read { text().hasSuffix("\u{1B}[?1l\u{1B}>") || text().contains(KittyKeyboard.pop) }
        #expect(text().contains(KittyKeyboard.pop), "and popped on the way out")
    }
}
