import Foundation
import TesseraCore

@testable import TesseraTerminal

/// A ``TerminalScreen`` whose terminal is a plain file: `newterm(type, file, /dev/null)`. The file
/// receives exactly the bytes a real terminal would.
final class FileTerminal {
    let path: String
    let screen: TerminalScreen

    /// `encoding`: UTF-8, or ASCII only as on a terminal whose locale is not UTF-8.
    init(
        term: String = "xterm-256color", size: TerminalSize = TerminalSize(columns: 120, rows: 40),
        environment: [String: String] = [:], colorDepth: ColorDepth? = nil,
        encoding: TerminalLocale.TestEncoding = .utf8
    ) throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("tessera-screen-\(UUID().uuidString)").path
        guard let output = fopen(path, "w"), let input = fopen("/dev/null", "r") else {
            throw TerminalError.initializationFailed("cannot open \(path)")
        }
        do {
            screen = try TerminalScreen(
                terminalType: term, output: output, input: input, ownsFiles: true, colorDepth: colorDepth,
                environment: environment, guardsProcess: false, size: size, testEncoding: encoding)
        } catch {
            unlink(path)
            throw error
        }
    }

    deinit {
        screen.close()
        unlink(path)
    }

    /// Everything written so far.
    var contents: [UInt8] { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? [] }

    /// The size of the file so far.
    var byteCount: Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The number of bytes `action` writes to the terminal.
    func bytes(_ action: () -> Void) -> Int {
        let before = byteCount
        action()
        return byteCount - before
    }

    /// What `action` writes, as text (escape sequences included).
    func output(_ action: () -> Void) -> String {
        let before = contents.count
        action()
        return String(decoding: contents.dropFirst(before), as: UTF8.self)
    }
}
