/// Editing of multi-line text by grapheme cluster, with a selection: the model behind
/// ``TextEditor``. Positions count characters (grapheme clusters) from the start; rows are the
/// text soft-wrapped at a width, so ↑ and ↓ move by what the user sees.
struct MultilineEditing: Equatable {
    private(set) var characters: [Character]
    /// The cursor, before the character at this position.
    private(set) var cursor: Int
    /// Where the selection started (the other end is the cursor); nil without a selection.
    private(set) var anchor: Int?
    /// The column ↑ and ↓ aim for, kept while they move through shorter rows.
    private(set) var goalColumn: Int?

    init(text: String, cursor: Int, anchor: Int? = nil, goalColumn: Int? = nil) {
        characters = Array(text)
        self.cursor = min(max(0, cursor), characters.count)
        self.anchor = anchor.map { min(max(0, $0), characters.count) }
        self.goalColumn = goalColumn
    }

    var text: String { String(characters) }

    /// The selected characters' positions, when some are selected.
    var selection: Range<Int>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    private var widths: [Int] { characters.map { TerminalGlyph.cellContent(for: $0).width } }

    /// Applies a key with the text wrapped at `width` cells and `page` rows showing; returns whether
    /// it edited the text or moved the cursor. Tab and Esc are left alone (they move focus).
    mutating func apply(_ press: KeyPress, width: Int, page: Int) -> Bool {
        let shift = press.modifiers.contains(.shift)
        let word = press.modifiers.contains(.alt) || press.modifiers.contains(.control)
        switch press.key {
        case .character(let character) where !press.modifiers.contains(.control) && !press.modifiers.contains(.alt):
            guard let typed = Self.typeable(character) else { return false }
            insert(String(typed))
        case .enter:
            insert("\n")
        case .backspace:
            if deleteSelection() { break }
            guard cursor > 0 else { return false }
            let start = word ? wordStart(before: cursor) : cursor - 1
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .delete:
            if deleteSelection() { break }
            guard cursor < characters.count else { return false }
            let end = word ? wordEnd(after: cursor) : cursor + 1
            characters.removeSubrange(cursor..<end)
        case .left:
            move(
                to: !shift && selection != nil ? selection!.lowerBound : (word ? wordStart(before: cursor) : cursor - 1),
                extending: shift)
        case .right:
            move(
                to: !shift && selection != nil ? selection!.upperBound : (word ? wordEnd(after: cursor) : cursor + 1),
                extending: shift)
        case .up, .down, .pageUp, .pageDown:
            let rows = softWrap(characters, widths: widths, width: width)
            let step =
                switch press.key {
                case .up: -1
                case .down: 1
                case .pageUp: -max(1, page - 1)
                default: max(1, page - 1)
                }
            moveVertically(by: step, rows: rows, extending: shift)
            return true
        case .home, .end:
            if press.modifiers.contains(.control) {
                move(to: press.key == .home ? 0 : characters.count, extending: shift)
            } else {
                let rows = softWrap(characters, widths: widths, width: width)
                let row = rows[wrappedRow(of: cursor, in: rows)]
                // The end of a soft-wrapped row is before its hanging space.
                let end = row.endsParagraph || row.end == row.start ? row.end : row.end - 1
                move(to: press.key == .home ? row.start : end, extending: shift)
            }
        default:
            return false
        }
        if press.key != .up && press.key != .down && press.key != .pageUp && press.key != .pageDown { goalColumn = nil }
        return true
    }

    /// Inserts `text` at the cursor in one step (a paste), replacing the selection; control
    /// characters other than line breaks are dropped, a tab becomes a space, CR LF and CR become LF.
    mutating func insert(_ text: String) {
        _ = deleteSelection()
        var clean: [Character] = []
        clean.reserveCapacity(text.count)
        for character in text {
            if character == "\r\n" || character == "\r" || character == "\n" { clean.append("\n"); continue }
            if let typed = Self.typeable(character) { clean.append(typed) }
        }
        characters.insert(contentsOf: clean, at: cursor)
        // A combining mark joins the cluster before it: count the clusters again around the edit.
        let before = String(characters[..<(cursor + clean.count)])
        let merged = Array(before)
        if merged.count != cursor + clean.count {
            characters = merged + characters[(cursor + clean.count)...]
            cursor = merged.count
        } else {
            cursor += clean.count
        }
        anchor = nil
    }

    /// What a typed character puts in the text: a line break stays one, a tab becomes a space,
    /// any other control or bidirectional control character puts nothing.
    static func typeable(_ character: Character) -> Character? {
        if character.isNewline { return "\n" }
        return TextEditing.typeable(character)
    }

    private mutating func deleteSelection() -> Bool {
        guard let range = selection else { anchor = nil; return false }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        anchor = nil
        return true
    }

    private mutating func move(to position: Int, extending: Bool) {
        if extending { anchor = anchor ?? cursor } else { anchor = nil }
        cursor = min(max(0, position), characters.count)
    }

    private mutating func moveVertically(by step: Int, rows: [WrappedRow], extending: Bool) {
        let widths = self.widths
        let current = wrappedRow(of: cursor, in: rows)
        let goal = goalColumn ?? (rows[current].start..<cursor).reduce(0) { $0 + widths[$1] }
        let target = current + step
        if target < 0 { move(to: 0, extending: extending); goalColumn = goal; return }
        if target >= rows.count { move(to: characters.count, extending: extending); goalColumn = goal; return }
        let row = rows[target]
        var position = row.start, column = 0
        let last = row.endsParagraph || row.end == row.start ? row.end : row.end - 1
        while position < last, column + widths[position] <= goal {
            column += widths[position]
            position += 1
        }
        move(to: position, extending: extending)
        goalColumn = goal
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, !characters[index - 1].isLetter && !characters[index - 1].isNumber { index -= 1 }
        while index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count, !characters[index].isLetter && !characters[index].isNumber { index += 1 }
        while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
        return index
    }
}
