import TesseraCore

/// Serialises a frame to plain text: what a person reads on the screen, without colours or
/// attributes.
///
/// Each row becomes one line followed by `\n` (the last row too). A wide glyph is written once;
/// its continuation cell adds nothing.
///
/// By default trailing spaces are kept, so every line is exactly `columns` cells wide and the text
/// shows the exact grid. `tmux capture-pane -p` trims trailing spaces; set `trimTrailingSpaces` to
/// compare with it.
public struct TextSerializer: Hashable, Sendable {
    /// Drop the spaces at the end of each line, as `tmux capture-pane -p` does. Only U+0020 is
    /// trimmed; a line of spaces becomes an empty line, and no line is dropped.
    public var trimTrailingSpaces: Bool

    /// Creates a text serialiser; by default it keeps trailing spaces.
    public init(trimTrailingSpaces: Bool = false) {
        self.trimTrailingSpaces = trimTrailingSpaces
    }

    /// The frame as text, one `\n`-terminated line per row.
    public func serialize(_ buffer: CellBuffer) -> String {
        var output = OutputBuffer(reservingCapacity: (buffer.columns + 1) * buffer.rows)
        for y in 0..<buffer.rows {
            var contentEnd = output.count
            for glyph in RowGlyphs(buffer.row(y)) {
                output.append(glyph: glyph)
                if !glyph.isSpace { contentEnd = output.count }
            }
            if trimTrailingSpaces { output.truncate(to: contentEnd) }
            output.append(byte: UInt8(ascii: "\n"))
        }
        return output.string
    }
}
