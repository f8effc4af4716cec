import TesseraStories

/// The `Story(…)` calls of a Swift source file, read as text: each one's `code:` string literal and
/// the source of its trailing closure, so that a test can check the one against the other.
///
/// A small scanner, not a Swift parser: it knows string literals (with escapes, interpolation,
/// multi-line and raw forms), comments and bracket nesting, which is all that finding a call's
/// arguments and its closure body needs.
struct StorySource {
    /// One `Story(…)` call.
    struct Call: Equatable {
        /// The line the call starts on, from 1.
        let line: Int
        /// The `code:` argument's value, unescaped; `nil` when the call has none.
        let code: String?
        /// The source text between the trailing closure's braces.
        let body: String
    }

    /// Why a call could not be read.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    private let text: [Unicode.Scalar]

    /// The calls in `source`, in order, or the first problem found.
    static func calls(in source: String) throws(Problem) -> [Call] {
        try StorySource(source).scanCalls()
    }

    /// Whether `code` is the call site of `body`: equal once the `StoryState { $x in … }` wrappers
    /// are taken off the body and both are normalised (see ``normalised(_:)``).
    static func matches(code: String, body: String) -> Bool {
        normalised(code) == normalised(callSite(of: body))
    }

    /// `body` without any `StoryState(initial) { $x in … }` wrapping the whole of it: its content
    /// is the call site. Wrappers nest; anything around a wrapper (a modifier on it) keeps it.
    static func callSite(of body: String) -> String {
        let source = StorySource(body)
        var start = source.skipSpace(from: 0)
        guard source.word(at: start) == "StoryState" else { return body }
        start += "StoryState".unicodeScalars.count
        let open = source.skipSpace(from: start)
        guard open < source.text.count, source.text[open] == "(",
            let close = try? source.matchingClose(of: open)
        else { return body }
        let brace = source.skipSpace(from: close + 1)
        guard brace < source.text.count, source.text[brace] == "{",
            let end = try? source.matchingClose(of: brace),
            source.skipSpace(from: end + 1) == source.text.count
        else { return body }
        // `$name in` (or `$a, $b in`): parameters, then `in`.
        var index = source.skipSpace(from: brace + 1)
        while index < end, source.text[index] == "$" {
            index = source.skipSpace(from: source.identifierEnd(from: index + 1))
            if index < end, source.text[index] == "," { index = source.skipSpace(from: index + 1) }
        }
        guard source.word(at: index) == "in" else { return body }
        return callSite(of: source.string(index + 2, end))
    }

    /// A story with controls, read as its reader sees it: `code` with each `$(arg)` written as the
    /// variable its `let` binds to that input, and `body` without the `controls in` parameter and
    /// the `let` lines declaring inputs, each `controls.action("…")` as the `{ }` a reader writes.
    /// `nil` when the body takes no parameter (a story without controls).
    static func controlled(code: String, body: String) -> (code: String, body: String)? {
        let source = StorySource(body)
        let start = source.skipSpace(from: 0)
        guard let parameter = source.word(at: start) else { return nil }
        var index = source.skipSpace(from: source.identifierEnd(from: start))
        guard source.word(at: index) == "in" else { return nil }
        index = source.skipSpace(from: index + 2)
        var variables: [String: String] = [:]
        // `let name = controls.kind("Label", …)`, one after another before the views.
        while source.word(at: index) == "let" {
            let nameStart = source.skipSpace(from: index + 3)
            guard let name = source.word(at: nameStart) else { break }
            let equals = source.skipSpace(from: source.identifierEnd(from: nameStart))
            guard equals < source.text.count, source.text[equals] == "=" else { break }
            let call = source.skipSpace(from: equals + 1)
            guard source.word(at: call) == parameter else { break }
            let dot = source.identifierEnd(from: call)
            guard dot < source.text.count, source.text[dot] == "." else { break }
            let open = source.identifierEnd(from: dot + 1)
            guard open < source.text.count, source.text[open] == "(", let close = try? source.matchingClose(of: open),
                let labelEnd = try? source.stringEnd(from: open + 1)
            else { break }
            let label = source.string(open + 2, labelEnd - 1)
            variables[StoryID.kebabCase(label)] = name
            index = source.skipSpace(from: close + 1)
        }
        return (placing(variables, in: code), source.actionsAsClosures(parameter: parameter, from: index))
    }

    /// `code` with each `$(arg)` that names a known input replaced by its variable.
    private static func placing(_ variables: [String: String], in code: String) -> String {
        variables.reduce(code) { code, binding in code.replacingOccurrences(of: "$(\(binding.key))", with: binding.value) }
    }

