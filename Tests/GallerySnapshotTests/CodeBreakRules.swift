/// What a displayed call site may not do, checked independently of the formatter that laid it
/// out: where one line ends and the next begins, and how the lines of one call are indented.
enum CodeBreakRules {
    /// The mark the old formatter ended a cut line with; no line may end in it.
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

    /// Whether a line ends a literal split in two (`"… " +`) and the next continues it: the shown
    /// code would no longer be the story's.
    static func isLiteralSplit(_ line: String, _ next: String) -> Bool {
        line.hasSuffix("\" +") && next.drop { $0 == " " }.first == "\""
    }

    /// Operators a line may not start with: a comparison's or an assignment's operands stay on
    /// one line (a `+` of concatenated texts may lead a continuation line).
    static let unsplittableOperators: Set<String> = ["=", "==", "!=", "===", "!==", "<", ">", "<=", ">=",
                                                     "+=", "-=", "*=", "/=", "&&", "||", "??"]

    /// The breaks between `lines` that fall inside a token: in a word, in a string literal (or a
    /// literal split in two), between a label and its value, between the operands of a
    /// comparison or assignment (or after any operator), after a dot, before a closing bracket
    /// or comma, between a call and its arguments, or before a dot that is neither a chain's nor
    /// an argument's; and
    /// every ``structureProblems(_:)``. Breaks where `source` has a line break of its own are the
    /// source's, not the layout's; so is the break after a line visibly clipped with `…` (the
    /// formatter's last resort, which its own tests and the page's layout rule bound).
    static func problems(_ lines: [String], source: String = "") -> [String] {
        var sourceBreaks: Set<Int> = []
        var offset = 0
        for character in source {
            if character == "\n" { sourceBreaks.insert(offset) } else if !character.isWhitespace { offset += 1 }
        }
        var problems: [String] = lines.filter { $0.contains(mark) }.map { "a line cut inside a token: \($0)" }
        var before = ""
        for (line, next) in zip(lines, lines.dropFirst()) {
            before += line
            let tail = line.drop { $0 == " " }
            let head = next.drop { $0 == " " }
            let context = "\(tail) | \(head)"
            if tail.hasSuffix("…") {
                // What the clip hid closed the literal it cut, if it cut one.
                if insideString(before) { before += "\"" }
                continue
            }
            if sourceBreaks.contains(before.filter { !$0.isWhitespace }.count) { continue }
            if isLiteralSplit(line, next) { problems.append("a literal split in two: \(context)") }
            let leading = String(head.prefix { "=+-*/<>!&|^%~?".contains($0) })
            if unsplittableOperators.contains(leading), head.dropFirst(leading.count).first == " " {
                problems.append("between the operands of `\(leading)`: \(context)")
            }
            if let operatorEnd = tail.split(separator: " ").last, tail.contains(" "),
               operatorEnd.allSatisfy({ "=+-*/<>!&|^%~?".contains($0) }) {
                problems.append("a line ending in an operator: \(context)")
            }
            guard let last = tail.last, let first = head.first else { continue }
            let closureHeader = tail.hasSuffix(" in") && tail.contains("{")
            if isWord(last) && isWord(first) && !closureHeader { problems.append("inside a word: \(context)") }
            if insideString(before) { problems.append("inside a literal: \(context)") }
            if last == ":" || first == ":" { problems.append("between a label and its value: \(context)") }
            if last == "." { problems.append("after a dot: \(context)") }
            // A closing bracket may start a line after a trailing comma or an opening bracket.
            if ")],;".contains(first), !(")]".contains(first) && ",([".contains(last)) {
                problems.append("before a closing bracket or comma: \(context)")
            }
            if "([".contains(first), isWord(last) || ")]".contains(last) {
                problems.append("between a call and its arguments: \(context)")
            }
            if first == ".", !")}]([,".contains(last) { problems.append("a dot not of a chain or an argument: \(context)") }
        }
        return problems + structureProblems(lines)
    }

