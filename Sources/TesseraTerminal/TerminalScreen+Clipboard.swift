#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

extension TerminalScreen {
    /// Whether the terminal says it takes clipboard writes (terminfo `Ms`, OSC 52).
    public var setsClipboard: Bool { capabilities.setsClipboard }

    /// Puts `text` on the clipboard with OSC 52 (`ESC ] 52 ; c ; base64 BEL`), between frames.
    /// Returns false when the terminal does not take clipboard writes, or the write failed.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard !isClosed, capabilities.setsClipboard else { return false }
        let bytes = Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }   // a full non-blocking pipe gives up, never spins
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
