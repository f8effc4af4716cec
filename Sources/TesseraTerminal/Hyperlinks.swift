import TesseraCore

/// OSC 8 hyperlinks: text written between `ESC ] 8 ; ; URL ESC \` and `ESC ] 8 ; ; ESC \` is a
/// link the user can click (or open with a key) in the terminals that show them; the rest ignore
/// the sequence, as every OSC they do not know.
///
/// ncurses knows nothing of them, so the presenter writes a link's cells itself after each
/// update that wrote to the link's row: it saves the cursor and rendition (DECSC), moves to the
/// run, opens the link, writes the glyphs as ncurses was given them (``GlyphEncoding``) in their
/// style, closes the link and restores (DECRC), so ncurses' idea of the screen stays true.
enum Hyperlinks {
    /// The longest destination written; longer ones stay plain text (terminals cap them near 2 KB).
    static let maximumLength = 2048

    /// Closes the open link.
    static let close = "\u{1B}]8;;\u{1B}\\"

    /// Opens a link to `destination`, which must be ``safeDestination(_:)``'s.
    static func open(_ destination: String) -> String {
        "\u{1B}]8;;\(destination)\u{1B}\\"
    }

    /// `destination` as an OSC 8 sequence may carry it: bytes outside printable ASCII
    /// percent-encoded (a URL's non-ASCII letters), nil where it has a control character (which
    /// could end the sequence and reach the terminal as a command) or is empty or too long.
    static func safeDestination(_ destination: String) -> String? {
        var safe: [UInt8] = []
        for byte in destination.utf8 {
            switch byte {
            case 0x21...0x7E: safe.append(byte)
            case 0x80...: safe.append(contentsOf: "%\(String(byte, radix: 16, uppercase: true))".utf8)
            default: return nil   // C0 controls, space and DEL
            }
        }
        guard !safe.isEmpty, safe.count <= maximumLength else { return nil }
        return String(decoding: safe, as: UTF8.self)
    }

    /// Whether to write hyperlinks to this terminal. `TESSERA_HYPERLINKS=0` turns them off and `1`
    /// on (in a UTF-8 locale); otherwise they are written to a terminal that reports the mouse the xterm way (they all
    /// ignore an OSC they do not know) in a UTF-8 locale, and never to the Linux console, whose
    /// parser would print the destination.
    static func areWritten(terminalType: String, environment: [String: String], reportsMouse: Bool, unicode: Bool) -> Bool {
        switch environment["TESSERA_HYPERLINKS"] {
        case "0": return false
        case "1": return unicode
        default: return reportsMouse && unicode && !terminalType.hasPrefix("linux")
        }
    }
}
