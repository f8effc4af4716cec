import TesseraCore

extension CellStyle {
    /// Attributes that change only how a glyph is drawn, so a blank cell looks the same with or
    /// without them. Underline, strikethrough and reverse draw on a blank too.
    static let invisibleOnBlank: TextAttributes = [.bold, .dim, .italic]

    /// Whether a blank in this style looks the same drawn in `previous`, the style of the cell
    /// before it: the same background, and no attribute on either that shows on a blank.
    ///
    /// A blank's foreground is never seen, but ncurses writes it, and writes both colours again at
    /// every change of colour pair: a space in the terminal's default foreground after a coloured
    /// glyph costs `ESC[39;49m` plus the background (19 bytes at 256 colours), on every border,
    /// gap and padding cell that follows a glyph. Drawn in the glyph's style it costs nothing.
    func blankLooksTheSame(in previous: CellStyle) -> Bool {
        background == previous.background && attributes.isSubset(of: Self.invisibleOnBlank)
            && previous.attributes.isSubset(of: Self.invisibleOnBlank)
    }
}

extension ArraySlice<Cell> {
    /// The style the presenter draws the cell at `index` in: its own, or for a blank that looks
    /// the same in the style the cell before it is drawn in, that one (``CellStyle/blankLooksTheSame(in:)``).
    /// Walks left over such blanks, so the answer depends only on the row, not on where a run of
    /// changed cells starts.
    func drawnStyle(at index: Index) -> CellStyle {
        var style = self[index].style
        var origin = index
        while origin > startIndex, self[origin].isPlainBlank {
            let previous = self[origin - 1].style
            guard style.blankLooksTheSame(in: previous) else { break }
            style = previous
            origin -= 1
        }
        return style
    }
}

extension Cell {
    /// A one-column space: the only glyph whose foreground is never seen.
    var isPlainBlank: Bool { width == 1 && printableASCII == 0x20 }
}
