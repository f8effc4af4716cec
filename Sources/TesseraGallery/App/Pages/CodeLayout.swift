import Synchronization
import TesseraCore

/// A story's call site laid out in a column: every story's `code:` (Tessera's and a team's) is
/// shown through it, so every line it shows is valid Swift that copies back as the call site.
///
/// What fits on a line stays on it. What does not is broken at its outermost structure first:
///
/// 1. statements: each on a line of its own at the body's indent, without the `;` that separated
///    them on one line (kept only where the next statement would otherwise continue this one);
/// 2. a modifier chain: before a `.` that follows `)`, `]` or `}`;
/// 3. an argument list: after a comma, every continued argument of one call at one indent;
///    a closure: after its `{` (and `name in`), the body indented, its `}` on a line of its own.
///    An argument list that takes lines before a trailing closure that does too opens and closes
///    on lines of its own (`VStack(` / `    alignment: .leading, spacing: 1` / `) {`), so the
///    closure's `{` and `}` sit on lines at one indent and its body is the only thing one level in.
///
/// An expression of binary operators (`+`, `==`, `=`) is broken inside its operands' brackets
/// and closures; only when nothing else fits does a line break before an operator (a last
/// resort, reported by ``layout(_:width:)``). A string literal goes on a continuation line with
/// what it is the value of; only a literal that no line of the column holds whole is split, after
/// a space, as `"… " +` then `"…"` on a continuation line (``CodeLiteral``: the same string, still
/// valid Swift; a last resort too). What even that cannot fit (a word, or a token, wider than the
/// column) is clipped with `…`, the visible cue that the line goes on.
///
/// Each continuation is indented ``continuationIndent`` past the line it continues, and a closing
/// bracket that starts a line is at the indent of the line that opened it; what follows a line
/// that only closes a bracket (`}`, `]`) goes on that line. Where a column is too narrow for that
/// indent, a continuation is indented less (a last resort too). So is a bracket left open at a
/// line's end for short contents (narrower than half the column: `.foregroundColor(` then
/// `    .fgMuted)`), a break no author makes. The source's own line breaks between statements,
/// before a chain's `.` or an operator, and after an opening bracket stay.
enum CodeLayout {
    /// How far a continuation line is indented past the line it continues.
    static let continuationIndent = 4

    /// The lines of `code` in a column `width` cells wide (at least 3), and whether they needed a
    /// last resort: a break before an operator the source did not make, a literal split in two,
    /// a continuation indented less than ``continuationIndent``, a short argument alone on a line
    /// after its bracket, or a line clipped with `…` because a run no break may split (a word of a
    /// literal, a token) is wider than the column. Joined, lines without a clip hold every
    /// character of `code` but the spaces at a break, the `;` between statements put on lines of
    /// their own, and the `" +` `"` of a split literal.
    static func layout(_ code: String, width: Int) -> (lines: [String], isCompromised: Bool) {
        let laidOut = laidOut(code, width: width)
        return (laidOut.lines, laidOut.isCompromised)
    }

    /// How deep the line breaks of `code` in a column `width` cells wide nest inside brackets: 0 when
    /// every break is one an author makes on a line of any length (between statements, around a
    /// closure's body, before a link of a statement's modifier chain, after a comma between a call's
    /// own arguments, in a list the source wrote one item a line); 1 when lines also break inside
    /// brackets, but not inside two at once (`.buttonStyle(` / `    .tessera(.primary, size: .large)`
    /// / `)`); 2 when a bracket broken open holds another (`.buttonStyle(` / `    .tessera(` /
    /// `        .primary,` …): a staircase that reads as the column's, not the author's.
    static func breakDepth(_ code: String, width: Int) -> Int { laidOut(code, width: width).breakDepth }

    private struct LaidOut {
        let lines: [String]
        let isCompromised: Bool
        let breakDepth: Int
    }

    private static func laidOut(_ code: String, width: Int) -> LaidOut {
        // Every frame shows the same call sites at the same widths: lay each out once.
        let key = MemoKey(code: code, width: width)
        if let known = memo.withLock({ $0[key] }) { return known }
        let result = layOut(code, width: width)
        memo.withLock { memo in
            if memo.count >= 4_096 { memo.removeAll(keepingCapacity: true) }
            memo[key] = result
        }
        return result
    }

