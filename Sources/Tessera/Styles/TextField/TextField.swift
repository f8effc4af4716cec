/// A one-line text input. Typing edits the bound text at a cursor; ←/→, Home/End, Backspace and
/// Delete work by whole characters (wide and combining ones included); Enter runs `onSubmit`.
/// Typing never puts a control character in the text: a tab or line break becomes a space, and
/// any other control character (C0, DEL, C1) or bidirectional control is dropped.
///
/// ```swift
/// TextField("Name", text: $settings.name, prompt: "Jane Appleseed")
///     .helperText("As it appears on your card")
/// ```
public struct TextField: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: String?

    /// - Parameters:
    ///   - title: the field's label (and accessibility label).
    ///   - text: the text to edit.
    ///   - prompt: placeholder shown while the text is empty.
    public init(_ title: String, text: Binding<String>, prompt: String? = nil) {
        self.title = title
        self.text = text
        self.prompt = prompt
    }
}

extension TextField: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let identity = context.identity
        let environment = context.environment
        let isFocused = context.graph.isFocused(identity) || environment.previewState == .focused
        let cursorStorage = context.graph.stateStorage(for: identity.child("cursor"), slot: 0, initial: Int.max)
        let scrollStorage = context.graph.stateStorage(for: identity.child("scroll"), slot: 0, initial: 0)
        let current = text.wrappedValue
        let cursor = min(cursorStorage.value as? Int ?? 0, current.count)
        let field = TextFieldContent(
            text: current, prompt: prompt, cursor: cursor, showsCursor: isFocused,
            scroll: scrollStorage)
        let configuration = TextFieldStyleConfiguration(
            title: title, prompt: prompt, text: current, isFocused: isFocused,
            helperText: environment.textFieldHelperText, errorMessage: environment.textFieldErrorMessage,
            field: field)
        var inner = context
        inner.environment.isFocused = isFocused
        let style = environment.textFieldStyle
        let binding = text
        let submit = environment.submitAction
        let interaction = Interaction(
            identity: identity, kind: .textField, label: title, isEnabled: environment.isEnabled,
            environment: inner.environment)
        interaction.value = current.isEmpty ? "empty" : current
        let content = context.claimingOverrides(for: interaction, content: inner)
        let node = ProxyNode(child: context.graph.single { style.append(configuration, content, &$0) })
        node.interaction = interaction
        interaction.handleKey = { press in
            if press.key == .enter {
                submit?()
                return submit != nil
            }
            var editing = TextEditing(text: binding.wrappedValue, cursor: cursorStorage.value as? Int ?? 0)
            guard editing.apply(press) else { return false }
            if editing.text != binding.wrappedValue { binding.wrappedValue = editing.text }
            cursorStorage.set(editing.cursor)
            return true
        }
        interaction.handlePaste = { pasted in
            var editing = TextEditing(text: binding.wrappedValue, cursor: cursorStorage.value as? Int ?? 0)
            guard editing.insert(pasted: pasted) else { return false }
            binding.wrappedValue = editing.text
            cursorStorage.set(editing.cursor)
            return true
        }
        nodes.append(node)
    }
}

/// The editable text of a field with its cursor, for a text field style to place: it takes the
/// width it is given and scrolls sideways to keep the cursor in view.
public struct TextFieldContent: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let text: String
    let prompt: String?
    let cursor: Int
    let showsCursor: Bool
    let scroll: StateStorage
}

extension TextFieldContent: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let theme = context.environment.resolvedTheme
        var attributes = context.environment.textAttributes
        if !context.environment.isEnabled { attributes.insert(.dim) }
        let textStyle = CellStyle(foreground: theme.color(context.environment.foregroundToken), attributes: attributes)
        // Where muted has no colour of its own (8 colours, monochrome, or a depth that can keep it
        // legible only in the main text colour) the prompt is dimmed, so a placeholder never reads
        // as typed text.
        let depth = context.environment.colorDepth
        var muted = ColorToken.fgMuted.legible(at: depth)
        if theme.color(muted.token).degraded(to: depth) == theme.color(.fg).degraded(to: depth) { muted.dim = true }
        // The prompt is also italic at every depth: a disabled field's text is faded too, and the
        // slant is what keeps a placeholder apart from it where both come out the same grey.
        var promptAttributes = attributes.union(.italic)
        if muted.dim { promptAttributes.insert(.dim) }
        let promptStyle = CellStyle(foreground: theme.color(muted.token), attributes: promptAttributes)
        nodes.append(
            TextFieldNode(
                text: text, prompt: prompt, cursor: cursor, showsCursor: showsCursor,
                scroll: scroll, textStyle: textStyle, promptStyle: promptStyle,
                asciiOnly: context.environment.asciiOnly))
    }
}

