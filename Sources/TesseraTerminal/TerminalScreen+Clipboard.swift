import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalScreen {
    /// Whether the terminal says it takes clipboard writes (terminfo `Ms`, OSC 52).
    public var setsClipboard: Bool { capabilities.setsClipboard }

    /// Puts `text` on the clipboard with OSC 52 (`ESC ] 52 ; c ; base64 BEL`), between frames.
    /// Returns false when the terminal does not take clipboard writes, or the write failed.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard !isClosed, capabilities.setsClipboard else { return false }
        return writeControl("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
    }
}