    /// An open bracket while the lines are read.
    private struct Frame {
        let bracket: Character
        let line: Int
        /// The indent of the line it opened on.
        let openerIndent: Int
        /// The indent its continued items (or its body's statements) start at.
        var itemIndent: Int?
        /// The last line a `,` or `;` of its own was on.
        var separatorLine = -1
        /// Lines where one of its `;` is followed by more code.
        var semicolonsInside: [Int] = []
    }

    /// How the lines of a call are laid out: the continued items of one bracket share one indent
    /// past the line it opened on (a closure's body too); in a closure that spans lines (or a call
    /// site of several lines) a `;` ends its line; a line does not end inside a bracket it opened
    /// after passing a `,` or `;` of an enclosing one (the outermost break comes first); a line does
    /// not end inside an item it did not start with; a line does
    /// not start with a modifier when the line before has an operator at that depth (the modifier
    /// reads as applying to the whole expression).
    static func structureProblems(_ lines: [String]) -> [String] {
        var problems: [String] = []
        var stack: [Frame] = []
        var topSemicolons: [Int] = []
        var operatorDepths: Set<Int> = []
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let ink = line.drop { $0 == " " }
            if index > 0, let first = ink.first {
                let previous = lines[index - 1].replacing(/\s+$/, with: "")
                if !stack.isEmpty, let end = previous.last, ",;([{".contains(end), !")]}".contains(first) {
                    let top = stack.count - 1
                    if indent <= stack[top].openerIndent {
                        problems.append("not indented past the line that opened `\(stack[top].bracket)`: \(line)")
                    } else if let shared = stack[top].itemIndent, shared != indent {
                        problems.append("items of one `\(stack[top].bracket)` at indents \(shared) and \(indent): \(line)")
                    } else {
                        stack[top].itemIndent = indent
                    }
                }
                if first == ".", operatorDepths.contains(stack.count) {
                    problems.append("a modifier split from its operand: \(lines[index - 1]) | \(line)")
                }
            }
            operatorDepths = []
            var inString = false
            var escaped = false
            let characters = Array(ink)
            for (position, character) in characters.enumerated() {
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                    continue
                }
                switch character {
                case "\"":
                    inString = true
                case "(", "[", "{":
                    stack.append(Frame(bracket: character, line: index, openerIndent: indent))
                case ")", "]", "}":
                    if let frame = stack.popLast(), frame.bracket == "{", frame.line != index {
                        problems += frame.semicolonsInside.map { "a `;` that does not end its line: \(lines[$0])" }
                    }
                case ",", ";":
                    if !stack.isEmpty { stack[stack.count - 1].separatorLine = index }
                    let more = characters[(position + 1)...].contains { !$0.isWhitespace }
                    if character == ";", more {
                        if stack.isEmpty { topSemicolons.append(index) } else { stack[stack.count - 1].semicolonsInside.append(index) }
                    }
                case "+", "=", "&", "|":
                    if position > 0, characters[position - 1] == " " { operatorDepths.insert(stack.count) }
                default:
                    break
                }
            }
            // The outermost break first: a bracket opened on this line and left open must not
            // follow a `,` or `;` of an enclosing bracket on this line.
            // And a line that breaks inside an item started that item: not `a, b ==` then `c)`.
            if let top = stack.last, top.separatorLine == index, index < lines.count - 1,
               let end = ink.replacing(/\s+$/, with: "").last, !",;([{".contains(end) {
                problems.append("breaks inside an item after a `,`/`;` of its `\(top.bracket)`: \(line)")
            }
            if let opened = stack.firstIndex(where: { $0.line == index }), index < lines.count - 1 {
                for outer in stack[..<opened] where outer.separatorLine == index {
                    problems.append("breaks inside `\(stack[opened].bracket)` after an outer `,`/`;`: \(line)")
                }
            }
        }
        if lines.count > 1 { problems += topSemicolons.map { "a `;` that does not end its line: \(lines[$0])" } }
        return problems
    }
}
