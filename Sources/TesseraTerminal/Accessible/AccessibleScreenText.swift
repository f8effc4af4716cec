import Tessera

/// A frame's text as plain phrases: each row split where three or more blanks part its columns
/// (a sidebar from the page), box drawing, block elements and the focus ring's marks left out.
package enum AccessibleScreenText {
    /// The phrases of `buffer`, top to bottom, left to right; `marks` are the focus ring's
    /// characters (`▸`, `◂`), dropped as box art is, and the cells in `skipping` (controls that
    /// are read out as elements) are left out; with `within`, only the cells inside it are read.
    package static func phrases(
        of buffer: CellBuffer, marks: Set<Character> = [], skipping: [Rect] = [],
        within area: Rect? = nil
    ) -> [String] {
        var phrases: [String] = []
        let area = (area ?? buffer.bounds).intersection(buffer.bounds)
        guard !area.isEmpty else { return [] }
        for y in area.y..<area.maxY {
            var line = ""
            let skipped = skipping.filter { $0.y <= y && y < $0.y + $0.height }
            for x in area.x..<area.maxX {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                let hidden = skipped.contains { $0.x <= x && x < $0.x + $0.width }
                line.append(hidden || isArt(cell.grapheme) || marks.contains(cell.grapheme) ? " " : cell.grapheme)
            }
            phrases += line.split(separator: "   ").map(\.trimmedOfBlanks).filter { !$0.isEmpty }
        }
        return phrases
    }

    /// Box drawing (U+2500–U+257F) and block elements (U+2580–U+259F): lines, not words.
    static func isArt(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x2500...0x259F).contains(scalar.value)
    }
}

extension StringProtocol {
    /// The text without the blanks (spaces, tabs, line ends) at either end.
    var trimmedOfBlanks: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
