/// What a displayed call site may not do where one line ends and the next begins, checked
/// independently of the formatter that laid it out.
enum CodeBreakRules {
    static let mark: Character = "↩"

    static func isWord(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false
    }

    /// Whether `text` ends inside a string literal (an odd number of unescaped quotes).
    static func insideString(_ text: String) -> Bool {
        var inside = false
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inside.toggle()
            }
        }
        return inside
    }

    /// The breaks between `lines` that fall inside a token: in a word, in a string literal,
    /// between a label and its value, after a dot, before a closing bracket or comma, between a
    /// call and its arguments, or before a dot that is neither a chain's nor an argument's. Lines cut with the mark are not breaks.
    /// Breaks where `source` has a line break of its own are the source's, not the layout's.
    static func problems(_ lines: [String], source: String = "") -> [String] {
        var sourceBreaks: Set<Int> = []
        var offset = 0
        for character in source {
            if character == "\n" { sourceBreaks.insert(offset) } else if !character.isWhitespace { offset += 1 }
        }
        var problems: [String] = []
        var before = ""
        for (line, next) in zip(lines, lines.dropFirst()) {
            before += line
            if line.hasSuffix(String(mark)) { continue }
            if sourceBreaks.contains(before.filter { !$0.isWhitespace }.count) { continue }
            let tail = line.drop { $0 == " " }
            let head = next.drop { $0 == " " }
            guard let last = tail.last, let first = head.first else { continue }
            let context = "\(tail) | \(head)"
            if isWord(last) && isWord(first) { problems.append("inside a word: \(context)") }
            if insideString(before) { problems.append("inside a literal: \(context)") }
            if last == ":" || first == ":" { problems.append("between a label and its value: \(context)") }
            if last == "." { problems.append("after a dot: \(context)") }
            if ")],;".contains(first) { problems.append("before a closing bracket or comma: \(context)") }
            if "([".contains(first), isWord(last) || ")]".contains(last) {
                problems.append("between a call and its arguments: \(context)")
            }
            if first == ".", !")}]([,".contains(last) { problems.append("a dot not of a chain or an argument: \(context)") }
        }
        return problems
    }
}
