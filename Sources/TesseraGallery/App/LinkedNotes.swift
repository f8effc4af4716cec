import Tessera

/// A page's notes as text whose web addresses lead somewhere: underlined, and an OSC 8 hyperlink
/// where the terminal shows those, so a team's notes can point at a design spec or a ticket.
enum LinkedNotes {
    /// `notes` as one text, its addresses underlined and linked (the rest as written).
    static func text(_ notes: String) -> Text {
        let texts = parts(of: notes).map { part in
            part.isAddress ? Text(part.text).underline().linking(to: part.text) : Text(part.text)
        }
        return texts.dropFirst().reduce(texts.first ?? Text(notes), +)
    }

    /// `notes` cut into plain parts and web addresses: `http://` or `https://` and more, up to the
    /// next space, without the punctuation that ends a sentence or closes a bracket after it.
    static func parts(of notes: String) -> [(text: String, isAddress: Bool)] {
        var parts: [(text: String, isAddress: Bool)] = []
        var rest = notes[...]
        while let scheme = nextScheme(in: rest) {
            var end = rest[scheme.upperBound...].firstIndex(where: \.isWhitespace) ?? rest.endIndex
            while end > scheme.upperBound, let last = rest[..<end].last, ".,;:!?)]}'\"".contains(last) {
                end = rest.index(before: end)
            }
            if !rest[..<scheme.lowerBound].isEmpty { parts.append((String(rest[..<scheme.lowerBound]), false)) }
            // A scheme with nothing after it is no address.
            parts.append((String(rest[scheme.lowerBound..<end]), end > scheme.upperBound))
            rest = rest[end...]
        }
        if !rest.isEmpty { parts.append((String(rest), false)) }
        return parts
    }

    /// The first `https://` or `http://` in `text`, found on its UTF-8 bytes (a page's notes are
    /// read at every evaluation of its body; a generic substring search was 1 % of a theme switch).
    private static func nextScheme(in text: Substring) -> Range<Substring.Index>? {
        let bytes = text.utf8
        var start = bytes.startIndex
        while let h = bytes[start...].firstIndex(of: UInt8(ascii: "h")) {
            // The bytes find a candidate; its characters confirm it, as a search by characters
            // would (a combining mark after the last `/` makes it another character).
            for scheme in ["https://", "http://"] where bytes[h...].starts(with: scheme.utf8) && text[h...].starts(with: scheme) {
                return h..<bytes.index(h, offsetBy: scheme.utf8.count)
            }
            start = bytes.index(after: h)
        }
        return nil
    }
}