    private struct MemoKey: Hashable {
        let code: String
        let width: Int
    }

    private static let memo = Mutex<[MemoKey: LaidOut]>([:])

    private static func layOut(_ code: String, width: Int) -> LaidOut {
        var printer = CodePrinter(width: max(3, width))
        let statements = CodeNode.statements(of: code)
        guard !statements.isEmpty else {
            return LaidOut(
                lines: code.split(separator: "\n", omittingEmptySubsequences: false).map { _ in "" },
                isCompromised: false, breakDepth: 0)
        }
        printer.putStatements(statements, indent: 0)
        let lines = printer.finished()
        return LaidOut(
            lines: lines,
            isCompromised: printer.brokeAtOperator || printer.literalSplits > 0 || printer.indentClamped
                || printer.openedForShortContents || printer.overflows,
            breakDepth: printer.breakDepth)
    }

    /// The lines of `code` in a column `width` cells wide: ``layout(_:width:)``'s.
    static func lines(_ code: String, width: Int) -> [String] { layout(code, width: width).lines }

    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + TerminalGlyph.cellContent(for: $1).width }
    }
}

/// The lines being laid out, and the line being filled.
private struct CodePrinter {
    let width: Int
    var lines: [String] = []
    var line = ""
    /// The indent of the line being filled.
    var indent = 0
    /// A line broke before an operator where the source did not.
    var brokeAtOperator = false
    /// The string literals split so far.
    var literalSplits = 0
    /// A continuation was indented less than ``CodeLayout/continuationIndent`` past its line, for
    /// want of room.
    var indentClamped = false
    /// A bracket was left open at a line's end for contents narrower than half the column.
    var openedForShortContents = false
    /// The brackets open around the line being filled, innermost last, counted from its statement
    /// (a closure's body starts again with none), each with whether a line broke inside it.
    var openBrackets: [Bool] = []
    /// The most brackets, one inside another, that lines broke inside (see
    /// ``CodeLayout/breakDepth(_:width:)``).
    var breakDepth = 0

    var depth: Int { openBrackets.count }

    init(width: Int) { self.width = width }

    var column: Int { CodeLayout.displayWidth(line) }

    func fits(_ text: String, trailing: Int = 0) -> Bool {
        column + CodeLayout.displayWidth(text) + trailing <= width
    }

    /// The line holds only its indent.
    var isBlank: Bool { line.allSatisfy { $0 == " " } }

    /// The line only closes brackets (`}`, `],`): what follows may continue on it.
    var onlyCloses: Bool {
        let ink = line.drop { $0 == " " }
        return ink.first.map { "}])".contains($0) } == true && ink.allSatisfy { "}]),".contains($0) }
    }

    /// An indent that leaves room on a narrow column.
    func indentLimited(_ indent: Int) -> Int { min(indent, max(0, width - 16)) }

    /// Starts a new line at `indent`; `inside` marks a break inside brackets.
    mutating func newline(indent: Int, inside: Bool = false) {
        if inside {
            if !openBrackets.isEmpty { openBrackets[openBrackets.count - 1] = true }
            breakDepth = max(breakDepth, 1, openBrackets.filter { $0 }.count)
        }
        lines.append(line)
        self.indent = indentLimited(indent)
        if self.indent < indent { indentClamped = true }
        line = String(repeating: " ", count: self.indent)
    }

    mutating func append(_ text: String) { line += text }

    /// Some line is wider than the column (and will be clipped).
    var overflows: Bool { (lines + [line]).contains { CodeLayout.displayWidth($0) > width } }

    mutating func finished() -> [String] {
        lines.append(line)
        return lines.map { line in
            guard CodeLayout.displayWidth(line) > width else { return line }
            var kept = ""
            for character in line {
                if CodeLayout.displayWidth(kept + String(character)) > width - 1 { break }
                kept.append(character)
            }
            return kept + "…"
        }
    }

    // MARK: Statements

