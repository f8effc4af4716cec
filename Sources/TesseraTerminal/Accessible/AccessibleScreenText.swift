import Tessera

/// A frame's text as plain phrases: the screen cut into panes along its long vertical rules (a
/// sidebar's edge: the sidebar is read before the page, not row by row beside it), each pane's rows
/// split where three or more blanks part its columns, box drawing, block elements and the focus
/// ring's marks left out.
package enum AccessibleScreenText {
    /// The phrases of `buffer`, pane by pane, top to bottom, left to right; `marks` are the focus
    /// ring's characters (`▸`, `◂`), dropped as box art is, and the cells in `skipping` (controls
    /// that are read out as elements) are left out; with `within`, only the cells inside it are read.
    package static func phrases(
        of buffer: CellBuffer, marks: Set<Character> = [], skipping: [Rect] = [],
        within area: Rect? = nil
    ) -> [String] {
        var phrases: [String] = []
        let area = (area ?? buffer.bounds).intersection(buffer.bounds)
        guard !area.isEmpty else { return [] }
        read(area, of: buffer, marks: marks, skipping: skipping, into: &phrases)
        return phrases
    }

    /// Reads `area`. Where a vertical rule runs down at least half of it, the rows above the rule,
    /// the side left of it, the side right of it and the rows below it are read in that order (each
    /// part is smaller than `area`, so this ends); elsewhere row by row.
    private static func read(
        _ area: Rect, of buffer: CellBuffer, marks: Set<Character>, skipping: [Rect], into phrases: inout [String]
    ) {
        if let rule = longestVerticalRule(in: area, of: buffer), rule.height >= 3, rule.height * 2 >= area.height {
            let parts = [
                Rect(x: area.x, y: area.y, width: area.width, height: rule.y - area.y),
                Rect(x: area.x, y: rule.y, width: rule.x - area.x, height: rule.height),
                Rect(x: rule.x + 1, y: rule.y, width: area.maxX - rule.x - 1, height: rule.height),
                Rect(x: area.x, y: rule.maxY, width: area.width, height: area.maxY - rule.maxY),
            ]
            for part in parts where !part.isEmpty {
                read(part, of: buffer, marks: marks, skipping: skipping, into: &phrases)
            }
            return
        }
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
    }

    /// The longest unbroken run of vertical rule characters in one column of `area`, as a rect one
    /// column wide (the leftmost of equal runs); nil when `area` has none.
    private static func longestVerticalRule(in area: Rect, of buffer: CellBuffer) -> Rect? {
        var longest: Rect?
        for x in area.x..<area.maxX {
            var start = area.y
            for y in area.y...area.maxY {
                if y < area.maxY, isVerticalRule(buffer[x, y].grapheme) { continue }
                if y - start > (longest?.height ?? 0) { longest = Rect(x: x, y: start, width: 1, height: y - start) }
                start = y + 1
            }
        }
        return longest
    }

    /// Box drawing with a vertical stroke (lines, corners, tees: a box's side from corner to
    /// corner), and the ASCII borders' `|` and `+`.
    static func isVerticalRule(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x7C, 0x2B: return true
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
            0x257C, 0x257E:
            return false   // horizontal lines and half lines
        default: return (0x2500...0x257F).contains(scalar.value)
        }
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
