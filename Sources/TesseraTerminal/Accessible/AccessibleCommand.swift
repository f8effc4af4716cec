import Tessera

/// One typed line of the accessible mode: a number chooses an element, words stand for keys.
package enum AccessibleCommand: Equatable {
    /// A number from the list: press that element (a button, a toggle), or focus it (a field).
    case choose(Int)
    /// Tab, Shift-Tab, Enter on the focused element.
    case next, previous, press
    /// Text put into the focused field whole, as a paste is.
    case type(String)
    /// Any key, by name (`key esc`, `key down`, `key ctrl-d`, `key ]`).
    case key(KeyPress)
    /// The elements again; the screen's text; the commands.
    case list, read, help
    case quit
    /// A line that is none of these, and why.
    case unknown(String)

    /// The commands, for `help` and the greeting.
    package static let summary = """
        Commands: a number presses that element (or focuses a field); next and previous move the focus \
        (Tab and Shift-Tab); press presses the focused element (Enter); type TEXT puts TEXT into the focused \
        field; key NAME presses a key (esc, enter, space, tab, up, down, left, right, pageup, pagedown, \
        home, end, backspace, delete, f1-f12, ctrl-x, alt-x, or one character); list lists the elements; \
        read reads the screen's text; help says this; quit ends.
        """

    /// The command a typed line stands for (words are case-insensitive; `type`'s text is kept as typed).
    package static func parse(_ line: String) -> AccessibleCommand {
        let trimmed = line.trimmedOfBlanks
        let (word, rest) = split(trimmed)
        if let number = Int(trimmed) { return number > 0 ? .choose(number) : .unknown("there is no element \(number)") }
        switch word.lowercased() {
        case "": return .list
        case "next", "n", "tab": return .next
        case "previous", "prev", "p", "back": return .previous
        case "press", "enter", "activate": return .press
        case "type", "t": return .type(rest)
        case "key", "k":
            guard let press = keyPress(named: rest) else {
                let shown = rest.count > 40 ? rest.prefix(40) + "…" : Substring(rest)
                return .unknown("no key named \"\(shown)\"; say help for the names")
            }
            return .key(press)
        case "list", "l": return .list
        case "read", "r": return .read
        case "help", "h", "?": return .help
        case "quit", "q", "exit": return .quit
        default: return .unknown("\"\(word)\" is not a command; say help for the commands")
        }
    }

    /// The first word and the rest after one space.
    private static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]))
    }

    /// `esc`, `ctrl-d`, `alt-x`, `shift-tab`, `f5`, `]`.
    static func keyPress(named whole: String) -> KeyPress? {
        // A key's name is short; a long line names none (and is not worth lower-casing).
        guard whole.utf8.count <= 64 else { return nil }
        var name = Substring(whole)
        var modifiers: KeyModifiers = []
        var shifted = false
        prefixes: while true {
            for (prefix, modifier) in [("ctrl-", KeyModifiers.control), ("alt-", .alt), ("shift-", .shift)]
            where name.lowercased().hasPrefix(prefix) && name.count > prefix.count {
                name = name.dropFirst(prefix.count)
                if modifier == .shift { shifted = true } else { modifiers.insert(modifier) }
                continue prefixes
            }
            break
        }
        guard var press = baseKey(named: String(name)) else { return nil }
        if shifted {
            if press.key == .tab { press = KeyPress(.backTab) } else { press.modifiers.insert(.shift) }
        }
        press.modifiers.formUnion(modifiers)
        return press
    }

    /// A key's name without modifiers: `esc`, `tab`, `f5`, `]`.
    private static func baseKey(named name: String) -> KeyPress? {
        let lowered = name.lowercased()
        let named: [String: Key] = [
            "esc": .escape, "escape": .escape, "enter": .enter, "return": .enter, "tab": .tab, "backtab": .backTab,
            "space": .character(" "), "backspace": .backspace, "delete": .delete, "insert": .insert,
            "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
            "pageup": .pageUp, "pagedown": .pageDown,
        ]
        if let key = named[lowered] { return KeyPress(key) }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            return KeyPress(.function(number))
        }
        if name.count == 1, let character = name.first { return KeyPress(.character(character)) }
        return nil
    }
}