    /// Statements each on a line of their own: a line ends a statement, so the `;` that separated
    /// it from the next on one line goes, unless the next one starts as a continuation would (a
    /// `.`, an operator, a `{`), where dropping it would join the two.
    mutating func putStatements(_ statements: [CodeStatement], indent: Int) {
        // An empty statement (`;;`) is nothing on a line of its own.
        let statements = statements.filter { !$0.nodes.isEmpty }
        for (index, statement) in statements.enumerated() {
            if index > 0 { newline(indent: indent) }
            let semicolon = statement.semicolon && index + 1 < statements.count && Self.continues(statements[index + 1])
            put(statement.nodes, trailing: semicolon ? 1 : 0)
            if semicolon { append(";") }
        }
    }

    /// Whether `statement`, on the line after another, would read as continuing it.
    static func continues(_ statement: CodeStatement) -> Bool {
        guard let first = statement.nodes.first else { return false }
        switch first.kind {
        case .closure: return true
        case .brackets: return false
        case .token(let text): return text.first.map { ".=+-*/<>!&|^%~?".contains($0) } ?? false
        }
    }

    // MARK: Expressions

    /// `nodes` from the end of the line, broken at its outermost structure when they do not fit.
    mutating func put(_ nodes: [CodeNode], trailing: Int) {
        if !hasHardBreak(nodes), fits(flat(nodes), trailing: trailing) {
            append(flat(nodes))
            return
        }
        let operands = split(nodes) { index, node in index > 0 && node.isBinaryOperator }
        if operands.count > 1 {
            // Inside the operands' brackets and closures first; before an operator only when that
            // does not fit (or the source broke before one).
            if !operands.dropFirst().contains(where: { $0.first?.newline == true }) {
                var inside = self
                inside.putRun(nodes, trailing: trailing)
                // Not by opening an operand's call on a line of its own (`Text(` then its argument).
                let opensAlone = inside.lines.dropFirst(lines.count).contains { $0.hasSuffix("(") || $0.hasSuffix("[") }
                // Nor by splitting a literal that a break between the operands may keep whole.
                if !inside.overflows, !opensAlone, inside.literalSplits == literalSplits {
                    self = inside
                    return
                }
            }
            putSeries(operands, trailing: trailing)
            return
        }
        let links = split(nodes) { index, node in
            guard index > 0, node.token == ".", node.space == 0 || node.newline else { return false }
            if case .token = nodes[index - 1].kind { return false }
            return true
        }
        if links.count > 1 {
            putSeries(links, trailing: trailing)
            return
        }
        putRun(nodes, trailing: trailing)
    }

    /// Operands after their operators, or the links of a chain: as many as fit on a line, the
    /// rest each on a continuation line; after one that took lines of its own, a new line.
    mutating func putSeries(_ pieces: [[CodeNode]], trailing: Int) {
        let continuation = indent + CodeLayout.continuationIndent
        // Before a link of the statement's own chain, or after a line that only closes: the
        // author's breaks. Between operands, or in a chain inside an argument: inside brackets.
        let isOwnChain = depth == 0 && pieces.dropFirst().allSatisfy { $0.first?.isBinaryOperator != true }
        var previousTookLines = false
        for (index, piece) in pieces.enumerated() {
            let pieceTrailing = index == pieces.count - 1 ? trailing : 0
            if index > 0 {
                let lead = String(repeating: " ", count: piece.first?.space ?? 0)
                // After a link's `)` closed alone, the next link starts a line as the others do:
                // not `).frame(width: 24)`.
                let followsClosedLink = previousTookLines && line.last == ")"
                if piece.first?.newline != true, !previousTookLines || (onlyCloses && !followsClosedLink), !hasHardBreak(piece),
                    fits(lead + flat(piece), trailing: pieceTrailing)
                {
                    append(lead + flat(piece))
                    previousTookLines = false
                    continue
                }
                if piece.first?.isBinaryOperator == true, piece.first?.newline != true { brokeAtOperator = true }
                newline(
                    indent: onlyCloses && !followsClosedLink ? indent : continuation,
                    inside: !isOwnChain && !onlyCloses)
            }
            let start = lines.count
            if index == 0 { put(piece, trailing: pieceTrailing) } else { putLed(piece, trailing: pieceTrailing) }
            previousTookLines = lines.count > start
        }
    }

    /// A piece that starts a line: an operator and its operand (`+ Text("…")`), or a chain's link.
    mutating func putLed(_ piece: [CodeNode], trailing: Int) {
        if let first = piece.first, first.isBinaryOperator, piece.count > 1 {
            append(flat(first) + " ")
            put(Array(piece.dropFirst()), trailing: trailing)
        } else {
            put(piece, trailing: trailing)
        }
    }

