import TesseraCore

/// Serialises a frame to text with ANSI SGR escape sequences, as a terminal of a given colour
/// depth would be sent it. `cat` the result in a terminal to see the frame.
///
/// - Each row starts from the default state and ends with `ESC[0m` then `\n` (the last row too);
///   every cell is written, trailing spaces included, and a wide glyph once.
/// - A sequence is written only where the style changes. When an attribute turns off the
///   sequence resets first (`ESC[0;…m`) and sets the whole new style; otherwise it sets only what
///   changed.
/// - Each style is degraded with ``TesseraCore/CellStyle/degraded(to:)``, and colours are
///   written in the form that gives: RGB `38;2;r;g;b` / `48;2;r;g;b`, palette `38;5;n` /
///   `48;5;n`, ANSI 0–7 `30–37` / `40–47`, ANSI 8–15 `90–97` / `100–107`, default `39` / `49`.
///   Monochrome writes no colour at all; attributes are kept at every depth
///   (1 bold, 2 dim, 3 italic, 4 underline, 7 reverse, 9 strikethrough).
/// - Control characters in cells are written as visible stand-ins, never as themselves.
public struct ANSISerializer: Hashable, Sendable {
    /// Creates an ANSI serialiser.
    public init() {}

    /// The frame as ANSI text for a terminal of `depth`.
    public func serialize(_ buffer: CellBuffer, depth: ColorDepth) -> String {
        var output = OutputBuffer(reservingCapacity: (buffer.columns + 8) * buffer.rows)
        var styles = StyleMemo { $0.presented(at: depth) }
        for y in 0..<buffer.rows {
            var current = CellStyle.plain
            var currentSource = CellStyle.plain
            for glyph in RowGlyphs(buffer.row(y)) {
                if glyph.style != currentSource {
                    currentSource = glyph.style
                    let style = styles.value(for: glyph.style)
                    if style != current {
                        output.appendSGRTransition(from: current, to: style)
                        current = style
                    }
                }
                output.append(glyph: glyph)
            }
            output.append("\u{1B}[0m\n")
        }
        return output.string
    }
}
