import TesseraCore

/// Finds text on a drawn screen by what a person reads there, for tests that click a label.
package enum ScreenText {
    /// Where `text` appears on `buffer`: one rectangle a row high per occurrence, in reading order.
    /// A match never starts or ends inside a word (`"Sign"` is not found in `"Signal"`), so a label
    /// that is part of a longer word is not mistaken for it.
    package static func occurrences(of text: String, in buffer: CellBuffer) -> [Rect] {
        let needle = Array(text)
        guard !needle.isEmpty else { return [] }
        var found: [Rect] = []
        for y in 0..<buffer.rows {
            let glyphs = Array(RowGlyphs(buffer.row(y)))
            let characters = glyphs.map(\.character)
            guard characters.count >= needle.count else { continue }
            var start = 0
            while start + needle.count <= characters.count {
                let end = start + needle.count
                if characters[start..<end].elementsEqual(needle),
                    isBoundary(characters, before: start, first: needle[0]),
                    isBoundary(characters, after: end - 1, last: needle[needle.count - 1])
                {
                    let column = glyphs[start].column
                    let width = glyphs[end - 1].column + glyphs[end - 1].width - column
                    found.append(Rect(x: column, y: y, width: width, height: 1))
                    start = end
                } else {
                    start += 1
                }
            }
        }
        return found
    }

    /// A word character next to a word character would split a word; anything else is a boundary.
    private static func isBoundary(_ characters: [Character], before index: Int, first: Character) -> Bool {
        index == 0 || !(isWord(characters[index - 1]) && isWord(first))
    }

    private static func isBoundary(_ characters: [Character], after index: Int, last: Character) -> Bool {
        index + 1 == characters.count || !(isWord(characters[index + 1]) && isWord(last))
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