    /// Tokens, argument lists and closures that no operator or chain separates (`Alert(…) { … }`,
    /// `message: "…"`): broken only inside their brackets and literals.
    mutating func putRun(_ nodes: [CodeNode], trailing: Int) {
        for (index, node) in nodes.enumerated() {
            let lead = index > 0 ? String(repeating: " ", count: node.space) : ""
            let isLast = index == nodes.count - 1
            let nodeTrailing = isLast ? trailing : attached(nodes[(index + 1)...], trailing: trailing)
            switch node.kind {
            case .token(let text):
                // A literal that does not fit from here is split (it goes on a continuation line
                // before that, whole, where one holds it), when its first word fits; not one a
                // member follows (`"…".count`). Anything else wider than the line is clipped.
                let followedByMember = !isLast && nodes[index + 1].token == "." && nodes[index + 1].space == 0
                if !followedByMember, !fits(lead + text, trailing: nodeTrailing), CodeLiteral.isSplittable(text),
                    fits(lead + "\"" + (CodeLiteral.chunks(of: text).first ?? ""), trailing: 3)
                {
                    putLiteral(text, lead: lead, trailing: nodeTrailing)
                } else {
                    append(lead + text)
                }
            case let .brackets(open, items, trailingComma, vertical, close, _):
                if !vertical, !hasHardBreak([node]), fits(lead + flat([node]), trailing: nodeTrailing) {
                    append(lead + flat([node]))
                } else {
                    append(lead + open)
                    var laidOut = self
                    laidOut.putItems(items, trailingComma: trailingComma, vertical: vertical, close: close, trailing: nodeTrailing)
                    // A trailing closure that takes lines opens on the line its list closes on: when
                    // that is a continuation of the list, its body would sit one level in from
                    // neither its call nor its `}`. The list closes on a line of its own instead.
                    if !vertical, laidOut.lines.count > lines.count, !laidOut.startsWithCloser(at: indent),
                        !isLast, laidOut.takesLines(nodes[index + 1], trailing: trailing, rest: nodes[(index + 2)...])
                    {
                        putItems(
                            items, trailingComma: trailingComma, vertical: false, close: close, trailing: nodeTrailing,
                            closesAlone: true)
                    } else {
                        self = laidOut
                    }
                }
            case let .closure(header, statements, multiline, close, _):
                if statements.isEmpty || (!multiline && !hasHardBreak([node]) && fits(lead + flat([node]), trailing: nodeTrailing)) {
                    append(lead + flat([node]))
                } else {
                    let base = indent
                    let outer = openBrackets
                    append(lead + "{" + (header.isEmpty ? "" : " " + flat(header)))
                    openBrackets = []
                    newline(indent: base + CodeLayout.continuationIndent)
                    putStatements(statements, indent: base + CodeLayout.continuationIndent)
                    openBrackets = outer
                    newline(indent: base)
                    append(close)
                }
            }
        }
    }

    /// A string literal wider than the rest of the line, split after its spaces into `"… " +`
    /// pieces, each as long as the line allows (or ending at the last clause, after a `.` or a
    /// `,`, when that leaves the line at least half full), the pieces after the first on
    /// continuation lines. A word wider than a whole line stays whole: its line is clipped.
    mutating func putLiteral(_ literal: String, lead: String, trailing: Int) {
        let continuation = indent + CodeLayout.continuationIndent
        var chunks = CodeLiteral.chunks(of: literal)
        append(lead + "\"")
        var piece: [String] = []
        while !chunks.isEmpty {
            let chunk = chunks.removeFirst()
            let closing = chunks.isEmpty ? 1 + trailing : 3   // `"` and what follows it, or `" +`
            if piece.isEmpty || fits(piece.joined() + chunk, trailing: closing) {
                piece.append(chunk)
                continue
            }
            chunks.insert(chunk, at: 0)
            let room = width - column - 3
            if let clause = piece.indices.dropLast().last(where: { CodeLiteral.endsClause(piece[$0]) }),
                2 * CodeLayout.displayWidth(piece[...clause].joined()) >= room
            {
                chunks.insert(contentsOf: piece[(clause + 1)...], at: 0)
                piece = Array(piece[...clause])
            }
            append(piece.joined() + "\" +")
            newline(indent: continuation, inside: true)
            append("\"")
            piece = []
        }
        append(piece.joined() + "\"")
        literalSplits += 1
    }

