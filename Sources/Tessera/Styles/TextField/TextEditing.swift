/// Editing of one line of text by grapheme cluster: the cursor sits between clusters, so wide
/// and combining characters are inserted, deleted and stepped over whole.
struct TextEditing: Equatable {
    private(set) var text: String
    /// The cursor, as the number of grapheme clusters before it.
    private(set) var cursor: Int

    init(text: String, cursor: Int) {
        self.text = text
        self.cursor = min(max(0, cursor), text.count)
    }

    /// Applies a key; returns whether it edited the text or moved the cursor (a control character
    /// typed is dropped, so it does neither).
    mutating func apply(_ press: KeyPress) -> Bool {
        switch press.key {
        case .character(let character) where !press.modifiers.contains(.control) && !press.modifiers.contains(.alt):
            guard let typed = Self.typeable(character) else { return false }
            insert(typed)
        case .backspace:
            guard cursor > 0 else { return false }
            let start = text.index(text.startIndex, offsetBy: cursor - 1)
            text.remove(at: start)
            cursor -= 1
        case .delete:
            guard cursor < text.count else { return false }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        case .left:
            guard cursor > 0 else { return false }
            cursor -= 1
        case .right:
            guard cursor < text.count else { return false }
            cursor += 1
        case .home:
            cursor = 0
        case .end:
            cursor = text.count
        default:
            return false
        }
        return true
    }

    /// What a typed or pasted character puts in the text: a tab or a line break (LF, CR, CR LF,
    /// VT, FF, NEL, U+2028, U+2029) becomes a space; any other control character (C0, DEL, C1) or
    /// bidirectional control puts nothing (`nil`). The text never holds what a terminal acts on.
    static func typeable(_ character: Character) -> Character? {
        if character == "\t" || character.isNewline { return " " }
        return character.unicodeScalars.contains(where: MessageText.isUnsafe) ? nil : character
    }

    /// Inserts pasted `pasted` at the cursor in one edit, each character as ``typeable(_:)`` makes
    /// it (line breaks and tabs become spaces, control characters are dropped); returns whether
    /// anything was inserted.
    mutating func insert(pasted: String) -> Bool {
        var clean = ""
        clean.unicodeScalars.reserveCapacity(pasted.unicodeScalars.count)
        for character in pasted {
            if let typed = Self.typeable(character) { clean.append(typed) }
        }
        guard !clean.isEmpty else { return false }
        let split = text.index(text.startIndex, offsetBy: cursor)
        let before = String(text[..<split]) + clean
        text = before + text[split...]
        cursor = before.count
        return true
    }

    /// Inserts typed text at the cursor. A combining mark joins the cluster before it, so the
    /// cursor is recounted rather than simply advanced.
    private mutating func insert(_ character: Character) {
        let split = text.index(text.startIndex, offsetBy: cursor)
        let before = String(text[..<split]) + String(character)
        text = before + text[split...]
        cursor = before.count
    }
}
