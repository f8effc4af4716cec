/// Multi-line text input: the text soft-wrapped by display width at the editor's width, scrolled to
/// keep the cursor in view, with a rule down its leading edge (`│`, `┃` in the focus colour while
/// focused) so an empty editor still shows where it is. Give it a height (`.frame(height:)`).
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 6)
/// ```
///
/// Keys, while focused: typing inserts (replacing a selection) and Enter starts a new line;
/// ← → move by character (wide and combining characters whole), with Alt or Ctrl by word; ↑ ↓
/// PgUp PgDn move by the rows you see, keeping the column; Home and End go to the row's ends, with
/// Ctrl to the text's; Shift with any of them selects; Backspace and Delete delete the selection or
/// a character (a word with Alt or Ctrl). Tab and Esc leave the editor. A control character typed
/// is dropped, and a tab becomes a space: the text never holds what a terminal acts on.
public struct TextEditor: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }
}

/// Where an editor's cursor and selection are, kept between frames.
struct TextEditorCursor: Equatable {
    var cursor = Int.max
    var anchor: Int?
    var goalColumn: Int?
}

/// The width an editor last wrapped at and the rows it showed, for the keys that move by row.
final class TextEditorMetrics {
    var width = 1
    var rows = 1
}

/// An editor's rule: `bgLineHeavy` (or the first of `fgMuted`, `fg` that shows), the theme's focus
/// colour while focused; heavy (`┃`) when focused so it shows without colour too.
func textEditorRule(isFocused: Bool, asciiOnly: Bool) -> (glyph: Character, token: ColorToken) {
    let glyph: Character = asciiOnly ? (isFocused ? "#" : "|") : (isFocused ? "┃" : "│")
    return (glyph, isFocused ? .bgLinePrimary : .bgLineHeavy)
}

extension TextEditor: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let identity = context.identity
        let environment = context.environment
        let isFocused = context.graph.isFocused(identity) || environment.previewState == .focused
        let cursorStorage = context.graph.stateStorage(for: identity.child("cursor"), slot: 0, initial: TextEditorCursor())
        let scroll = context.graph.stateStorage(for: identity.child("scroll"), slot: 0, initial: 0)
        let metricsStorage = context.graph.stateStorage(
            for: identity.child("metrics"), slot: 0,
            initial: TextEditorMetrics(), dirtiesOwner: false)
        let metrics = metricsStorage.value as? TextEditorMetrics ?? TextEditorMetrics()
        let binding = text
        let saved = cursorStorage.value as? TextEditorCursor ?? TextEditorCursor()
        let editing = MultilineEditing(
            text: binding.wrappedValue, cursor: saved.cursor, anchor: saved.anchor,
            goalColumn: saved.goalColumn)
        let theme = environment.resolvedTheme, depth = environment.colorDepth
        var attributes = environment.textAttributes
        if !environment.isEnabled { attributes.insert(.dim) }
        let textStyle = CellStyle(foreground: theme.color(environment.foregroundToken), attributes: attributes)
        let rule = textEditorRule(isFocused: isFocused && environment.isEnabled, asciiOnly: environment.asciiOnly)
        let ruleColor = theme.contrasting(rule.token, on: .bg, at: depth, fallbacks: [.fgMuted, .fg])
        let selectionFill: Color? = depth.showsWashes ? theme.color(.bgPrimaryWash) : nil
        let node = TextEditorNode(
            editing: editing, showsCursor: isFocused, scroll: scroll, metrics: metrics,
            textStyle: textStyle, rule: rule.glyph,
            ruleStyle: CellStyle(foreground: theme.color(ruleColor)),
            selectionFill: selectionFill, asciiOnly: environment.asciiOnly)
        let interaction = Interaction(
            identity: identity, kind: .textField, label: "Text editor",
            isEnabled: environment.isEnabled, environment: environment)
        let lines = binding.wrappedValue.split(separator: "\n", omittingEmptySubsequences: false).count
        interaction.role = "text editor"
        interaction.value = binding.wrappedValue.isEmpty ? "empty" : "\(lines) line\(lines == 1 ? "" : "s")"
        interaction.handleKey = { press in
            let state = cursorStorage.value as? TextEditorCursor ?? TextEditorCursor()
            var editing = MultilineEditing(
                text: binding.wrappedValue, cursor: state.cursor, anchor: state.anchor,
                goalColumn: state.goalColumn)
            guard editing.apply(press, width: metrics.width, page: metrics.rows) else { return false }
            let text = editing.text
            if text != binding.wrappedValue { binding.wrappedValue = text }
            cursorStorage.set(TextEditorCursor(cursor: editing.cursor, anchor: editing.anchor, goalColumn: editing.goalColumn))
            return true
        }
        interaction.handlePaste = { pasted in
            let state = cursorStorage.value as? TextEditorCursor ?? TextEditorCursor()
            var editing = MultilineEditing(
                text: binding.wrappedValue, cursor: state.cursor, anchor: state.anchor,
                goalColumn: state.goalColumn)
            editing.insert(pasted)
            let text = editing.text
            guard text != binding.wrappedValue else { return false }
            binding.wrappedValue = text
            cursorStorage.set(TextEditorCursor(cursor: editing.cursor, anchor: editing.anchor, goalColumn: nil))
            return true
        }
        node.interaction = interaction
        nodes.append(node)
    }
}

