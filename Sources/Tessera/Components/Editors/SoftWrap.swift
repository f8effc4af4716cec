/// One screen row of wrapped text: the characters `start..<end` of the text (a line break is in
/// no row), and whether the row ends a paragraph (at a line break or the text's end) rather than
/// at a soft wrap.
struct WrappedRow: Equatable {
    var start: Int
    var end: Int
    var endsParagraph: Bool
}

/// `characters` cut into rows of at most `width` cells: at line breaks, and by display width
/// after the last space that fits (in the middle of a word only when a word is wider than the row;
/// a glyph wider than the whole row gets a row of its own). An empty text is one empty row.
func softWrap(_ characters: [Character], widths: [Int], width: Int) -> [WrappedRow] {
    let width = max(1, width)
    var rows: [WrappedRow] = []
    var start = 0, used = 0
    var lastSpace: Int?   // the index after the last space in the row
    var index = 0
    while index < characters.count {
        let character = characters[index]
        if character == "\n" {
            rows.append(WrappedRow(start: start, end: index, endsParagraph: true))
            index += 1
            start = index; used = 0; lastSpace = nil
            continue
        }
        let cells = widths[index]
        if used + cells > width, index > start {
            // A space may hang past the edge: it ends the row without starting the next.
            if character == " " {
                rows.append(WrappedRow(start: start, end: index + 1, endsParagraph: false))
                index += 1
                start = index; used = 0; lastSpace = nil
                continue
            }
            let cut = lastSpace ?? index
            rows.append(WrappedRow(start: start, end: cut, endsParagraph: false))
            start = cut; lastSpace = nil
            used = (cut..<index).reduce(0) { $0 + widths[$1] }
            continue
        }
        used += cells
        index += 1
        if character == " " { lastSpace = index }
    }
    rows.append(WrappedRow(start: start, end: characters.count, endsParagraph: true))
    return rows
}

/// The row the cursor (before character `cursor`) is on: the row holding it; at a soft wrap's
/// edge, the start of the next row.
func wrappedRow(of cursor: Int, in rows: [WrappedRow]) -> Int {
    for (index, row) in rows.enumerated() {
        if cursor < row.end || (cursor == row.end && row.endsParagraph) { return index }
        if cursor == row.end, index == rows.count - 1 { return index }
    }
    return max(0, rows.count - 1)
}
