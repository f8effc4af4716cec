/// Bracketed paste (xterm's private mode 2004): the terminal wraps pasted text in `ESC [200~` …
/// `ESC [201~`, so a paste arrives as one ``InputEvent/paste(_:)`` rather than as keys — a text
/// field takes 10,000 pasted characters in one edit and one frame, and pasted text never presses
/// a shortcut.
enum BracketedPaste {
    static let on = "\u{1B}[?2004h"
    static let off = "\u{1B}[?2004l"
    /// What follows `ESC [` at the start of a paste.
    static let startBody: [UInt8] = Array("200~".utf8)
    /// The most characters of one paste kept (about 4 MB of text); the rest is dropped.
    static let limit = 1 << 20
}

/// Collects the characters of a paste, after its opening `ESC [200~`, until the closing
/// `ESC [201~`.
struct PasteCollector {
    private var scalars: [Unicode.Scalar] = []
    /// How many characters of the closing sequence have been matched so far (they are held back).
    private var matched = 0
    private static let end: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Takes the next character of input; true when it completed the closing sequence.
    mutating func take(_ code: UInt32) -> Bool {
        if code == Self.end[matched] {
            matched += 1
            guard matched == Self.end.count else { return false }
            matched = 0
            return true
        }
        // Not the closing sequence after all: what was held back is text (ESC included, dropped
        // later by the control's own filter), and this character may start the sequence anew.
        for held in Self.end[..<matched] { append(held) }
        matched = 0
        if code == Self.end[0] {
            matched = 1
        } else {
            append(code)
        }
        return false
    }

    /// The text pasted (what was held back of an unfinished closing sequence included).
    var text: String {
        var all = scalars
        for held in Self.end[..<matched] { if let scalar = Unicode.Scalar(held) { all.append(scalar) } }
        var string = ""
        string.unicodeScalars.append(contentsOf: all)
        return string
    }

    private mutating func append(_ code: UInt32) {
        guard scalars.count < BracketedPaste.limit else { return }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
    }
}
