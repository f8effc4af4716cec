/// A call site's structure, as ``CodeLayout`` breaks it: tokens, bracketed argument lists and
/// closures, each with the spaces the source put before it.
struct CodeNode {
    enum Kind {
        case token(String)
        /// `(…)` or `[…]`: items split at their commas. `vertical` when the source put each item on
        /// a line of its own (a newline right after the opening bracket).
        case brackets(open: String, items: [[CodeNode]], trailingComma: Bool, vertical: Bool, close: String, closeSpace: Int)
        /// `{ header in statements }`. `multiline` when the source put its statements on lines.
        /// An unclosed bracket or closure has an empty `close`.
        case closure(header: [CodeNode], statements: [CodeStatement], multiline: Bool, close: String, closeSpace: Int)
    }

    let kind: Kind
    /// The spaces before it in the source.
    let space: Int
    /// The source put it first on a line (a chain's `.` or an operator the author broke before).
    let newline: Bool

    var token: String? {
        if case .token(let text) = kind { return text }
        return nil
    }

    /// A binary operator: an operator token with a space on its left.
    var isBinaryOperator: Bool {
        guard let token, space > 0 || newline else { return false }
        return token.allSatisfy { "=+-*/<>!&|^%~?".contains($0) } && token != "?" && token != "!"
    }

    /// The statements of a whole call site.
    static func statements(of code: String) -> [CodeStatement] {
        var tokens: [(token: CodeToken, newline: Bool)] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line.replacing("\t", with: "    "))
            for (index, token) in CodeToken.tokens(of: line).enumerated() {
                tokens.append((token, index == 0))
            }
        }
        var parser = CodeParser(tokens: tokens)
        return parser.statements(until: nil)
    }
}

/// One statement of a closure's body (or of the call site) and the `;` that ends it, if any.
struct CodeStatement {
    let nodes: [CodeNode]
    let semicolon: Bool
}

/// Reads tokens into ``CodeNode``s; an unbalanced bracket ends at the end of the code.
private struct CodeParser {
    let tokens: [(token: CodeToken, newline: Bool)]
    var index = 0

    init(tokens: [(token: CodeToken, newline: Bool)]) { self.tokens = tokens }

    /// Statements up to `close` (consumed) or the end: a newline starts a statement unless the
    /// line starts with a chain's `.` or an operator.
    mutating func statements(until close: String?) -> [CodeStatement] {
        var statements: [CodeStatement] = []
        var current: [CodeNode] = []
        while index < tokens.count {
            let (token, newline) = tokens[index]
            if token.text == close { break }
            if token.text == ";" {
                statements.append(CodeStatement(nodes: current, semicolon: true))
                current = []
                index += 1
                continue
            }
            let continues = token.text == "." || (token.text.first.map { "=+-*/<>&|^%~?".contains($0) } ?? false)
            if newline, !current.isEmpty, !continues {
                statements.append(CodeStatement(nodes: current, semicolon: false))
                current = []
            }
            current.append(node(keepingNewline: newline && continues))
        }
        if !current.isEmpty { statements.append(CodeStatement(nodes: current, semicolon: false)) }
        return statements
    }

    /// The node at the cursor, and the cursor past it.
    mutating func node(keepingNewline newline: Bool) -> CodeNode {
        let (token, _) = tokens[index]
        index += 1
        switch token.text {
        case "(", "[":
            let close = token.text == "(" ? ")" : "]"
            let vertical = index < tokens.count && tokens[index].newline
            var items: [[CodeNode]] = []
            var item: [CodeNode] = []
            var trailingComma = false
            while index < tokens.count, tokens[index].token.text != close {
                if tokens[index].token.text == "," {
                    items.append(item)
                    item = []
                    trailingComma = true
                    index += 1
                    continue
                }
                trailingComma = false
                item.append(node(keepingNewline: false))
            }
            if !item.isEmpty { items.append(item) }
            let closed = index < tokens.count
            let closeSpace = closed ? tokens[index].token.space : 0
            if closed { index += 1 }
            return CodeNode(
                kind: .brackets(
                    open: token.text, items: items, trailingComma: trailingComma,
                    vertical: vertical, close: closed ? close : "", closeSpace: closeSpace),
                space: token.space, newline: newline)
        case "{":
            let header = closureHeader()
            let start = index
            let body = statements(until: "}")
            let multiline = tokens[start..<index].contains { $0.newline }
            let closed = index < tokens.count
            let closeSpace = closed ? tokens[index].token.space : 0
            if closed { index += 1 }
            return CodeNode(
                kind: .closure(
                    header: header, statements: body, multiline: multiline,
                    close: closed ? "}" : "", closeSpace: closeSpace),
                space: token.space, newline: newline)
        default:
            return CodeNode(kind: .token(token.text), space: token.space, newline: newline)
        }
    }

    /// A closure's `name in` / `_, x in`, when it has one on its first line.
    mutating func closureHeader() -> [CodeNode] {
        guard index < tokens.count, !tokens[index].newline else { return [] }
        var end = index
        while end < tokens.count, end == index || !tokens[end].newline {
            let text = tokens[end].token.text
            if text == "in" {
                let header = tokens[index...end].map { CodeNode(kind: .token($0.token.text), space: $0.token.space, newline: false) }
                index = end + 1
                return header
            }
            guard text == "," || text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else { break }
            end += 1
        }
        return []
    }
}