    /// The text from `start` with each `parameter.action(…)` outside strings and comments as `{ }`.
    private func actionsAsClosures(parameter: String, from start: Int) -> String {
        var out = ""
        var index = start
        var copied = start
        while index < text.count {
            if let end = commentEnd(at: index) {
                index = end
            } else if isStringStart(at: index) {
                index = (try? stringEnd(from: index)) ?? text.count
            } else if word(at: index) == parameter, index == 0 || !isIdentifierPart(text[index - 1]) {
                let dot = identifierEnd(from: index)
                let open = dot + 1 + "action".unicodeScalars.count
                if dot < text.count, text[dot] == ".", word(at: dot + 1) == "action", open < text.count, text[open] == "(",
                    let close = try? matchingClose(of: open)
                {
                    out += string(copied, index) + "{ }"
                    index = close + 1
                    copied = index
                } else {
                    index = dot
                }
            } else {
                index += 1
            }
        }
        return out + string(copied, text.count)
    }

    /// `source` with comments dropped, runs of white space outside string literals made one
    /// space, no space next to `(`, `)`, `{`, `}`, `.` or `,`, and trimmed. String literals are
    /// kept exactly.
    static func normalised(_ source: String) -> String {
        let scanner = StorySource(source)
        let tight: Set<Unicode.Scalar> = ["(", ")", "{", "}", ".", ","]
        var out: [Unicode.Scalar] = []
        var pendingSpace = false
        var index = 0
        func emit(_ scalars: ArraySlice<Unicode.Scalar>) {
            guard let first = scalars.first else { return }
            if pendingSpace, let last = out.last, !tight.contains(last), !tight.contains(first) { out.append(" ") }
            pendingSpace = false
            out.append(contentsOf: scalars)
        }
        while index < scanner.text.count {
            let scalar = scanner.text[index]
            if let end = scanner.commentEnd(at: index) {
                pendingSpace = true
                index = end
            } else if scanner.isStringStart(at: index) {
                // An unterminated literal runs to the end of the text: kept as it is.
                let end = (try? scanner.stringEnd(from: index)) ?? scanner.text.count
                emit(scanner.text[index..<end])
                index = end
            } else if scalar.properties.isWhitespace {
                pendingSpace = true
                index += 1
            } else {
                emit(scanner.text[index...index])
                index += 1
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: out)
        return String(result)
    }

    private init(_ source: String) {
        text = Array(source.unicodeScalars)
    }

    // MARK: Finding calls

    private func scanCalls() throws(Problem) -> [Call] {
        var calls: [Call] = []
        var index = 0
        while index < text.count {
            if let end = commentEnd(at: index) {
                index = end
            } else if isStringStart(at: index) {
                index = try stringEnd(from: index)
            } else if isIdentifierStart(text[index]), index == 0 || !isIdentifierPart(text[index - 1]) {
                let end = identifierEnd(from: index)
                if string(index, end) == "Story" {
                    let open = skipSpace(from: end)
                    if open < text.count, text[open] == "(" {
                        let (call, next) = try readCall(name: index, open: open)
                        calls.append(call)
                        index = next
                        continue
                    }
                }
                index = end
            } else {
                index += 1
            }
        }
        return calls
    }

    /// The call whose name starts at `name` and whose argument list opens at `open`, and where
    /// scanning goes on (inside the body, so that nested calls are found too).
    private func readCall(name: Int, open: Int) throws(Problem) -> (Call, Int) {
        let line = lineNumber(of: name)
        let close = try matchingClose(of: open)
        let code = try codeArgument(from: open + 1, to: close, line: line)
        let brace = skipSpace(from: close + 1)
        guard brace < text.count, text[brace] == "{" else {
            throw Problem(line: line, message: "Story(…) has no trailing closure: its body cannot be checked")
        }
        let end = try matchingClose(of: brace)
        return (Call(line: line, code: code, body: string(brace + 1, end)), brace + 1)
    }

    /// The value of the `code:` argument among the arguments in `start..<end`, if there is one.
    private func codeArgument(from start: Int, to end: Int, line: Int) throws(Problem) -> String? {
        var index = start
        while index < end {
            if let next = commentEnd(at: index) {
                index = next
            } else if isStringStart(at: index) {
                index = try stringEnd(from: index)
            } else if "([{".unicodeScalars.contains(text[index]) {
                index = try matchingClose(of: index) + 1
            } else if isIdentifierStart(text[index]), !isIdentifierPart(text[index - 1]) {
                let wordEnd = identifierEnd(from: index)
                let colon = skipSpace(from: wordEnd)
                if string(index, wordEnd) == "code", colon < end, text[colon] == ":" {
                    return try codeLiteral(at: skipSpace(from: colon + 1), argumentsEnd: end, line: line)
                }
                index = wordEnd
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The unescaped value of the plain string literal at `start`, which must be the whole argument.
    private func codeLiteral(at start: Int, argumentsEnd: Int, line: Int) throws(Problem) -> String {
        guard start < argumentsEnd, text[start] == "\"", !isMultilineQuote(at: start) else {
            throw Problem(line: line, message: "code: is not a one-line string literal")
        }
        var value = String.UnicodeScalarView()
        var index = start + 1
        while index < argumentsEnd, text[index] != "\"" {
            guard text[index] == "\\" else {
                value.append(text[index])
                index += 1
                continue
            }
            guard index + 1 < argumentsEnd else {
                throw Problem(line: line, message: "code: string literal is not closed")
            }
            switch text[index + 1] {
            case "(":
                throw Problem(line: line, message: "code: interpolates (\\(…)): the shown code must be the literal source")
            case "\"", "\\", "'": value.append(text[index + 1])
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            default:
                throw Problem(line: line, message: "code: uses an escape this check does not read: \\\(text[index + 1])")
            }
            index += 2
        }
        guard index < argumentsEnd else { throw Problem(line: line, message: "code: string literal is not closed") }
        let after = skipSpace(from: index + 1)
        guard after == argumentsEnd || text[after] == "," else {
            throw Problem(line: line, message: "code: is more than one string literal")
        }
        return String(value)
    }

    // MARK: Lexing

    /// The index just past the bracket that closes the one at `open`, minus one: the closer itself.
    private func matchingClose(of open: Int) throws(Problem) -> Int {
        var expected: [Unicode.Scalar] = []
        var index = open
        while index < text.count {
            if let end = commentEnd(at: index) {
                index = end
                continue
            }
            if isStringStart(at: index) {
                index = try stringEnd(from: index)
                continue
            }
            switch text[index] {
            case "(": expected.append(")")
            case "[": expected.append("]")
            case "{": expected.append("}")
            case ")", "]", "}":
                guard expected.last == text[index] else {
                    throw Problem(line: lineNumber(of: index), message: "unbalanced \"\(text[index])\"")
                }
                expected.removeLast()
                if expected.isEmpty { return index }
            default: break
            }
            index += 1
        }
        throw Problem(line: lineNumber(of: open), message: "\"\(text[open])\" is never closed")
    }

    /// Whether a string literal (`"`, `"""`, `#"`…) starts at `index`.
    private func isStringStart(at index: Int) -> Bool {
        var hashes = index
        while hashes < text.count, text[hashes] == "#" { hashes += 1 }
        return hashes < text.count && text[hashes] == "\""
            && (hashes == index || index == 0 || !isIdentifierPart(text[index - 1]))
    }

    private func isMultilineQuote(at index: Int) -> Bool {
        index + 2 < text.count && text[index] == "\"" && text[index + 1] == "\"" && text[index + 2] == "\""
    }

    /// The index just past the string literal starting at `start`.
    private func stringEnd(from start: Int) throws(Problem) -> Int {
        var index = start
        var hashes = 0
        while text[index] == "#" {
            hashes += 1
            index += 1
        }
        let multiline = isMultilineQuote(at: index)
        index += multiline ? 3 : 1
        while index < text.count {
            let scalar = text[index]
            if scalar == "\\", hashCount(from: index + 1) >= hashes {
                let escaped = index + 1 + hashes
                if escaped < text.count, text[escaped] == "(" {
                    index = try matchingClose(of: escaped) + 1
                } else {
                    index = escaped + 1
                }
            } else if scalar == "\"", !multiline || isMultilineQuote(at: index) {
                let quoteEnd = index + (multiline ? 3 : 1)
                if hashCount(from: quoteEnd) >= hashes { return quoteEnd + hashes }
                index += 1
            } else if scalar == "\n", !multiline {
                break
            } else {
                index += 1
            }
        }
        throw Problem(line: lineNumber(of: start), message: "string literal is not closed")
    }

    private func hashCount(from start: Int) -> Int {
        var index = start
        while index < text.count, text[index] == "#" { index += 1 }
        return index - start
    }

    /// The index just past the comment starting at `index`, or `nil` when none starts there.
    private func commentEnd(at index: Int) -> Int? {
        guard index + 1 < text.count, text[index] == "/" else { return nil }
        if text[index + 1] == "/" {
            var end = index + 2
            while end < text.count, text[end] != "\n" { end += 1 }
            return end
        }
        guard text[index + 1] == "*" else { return nil }
        var depth = 0
        var end = index
        while end + 1 < text.count {
            if text[end] == "/", text[end + 1] == "*" {
                depth += 1
                end += 2
            } else if text[end] == "*", text[end + 1] == "/" {
                depth -= 1
                end += 2
                if depth == 0 { return end }
            } else {
                end += 1
            }
        }
        return text.count
    }

    private func skipSpace(from start: Int) -> Int {
        var index = start
        while index < text.count {
            if text[index].properties.isWhitespace {
                index += 1
            } else if let end = commentEnd(at: index) {
                index = end
            } else {
                break
            }
        }
        return index
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || scalar.properties.numericType != nil
    }

    private func identifierEnd(from start: Int) -> Int {
        var index = start
        while index < text.count, isIdentifierPart(text[index]) { index += 1 }
        return index
    }

    /// The identifier starting at `index`, or `nil`.
    private func word(at index: Int) -> String? {
        guard index < text.count, isIdentifierStart(text[index]) else { return nil }
        return string(index, identifierEnd(from: index))
    }

    private func string(_ start: Int, _ end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text[start..<end])
        return String(view)
    }

    private func lineNumber(of index: Int) -> Int {
        1 + text[..<index].lazy.filter { $0 == "\n" }.count
    }
}