final class TextFieldNode: LayoutNode {
    private let graphemes: [(character: Character, width: Int)]
    private let prompt: String?
    private let cursor: Int
    private let showsCursor: Bool
    private let scroll: StateStorage
    private let textStyle: CellStyle
    private let promptStyle: CellStyle
    /// Only ASCII may be drawn: each character of the text shows as its ASCII fallback, in the
    /// same columns, so the cursor still moves by whole characters.
    private let asciiOnly: Bool

    init(
        text: String, prompt: String?, cursor: Int, showsCursor: Bool, scroll: StateStorage,
        textStyle: CellStyle, promptStyle: CellStyle, asciiOnly: Bool
    ) {
        graphemes = text.map { TerminalGlyph.cellContent(for: $0) }.map { ($0.grapheme, $0.width) }
        self.prompt = asciiOnly ? prompt.map(ASCIIFallback.text) : prompt
        self.asciiOnly = asciiOnly
        self.cursor = min(cursor, graphemes.count)
        self.showsCursor = showsCursor
        self.scroll = scroll
        self.textStyle = textStyle
        self.promptStyle = promptStyle
    }

    private var textWidth: Int { graphemes.reduce(0) { $0 + $1.width } }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        let ideal = max(textWidth + 1, DisplayWidth.of(prompt ?? "") + 1)
        // Always one row: a field offered no height still needs its line, or a stack that runs
        // short squeezes the text and cursor away while the label and box around them stay.
        return CellSize(width: proposal.width ?? ideal, height: 1)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let width = frame.width
        guard width > 0, frame.height > 0 else { return }
        if graphemes.isEmpty, let prompt {
            var style = promptStyle
            style.background = buffer[frame.x, frame.y].style.background
            buffer.write(prompt, at: Point(x: frame.x, y: frame.y), style: style, clip: clip)
        }
        // Keep the cursor column inside the visible window.
        let cursorColumn = graphemes.prefix(cursor).reduce(0) { $0 + $1.width }
        let cursorWidth = cursor < graphemes.count ? graphemes[cursor].width : 1
        var offset = scroll.value as? Int ?? 0
        if cursorColumn < offset { offset = cursorColumn }
        if cursorColumn + cursorWidth > offset + width { offset = cursorColumn + cursorWidth - width }
        offset = max(0, min(offset, max(0, textWidth + 1 - width)))
        scroll.value = offset
        var column = 0
        for (index, glyph) in graphemes.enumerated() {
            defer { column += glyph.width }
            let x = frame.x + column - offset
            guard column + glyph.width > offset, x < frame.maxX else { continue }
            var style = textStyle
            style.background = buffer[max(x, frame.x), frame.y].style.background
            if showsCursor && index == cursor { style.attributes.insert(.reverse) }
            if asciiOnly {
                for (column, character) in ASCIIFallback.cell(glyph.character, width: glyph.width).enumerated() {
                    buffer.put(character, at: Point(x: x + column, y: frame.y), style: style, clip: clip.intersection(frame))
                }
            } else {
                buffer.put(glyph.character, at: Point(x: x, y: frame.y), style: style, clip: clip.intersection(frame))
            }
        }
        if showsCursor && cursor == graphemes.count {
            let x = frame.x + cursorColumn - offset
            var style = textStyle
            style.background = buffer[x, frame.y].style.background
            style.attributes.insert(.reverse)
            if graphemes.isEmpty, let first = prompt?.first {
                var promptCursor = promptStyle
                promptCursor.attributes.insert(.reverse)
                promptCursor.background = style.background
                buffer.put(first, at: Point(x: x, y: frame.y), style: promptCursor, clip: clip.intersection(frame))
            } else {
                buffer.put(" ", at: Point(x: x, y: frame.y), style: style, clip: clip.intersection(frame))
            }
        }
    }
}
