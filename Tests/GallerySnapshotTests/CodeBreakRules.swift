import TesseraTesting

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

    /// Whether a line ends a literal split in two (`"… " +`) and the next continues it.
    static func isLiteralSplit(_ line: String, _ next: String) -> Bool {
        line.hasSuffix("\" +") && next.drop { $0 == " " }.first == "\""
    }

    /// The lines with every literal split in two joined back: the `" +` ending a line and the `"`
    /// starting the next removed, and the pieces on one line.
    static func joiningSplits(_ lines: [String]) -> [String] {
        var joined: [String] = []
        var continues = false
        for (index, line) in lines.enumerated() {
            var text = line
            if continues { text = String(text.drop { $0 == " " }.dropFirst()) }
            let splits = index + 1 < lines.count && isLiteralSplit(line, lines[index + 1])
            if splits { text = String(text.dropLast(3)) }
            if continues, let last = joined.popLast() { text = last + text }
            joined.append(text)
            continues = splits
        }
        return joined
    }

    /// Why the literal split at the end of `lines[index]` should not have been split, or `nil`
    /// when the split is the formatter's last resort: after a space (never inside a word), and
    /// the literal, joined, could not have stood whole on any line of a column `width` wide, from
    /// where it starts or from the start of a continuation line with its label
    /// (`indent + 4 + "message: "`), with the brackets or comma that close after it (and a
    /// trailing closure's `{`).
    static func unjustifiedSplit(_ lines: [String], at index: Int, width: Int?) -> String? {
        let line = lines[index]
        guard line.dropLast(3).last == " " else { return "a literal split inside a word" }
        guard let width else { return "a literal split in two" }
        // Where the literal opens: the last quote that opens one on the line.
        var opening: String.Index?
        var inside = false
        var escaped = false
        for position in line.indices {
            let character = line[position]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inside.toggle()
                if inside { opening = position }
            }
        }
        guard let opening else { return "a literal split in two" }
        let column = DisplayWidth.of(String(line[..<opening]))
        let label = (try? /(\w+): $/.firstMatch(in: String(line[..<opening]))).map { DisplayWidth.of(String($0.0)) } ?? 0
        let indent = line.prefix { $0 == " " }.count
        // The literal, joined, and what closes right after it.
        var literal = String(line[opening...].dropLast(2))
        var next = index + 1
        while next < lines.count {
            let piece = lines[next].drop { $0 == " " }
            if next + 1 < lines.count, isLiteralSplit(lines[next], lines[next + 1]) {
                literal = String(literal.dropLast()) + piece.dropFirst().dropLast(2)
                next += 1
                continue
            }
            guard let end = piece.dropFirst().firstIndex(of: "\"") else { break }
            literal = String(literal.dropLast()) + piece[piece.index(after: piece.startIndex)...end]
            let after = piece[piece.index(after: end)...]
            let closing = after.prefix { ")]},;".contains($0) }
            // A trailing closure's `{` stays on the line too.
            literal += closing + (after.dropFirst(closing.count).hasPrefix(" {") ? " {" : "")
            break
        }
        let start = min(column, indent + 4 + label)
        return start + DisplayWidth.of(literal) > width ? nil : "a literal split that a line of \(width) holds whole"
    }

    /// Operators a line may not start with: a comparison's or an assignment's operands stay on
    /// one line (a `+` of concatenated texts may lead a continuation line).
    static let unsplittableOperators: Set<String> = [
        "=", "==", "!=", "===", "!==", "<", ">", "<=", ">=",
        "+=", "-=", "*=", "/=", "&&", "||", "??",
    ]

    /// The breaks between `lines` that fall inside a token: in a word, in a string literal (or a
    /// literal split in two), between a label and its value, between the operands of a
    /// comparison or assignment (or after any operator), after a dot, before a comma, between a
    /// call and its arguments, or before a dot that is neither a chain's nor an argument's; every
    /// ``structureProblems(_:)``; and, given `source`, every ``inventedEllipses(_:source:width:)``.
    /// Breaks where `source` has a line break of its own are the source's, not the layout's; so is
    /// the break after a line visibly clipped with `…` (the
    /// formatter's last resort, which its own tests and the page's layout rule bound). A literal
    /// split in two (`"… " +` then `"…"`) is a problem unless, in a column `width` wide, it is
    /// the last resort (``unjustifiedSplit(_:at:width:)``); without a width, every split is.
    static func problems(_ lines: [String], source: String = "", width: Int? = nil) -> [String] {
        // Where the source breaks a line, counted in ink (a statement's `;` aside).
        var sourceBreaks: Set<Int> = []
        var sourceLine = ""
        for character in source {
            if character == "\n" { sourceBreaks.insert(ink(sourceLine).count) }
            sourceLine.append(character)
        }
        var problems: [String] = lines.filter { $0.contains(mark) }.map { "a line cut inside a token: \($0)" }
        var before = ""
        var continuesLiteral = false
        for (index, (line, next)) in zip(lines, lines.dropFirst()).enumerated() {
            let tail = line.drop { $0 == " " }
            let head = next.drop { $0 == " " }
            let context = "\(tail) | \(head)"
            // The text so far as the source has it: a split literal's `" +` and `"` left out.
            let piece = continuesLiteral ? String(tail.dropFirst()) : line
            continuesLiteral = isLiteralSplit(line, next)
            if continuesLiteral {
                before += String(piece.dropLast(3))
                if let problem = unjustifiedSplit(lines, at: index, width: width) { problems.append("\(problem): \(context)") }
                continue
            }
            before += piece
            if tail.hasSuffix("…") {
                // What the clip hid closed the literal it cut, if it cut one.
                if insideString(before) { before += "\"" }
                continue
            }
            if sourceBreaks.contains(ink(before).count) { continue }
            let leading = String(head.prefix { "=+-*/<>!&|^%~?".contains($0) })
            if unsplittableOperators.contains(leading), head.dropFirst(leading.count).first == " " {
                problems.append("between the operands of `\(leading)`: \(context)")
            }
            if let operatorEnd = tail.split(separator: " ").last, tail.contains(" "),
                operatorEnd.allSatisfy({ "=+-*/<>!&|^%~?".contains($0) })
            {
                problems.append("a line ending in an operator: \(context)")
            }
            guard let last = tail.last, let first = head.first else { continue }
            let closureHeader = tail.hasSuffix(" in") && tail.contains("{")
            if isWord(last) && isWord(first) && !closureHeader { problems.append("inside a word: \(context)") }
            if insideString(before) { problems.append("inside a literal: \(context)") }
            if last == ":" || first == ":" { problems.append("between a label and its value: \(context)") }
            if last == "." { problems.append("after a dot: \(context)") }
            // A closing bracket may start a line (``structureProblems(_:)`` lines it up with its
            // opener's); a comma or `;` may not.
            if ",;".contains(first) { problems.append("before a comma: \(context)") }
            if "([".contains(first), isWord(last) || ")]".contains(last) {
                problems.append("between a call and its arguments: \(context)")
            }
            if first == ".", !")}]([,".contains(last) { problems.append("a dot not of a chain or an argument: \(context)") }
        }
        return problems + structureProblems(lines) + (source.isEmpty ? [] : inventedEllipses(lines, source: source, width: width))
    }

    /// The lines clipped by the formatter's last resort: those ending in a `…` that is not the
    /// code's own (the line's text, `…` included, is not found in `source`).
    static func clippedLines(_ lines: [String], source: String) -> [String] {
        let code = ink(source)
        return joiningSplits(lines).filter { $0.hasSuffix("…") && !code.contains(ink($0)) }
    }

    /// `text` without white space and without the `;` outside string literals: a `;` between
    /// statements is dropped where they go on lines of their own, so it is not part of what a
    /// layout must keep.
    static func ink(_ text: String) -> String {
        var kept = ""
        var inside = false
        var escaped = false
        for character in text where !character.isWhitespace {
            if escaped { escaped = false } else if character == "\\" { escaped = inside } else if character == "\"" { inside.toggle() }
            if character == ";", !inside { continue }
            kept.append(character)
        }
        return kept
    }

    /// The `…` that `source` does not have, unless it is the visible cue of a clip that a single
    /// run no break may split (a word of a literal, a token) forces: the run it cuts, from the
    /// clipped line's indent, is wider than the column `width` wide.
    static func inventedEllipses(_ lines: [String], source: String, width: Int?) -> [String] {
        let code = ink(source)
        let runs = source.split(whereSeparator: \.isWhitespace).map(String.init)
        return joiningSplits(lines).compactMap { line in
            guard line.contains("…"), !code.contains(ink(line)) else { return nil }
            if line.hasSuffix("…"), !line.dropLast().contains("…"), let width {
                let indent = line.prefix { $0 == " " }.count
                let cut = String(line.dropLast().split(separator: " ").last ?? "")
                if !cut.isEmpty, runs.contains(where: { $0.hasPrefix(cut) && DisplayWidth.of($0) > width - indent }) { return nil }
            }
            return "a `…` the code does not have: \(line)"
        }
    }

    /// An open bracket while the lines are read.
    private struct Frame {
        let bracket: Character
        let line: Int
        /// The indent of the line it opened on: its items (or its body's statements) start at
        /// least one level (4 columns) past it.
        let openerIndent: Int
        /// The indent its closing bracket lines up with when it starts a line: its line's, or,
        /// where that line began inside a bracket it closed before this one opened
        /// (`    spacing: 1) {`), that bracket's (`VStack(`'s).
        let anchorIndent: Int
        /// The indent its continued items (or its body's statements) start at.
        var itemIndent: Int?
        /// The indent of the line its current item started on.
        var itemStart: Int
        /// The last line a `,` or `;` of its own was on.
        var separatorLine = -1
        /// Lines where one of its `;` is followed by more code.
        var semicolonsInside: [Int] = []
    }

    /// How the lines of a call are laid out: a line that starts an item of a bracket (after its
    /// opening bracket, a `,` or a `;`, or a statement of a closure's body) is indented at least 4
    /// past the line that opened it, and the items of one bracket share one indent; a line that
    /// continues an item (a chain's `.`, an operator, a split literal) is indented at least 4 past
    /// the line the item started on, or, a `.` after a line that closes the item's brackets, at
    /// its indent (`}` then `.disabled(true)`); a closing bracket that starts a line is at the
    /// indent of the line that opened it (or of the bracket that line began in, when it closed
    /// that one first); no line ends in a `;`, nor does a closure that spans lines (or a call site
    /// of several lines) join two statements on a line with one; a line does not end inside a
    /// bracket it opened after passing a `,` or `;` of an enclosing one (the outermost break comes
    /// first); a line does not end inside an item it did not start with; a line does not start
    /// with a modifier when the line before has an operator at that depth (the modifier reads as
    /// applying to the whole expression).
    static func structureProblems(_ lines: [String]) -> [String] {
        let step = 4   // one level
        var problems: [String] = []
        var stack: [Frame] = []
        var topSemicolons: [Int] = []
        let topItemStart = lines.first.map { $0.prefix { $0 == " " }.count } ?? 0
        var operatorDepths: Set<Int> = []
        var endsInOperator = false
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let ink = line.drop { $0 == " " }
            let atStart = stack
            if index > 0, let first = ink.first {
                let previous = lines[index - 1].replacing(/\s+$/, with: "")
                let previousInk = previous.drop { $0 == " " }
                let closer = ")]}".contains(first)
                let leading = ink.prefix { "=+-*/<>!&|^%~?".contains($0) }
                let chained = first == "." || (!leading.isEmpty && ink.dropFirst(leading.count).first == " ")
                let top = stack.count - 1
                let opensHere = top >= 0 && stack[top].line == index - 1
                let newItem =
                    previous.last.map { ",;([{".contains($0) } == true
                    || (opensHere && stack[top].bracket == "{" && previous.hasSuffix(" in"))
                let newStatement = top < 0 || stack[top].bracket == "{"
                if closer, top >= 0 {
                    if indent != stack[top].anchorIndent {
                        problems.append(
                            "a closing `\(first)` at \(indent), not at \(stack[top].anchorIndent) as the line that opened `\(stack[top].bracket)`: \(line)"
                        )
                    }
                } else if !newItem, chained || endsInOperator || !newStatement {
                    // A continuation of the item being read.
                    let start = top >= 0 ? stack[top].itemStart : topItemStart
                    let closesItem =
                        first == "." && indent == start && previousInk.first.map { ")]}".contains($0) } == true
                        && previous.prefix { $0 == " " }.count == start
                    if indent < start + step, !closesItem {
                        problems.append("a continuation indented \(indent - start), not \(step), past its line: \(line)")
                    }
                } else if top >= 0 {
                    if indent < stack[top].openerIndent + step {
                        problems.append("not indented \(step) past the line that opened `\(stack[top].bracket)`: \(line)")
                    } else if let shared = stack[top].itemIndent, shared != indent {
                        problems.append("items of one `\(stack[top].bracket)` at indents \(shared) and \(indent): \(line)")
                    } else {
                        stack[top].itemIndent = indent
                    }
                    stack[top].itemStart = indent
                } else {
                    if indent != topItemStart { problems.append("statements at indents \(topItemStart) and \(indent): \(line)") }
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
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                    continue
                }
                switch character {
                case "\"":
                    inString = true
                case "(", "[", "{":
                    let anchor = atStart.count > stack.count ? atStart[stack.count].anchorIndent : indent
                    stack.append(Frame(bracket: character, line: index, openerIndent: indent, anchorIndent: anchor, itemStart: indent))
                case ")", "]", "}":
                    if let frame = stack.popLast(), frame.bracket == "{", frame.line != index {
                        problems += frame.semicolonsInside.map { "a `;` that does not end its line: \(lines[$0])" }
                    }
                case ",", ";":
                    if !stack.isEmpty {
                        stack[stack.count - 1].separatorLine = index
                        stack[stack.count - 1].itemStart = indent
                    }
                    let more = characters[(position + 1)...].contains { !$0.isWhitespace }
                    if character == ";", more {
                        if stack.isEmpty { topSemicolons.append(index) } else { stack[stack.count - 1].semicolonsInside.append(index) }
                    }
                    if character == ";", !more { problems.append("a `;` ending a line: \(line)") }
                case "+", "=", "&", "|":
                    if position > 0, characters[position - 1] == " " { operatorDepths.insert(stack.count) }
                default:
                    break
                }
            }
            let trimmed = ink.replacing(/\s+$/, with: "")
            endsInOperator =
                trimmed.split(separator: " ").last.map { $0.allSatisfy { "=+-*/<>!&|^%~?".contains($0) } } == true
                && trimmed.contains(" ")
            // The outermost break first: a bracket opened on this line and left open must not
            // follow a `,` or `;` of an enclosing bracket on this line.
            // And a line that breaks inside an item started that item: not `a, b ==` then `c)`.
            // (The last item of a list that closes on a line of its own ends without a comma.)
            let closesNext = index + 1 < lines.count && lines[index + 1].drop { $0 == " " }.first.map { ")]}".contains($0) } == true
            if let top = stack.last, top.separatorLine == index, index < lines.count - 1, !closesNext,
                let end = trimmed.last, !",;([{".contains(end)
            {
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