    /// The line being filled starts with a closing bracket at `indent` (`], id: \.0) {`).
    func startsWithCloser(at indent: Int) -> Bool {
        self.indent == indent && line.drop { $0 == " " }.first.map { ")]}".contains($0) } == true
    }

    /// Whether `node`, a closure with statements put after the line being filled, takes lines of
    /// its own (as ``putRun(_:trailing:)`` lays it out).
    func takesLines(_ node: CodeNode, trailing: Int, rest: ArraySlice<CodeNode>) -> Bool {
        guard case let .closure(_, statements, multiline, _, _) = node.kind, !statements.isEmpty else { return false }
        let lead = String(repeating: " ", count: node.space)
        let nodeTrailing = rest.isEmpty ? trailing : attached(rest, trailing: trailing)
        return multiline || hasHardBreak([node]) || !fits(lead + flat([node]), trailing: nodeTrailing)
    }

    /// The items of a bracket opened at the end of the line, and its closing bracket. `closesAlone`:
    /// the bracket closes on a line of its own at the indent of the line it opened on, and opens
    /// one too (`VStack(` then the items), unless its first item is a list the source opened right
    /// after it (`Accordion([` … `], id: \.0`). A bracket whose first item goes on a line of its own
    /// for want of room closes alone too (`.buttonStyle(` / `    .tessera(.foregroundMuted)` / `)`),
    /// as swift-format lays it out, unless that item is short (a last resort already).
    mutating func putItems(
        _ items: [[CodeNode]], trailingComma: Bool, vertical: Bool, close: String, trailing: Int,
        closesAlone: Bool = false
    ) {
        var closesAlone = closesAlone
        let base = indent
        let continuation = indent + CodeLayout.continuationIndent
        openBrackets.append(false)
        defer { openBrackets.removeLast() }
        if vertical {
            for (index, item) in items.enumerated() {
                newline(indent: continuation)
                let comma = index < items.count - 1 || trailingComma
                put(item, trailing: comma ? 1 : 0)
                if comma { append(",") }
            }
            newline(indent: base)
            append(close)
            return
        }
        let hugs = closesAlone && items.first?.first.map { hasHardBreak([$0]) } == true
        if closesAlone, !hugs { newline(indent: continuation, inside: true) }
        var previousTookLines = false
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            var itemTrailing = isLast ? (closesAlone ? 0 : close.count + trailing) : 1
            let text = flat(item)
            let breakFree = !hasHardBreak(item)
            if index == 0 {
                // The first item stays after the bracket unless it fits only on a line of its own,
                // or not even its head (`.tessera(`, a literal) fits here.
                let aloneTrailing = isLast ? 0 : 1
                if !closesAlone, !(breakFree && fits(text, trailing: itemTrailing)), column > continuation,
                    (breakFree && continuation + CodeLayout.displayWidth(text) + aloneTrailing <= width)
                        || column + head(item) > width
                {
                    newline(indent: continuation, inside: true)
                    // Short contents (`.fgMuted)`) alone under their bracket: a break no author
                    // makes (a last resort), not made longer by a line for the bracket too.
                    if !items.contains(where: { hasHardBreak($0) }), 2 * contentsWidth(items) < width {
                        openedForShortContents = true
                    } else {
                        closesAlone = true
                        itemTrailing = aloneTrailing
                    }
                }
            } else {
                let lead = item.first.map { $0.space > 0 } == true ? " " : ""
                if !previousTookLines || onlyCloses, breakFree, fits(lead + text, trailing: itemTrailing) {
                    append(lead + text)
                    previousTookLines = false
                    if !isLast || trailingComma { append(",") }
                    continue
                }
                // After a comma between a call's own arguments: the author's break; deeper, inside brackets.
                if onlyCloses { append(lead) } else { newline(indent: continuation, inside: depth > 1) }
            }
            let start = lines.count
            put(item, trailing: itemTrailing)
            previousTookLines = lines.count > start
            if !isLast || trailingComma { append(",") }
        }
        if closesAlone { newline(indent: base, inside: true) }
        append(close)
    }

    // MARK: Measuring

    /// The width of a bracket's items on one line, with their commas.
    func contentsWidth(_ items: [[CodeNode]]) -> Int {
        items.enumerated().reduce(0) { width, element in
            width + CodeLayout.displayWidth(flat(element.element)) + (element.offset > 0 ? 2 : 0)
        }
    }

    /// The width of what starts `nodes` and no break may split: tokens up to an opening bracket,
    /// or a literal that may be split up to its first space (`"word " +`).
    func head(_ nodes: [CodeNode]) -> Int {
        var width = 0
        for (index, node) in nodes.enumerated() {
            if index > 0 { width += node.space }
            switch node.kind {
            case .token(let text):
                if CodeLiteral.isSplittable(text) {
                    return width + 4 + CodeLayout.displayWidth(CodeLiteral.chunks(of: text).first ?? "")
                }
                width += CodeLayout.displayWidth(text)
            case let .brackets(open, _, _, _, _, _):
                return width + open.count
            case .closure:
                return width + 1
            }
        }
        return width
    }

    /// How much of `rest` must stay on the line a run's node ends: tokens, up to the opening of
    /// the next bracket or closure (`{ name in`), or all of it and `trailing`.
    func attached(_ rest: ArraySlice<CodeNode>, trailing: Int) -> Int {
        var width = 0
        for node in rest {
            width += node.space
            switch node.kind {
            case .token(let text):
                width += CodeLayout.displayWidth(text)
            case let .brackets(open, _, _, _, _, _):
                return width + open.count
            case let .closure(header, statements, _, _, _):
                if statements.isEmpty { width += CodeLayout.displayWidth(flat(node)); continue }
                return width + 1 + (header.isEmpty ? 0 : 1 + CodeLayout.displayWidth(flat(header)))
            }
        }
        return width + trailing
    }

    /// `nodes` on one line, with the source's spaces.
    func flat(_ nodes: [CodeNode]) -> String {
        nodes.enumerated().map { index, node in
            (index > 0 ? String(repeating: " ", count: node.space) : "") + flat(node)
        }.joined()
    }

    func flat(_ node: CodeNode) -> String {
        switch node.kind {
        case .token(let text):
            return text
        case let .brackets(open, items, trailingComma, _, close, closeSpace):
            let inner = items.enumerated().map { index, item in
                (index > 0 && item.first.map { $0.space > 0 } == true ? " " : "") + flat(item)
            }.joined(separator: ",")
            return open + inner + (trailingComma ? "," : "") + String(repeating: " ", count: closeSpace) + close
        case let .closure(header, statements, _, close, closeSpace):
            var text = "{"
            if !header.isEmpty { text += " " + flat(header) }
            for (index, statement) in statements.enumerated() {
                let space = statement.nodes.first.map { $0.space } ?? 1
                text += String(repeating: " ", count: index == 0 && header.isEmpty ? space : max(1, space))
                text += flat(statement.nodes) + (statement.semicolon ? ";" : "")
            }
            return text + String(repeating: " ", count: statements.isEmpty ? max(1, closeSpace) : closeSpace) + close
        }
    }

    /// Whether the source breaks `nodes` where the layout keeps breaks: a multi-line closure, a
    /// vertical list, or a line started by a chain's `.` or an operator.
    func hasHardBreak(_ nodes: [CodeNode]) -> Bool {
        nodes.enumerated().contains { index, node in
            if index > 0 && node.newline { return true }
            switch node.kind {
            case .token: return false
            case let .brackets(_, items, _, vertical, _, _): return vertical || items.contains { hasHardBreak($0) }
            case let .closure(_, statements, multiline, _, _):
                return multiline || statements.contains { hasHardBreak($0.nodes) }
            }
        }
    }

    func split(_ nodes: [CodeNode], at isBreak: (Int, CodeNode) -> Bool) -> [[CodeNode]] {
        var pieces: [[CodeNode]] = [[]]
        for (index, node) in nodes.enumerated() {
            if isBreak(index, node) { pieces.append([]) }
            pieces[pieces.count - 1].append(node)
        }
        return pieces
    }
}