/// Draws an editor: the rule, a space, and the wrapped rows from the scroll offset.
final class TextEditorNode: LayoutNode {
    private let editing: MultilineEditing
    private let widths: [Int]
    private let showsCursor: Bool
    private let scroll: StateStorage
    private let metrics: TextEditorMetrics
    private let textStyle: CellStyle
    private let rule: Character
    private let ruleStyle: CellStyle
    private let selectionFill: Color?
    private let asciiOnly: Bool
    /// The text's own columns: the rule and the space after it come first.
    private static let inset = 2

    init(
        editing: MultilineEditing, showsCursor: Bool, scroll: StateStorage, metrics: TextEditorMetrics,
        textStyle: CellStyle, rule: Character, ruleStyle: CellStyle, selectionFill: Color?, asciiOnly: Bool
    ) {
        self.editing = editing
        widths = editing.characters.map { TerminalGlyph.cellContent(for: $0).width }
        self.showsCursor = showsCursor
        self.scroll = scroll
        self.metrics = metrics
        self.textStyle = textStyle
        self.rule = rule
        self.ruleStyle = ruleStyle
        self.selectionFill = selectionFill
        self.asciiOnly = asciiOnly
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let width =
            proposal.width
            ?? (softWrap(editing.characters, widths: widths, width: .max)
                .map { row in (row.start..<row.end).reduce(0) { $0 + widths[$1] } }.max() ?? 0) + Self.inset + 1
        let rows = softWrap(editing.characters, widths: widths, width: width - Self.inset - 1).count
        return CellSize(width: width, height: proposal.height ?? max(1, rows))
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        let area = clip.intersection(frame)
        for y in frame.y..<frame.maxY { buffer.put(rule, at: Point(x: frame.x, y: y), style: ruleStyle, clip: area) }
        // One cell is kept free at the right for the cursor after the last character of a full row.
        let width = max(1, frame.width - Self.inset - 1)
        let rows = softWrap(editing.characters, widths: widths, width: width)
        metrics.width = width
        metrics.rows = frame.height
        let cursorRow = wrappedRow(of: editing.cursor, in: rows)
        var offset = scroll.value as? Int ?? 0
        if cursorRow < offset { offset = cursorRow }
        if cursorRow >= offset + frame.height { offset = cursorRow - frame.height + 1 }
        offset = max(0, min(offset, max(0, rows.count - frame.height)))
        scroll.value = offset
        let selection = editing.selection
        for (line, row) in rows.enumerated().dropFirst(offset).prefix(frame.height) {
            let y = frame.y + line - offset
            var x = frame.x + Self.inset
            for index in row.start..<row.end {
                var style = textStyle
                style.background = buffer[x, y].style.background
                if selection?.contains(index) == true {
                    if let selectionFill { style.background = selectionFill } else { style.attributes.insert(.reverse) }
                }
                if showsCursor && index == editing.cursor { style.attributes.insert(.reverse) }
                let character = editing.characters[index]
                if asciiOnly {
                    for (column, ascii) in ASCIIFallback.cell(character, width: widths[index]).enumerated() {
                        buffer.put(ascii, at: Point(x: x + column, y: y), style: style, clip: area)
                    }
                } else {
                    buffer.put(character, at: Point(x: x, y: y), style: style, clip: area)
                }
                x += widths[index]
            }
            if showsCursor && line == cursorRow && editing.cursor >= row.end {
                var style = textStyle
                style.background = buffer[x, y].style.background
                style.attributes.insert(.reverse)
                buffer.put(" ", at: Point(x: x, y: y), style: style, clip: area)
            }
        }
    }
}
