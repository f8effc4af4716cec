import CNcursesw
import TesseraCore

/// Turns a cell's grapheme into the wide characters of one ncurses `cchar_t`, so that ncurses (which
/// measures with `wcwidth`) and the terminal both advance exactly as many columns as the buffer says.
///
/// - ASCII goes straight through.
/// - Control characters never reach the terminal: they become their visible stand-ins.
/// - A cluster is cut to its first spacing character plus the combining marks that follow it (at
///   most `CCHARW_MAX`): a ZWJ sequence draws as its first emoji, variation selectors are dropped
///   (terminals disagree on their width), and a skin-tone modifier is left out.
/// - A glyph `wcwidth` measures wider than its cell (or cannot measure) becomes U+FFFD.
/// - Outside a UTF-8 locale nothing but printable ASCII is written: every other glyph becomes its
///   ``ASCIIFallback`` (`-|+` for box drawing, `>` for `›`, `?` for CJK or emoji), one ASCII
///   character per column, so the columns after it stay where the buffer put them.
enum GlyphEncoding {
    /// Room for one `cchar_t`'s characters plus the terminating NUL.
    static let capacity = 6
    private static let charsMax = 5   // CCHARW_MAX
    private static let strokeOverlay: wchar_t = 0x0336

    /// Writes the NUL-terminated characters for `grapheme`, drawn in at most `width` columns, into
    /// `out` (``capacity`` entries). Returns the columns the result occupies (1 or 2).
    static func encode(
        _ grapheme: Character, width: Int, unicode: Bool, strikethrough: Bool,
        into out: UnsafeMutablePointer<wchar_t>
    ) -> Int {
        if let ascii = grapheme.asciiValue, ascii >= 0x20, ascii < 0x7F {
            return encode(ascii: ascii, unicode: unicode, strikethrough: strikethrough, into: out)
        }
        var count = 0
        var columns = 1
        if !unicode {
            out[0] = wchar_t(ASCIIFallback.cell(grapheme, width: width).utf8.first ?? UInt8(ascii: "?"))
            count = 1
        } else {
            (count, columns) = encodeUnicode(grapheme, width: width, into: out)
        }
        if strikethrough, unicode, count < charsMax {
            out[count] = strokeOverlay
            count += 1
        }
        out[count] = 0
        return columns
    }

    /// ``encode(_:width:unicode:strikethrough:into:)`` of a printable ASCII character, given as its
    /// byte (``Cell/printableASCII``): it goes straight through. Returns 1, the columns it occupies.
    static func encode(ascii: UInt8, unicode: Bool, strikethrough: Bool, into out: UnsafeMutablePointer<wchar_t>) -> Int {
        out[0] = wchar_t(ascii)
        var count = 1
        if strikethrough, unicode {
            out[count] = strokeOverlay
            count += 1
        }
        out[count] = 0
        return 1
    }

    /// What fills the second column of a two-column glyph that ``encode(_:width:unicode:strikethrough:into:)``
    /// drew in one: a space, or outside a UTF-8 locale the second character of its ASCII fallback.
    static func secondColumn(of grapheme: Character, unicode: Bool) -> wchar_t {
        guard !unicode, grapheme.asciiValue == nil else { return 0x20 }
        return wchar_t(ASCIIFallback.cell(grapheme, width: 2).utf8.dropFirst().first ?? UInt8(ascii: "?"))
    }

    private static func encodeUnicode(
        _ grapheme: Character, width: Int, into out: UnsafeMutablePointer<wchar_t>
    ) -> (count: Int, columns: Int) {
        var scalars = grapheme.unicodeScalars.makeIterator()
        guard var first = scalars.next() else {
            out[0] = 0x20
            return (1, 1)
        }
        if isControl(first) {
            first = TerminalGlyph.cellContent(for: Character(first)).grapheme.unicodeScalars.first ?? "\u{FFFD}"
        }
        var count = 0
        var columns = Int(tessera_wcwidth(wchar_t(first.value)))
        if columns == 0 {
            // A cluster that starts with a combining mark: put it on a space.
            out[0] = 0x20
            out[1] = wchar_t(first.value)
            count = 2
            columns = 1
        } else if columns < 0 || columns > max(1, width) {
            out[0] = 0xFFFD
            return (1, 1)
        } else {
            out[0] = wchar_t(first.value)
            count = 1
        }
        while count < charsMax, let next = scalars.next() {
            if next.value == 0x200D || tessera_wcwidth(wchar_t(next.value)) != 0 { break }
            if isControl(next) || (0xFE00...0xFE0F).contains(next.value) { continue }
            out[count] = wchar_t(next.value)
            count += 1
        }
        return (count, columns)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
