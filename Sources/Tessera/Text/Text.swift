/// A run of styled text. Wraps at word boundaries by display width, and ends a cut line with `…`
/// (`~` where only ASCII can be shown).
///
/// Concatenate texts with `+` to mix styles; each run keeps its own role, colour and attributes:
/// ```swift
/// Text("Total ").textRole(.label2) + Text("$1,024").bold().foregroundColor(.fgPositive)
/// ```
public struct Text: View, Equatable {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    var runs: TextRuns

    /// Text showing `content` in the environment's text role and colour unless styled; `\n`
    /// starts a new line.
    public init(_ content: some StringProtocol) {
        runs = TextRuns(TextRun(string: String(content)))
    }

    /// Two texts, one after the other, each keeping its style.
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        var result = lhs
        result.runs.append(contentsOf: rhs.runs)
        return result
    }

    /// The plain characters of the text, without styles.
    public var plainText: String { runs.map(\.string).joined() }

    private consuming func modifyingRuns(_ change: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }

    /// Applies a typography role to every run that has none yet.
    public consuming func textRole(_ role: TextRole) -> Text { modifyingRuns { $0.role = $0.role ?? role } }
    /// Colours every run that has no colour yet.
    public consuming func foregroundColor(_ token: ColorToken) -> Text { modifyingRuns { $0.color = $0.color ?? token } }
    /// Makes every run bold.
    public consuming func bold() -> Text { modifyingRuns { $0.attributes.insert(.bold) } }
    /// Makes every run italic, where the terminal's font has italics.
    public consuming func italic() -> Text { modifyingRuns { $0.attributes.insert(.italic) } }
    /// Underlines every run.
    public consuming func underline() -> Text { modifyingRuns { $0.attributes.insert(.underline) } }
    /// Strikes a line through every run.
    public consuming func strikethrough() -> Text { modifyingRuns { $0.attributes.insert(.strikethrough) } }
    /// Makes every run dim (fainter); some terminals ignore it.
    public consuming func dim() -> Text { modifyingRuns { $0.attributes.insert(.dim) } }
    /// Makes every run that leads nowhere yet lead to `destination`: its cells are an OSC 8
    /// hyperlink where the terminal shows those (the gallery's notes link their web addresses so).
    package consuming func linking(to destination: String) -> Text { modifyingRuns { $0.link = $0.link ?? destination } }
}

/// One styled piece of a ``Text``.
struct TextRun: Equatable {
    var string: String
    var role: TextRole?
    var color: ColorToken?
    var attributes: TextAttributes = []
    /// Where the run leads (``Text/linking(to:)``), if anywhere.
    var link: String?
}

extension Text: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let theme = environment.resolvedTheme
        // Disabled text takes the one disabled look of every house control, as a control's label does.
        let disabled = environment.isEnabled ? nil : DisabledLook(theme: theme, depth: theme.depth)
        // Each glyph takes at least one byte, so the bytes bound the glyphs (but for a role's
        // capitals or the ASCII stand-ins, which can be longer): one allocation, not one per doubling.
        var glyphs: [StyledGlyph] = []
        glyphs.reserveCapacity(runs.reduce(0) { $0 + $1.string.utf8.count })
        var styles: [CellStyle] = []
        styles.reserveCapacity(runs.count)
        // Where each style's glyphs lead, beside `styles`; made only for a text with a linked run.
        var links: [String?]? = runs.contains { $0.link != nil } ? [] : nil
        for runIndex in runs.indices {
            let run = runs[runIndex]
            let firstGlyph = glyphs.count
            defer {
                undecorateJoiningSpaces(
                    &glyphs, from: firstGlyph, styles: &styles, links: &links,
                    leading: runIndex > 0, trailing: runIndex < runs.count - 1)
            }
            let role = run.role ?? environment.textRole
            // The nearest of the text's own colour, its own role, the environment's foreground and
            // the environment's role wins; a role's muted colour stays legible at low depths.
            let chosen = run.color.map { (token: $0, isRoleColor: false) } ?? environment.textColor(ownRole: run.role, theme: theme)
            // In its own colour a role is drawn as the depth shows it (``RoleMarks``); disabled, it
            // is drawn in the disabled ink, not its colour, so no marks stand in for that.
            let marked = chosen.isRoleColor && disabled == nil && theme.marksRole(role)
            let roleStyle = marked ? theme.shownStyle(for: role) : theme.style(for: role)
            let legible = chosen.isRoleColor ? chosen.token.legible(at: theme.depth) : (token: chosen.token, dim: false)
            var token = legible.token
            // On a fill its colour was not chosen for (a selected row), text keeps the text ratio.
            if let ground = environment.textGround, disabled == nil { token = theme.inkToken(token, on: ground) }
            var attributes = roleStyle.attributes.union(run.attributes).union(environment.textAttributes)
            if legible.dim { attributes.insert(.dim) }
            // A run of spaces (a marker column) takes no fill: only words are highlighted. A
            // disabled control keeps no fill either (``DisabledLook``).
            var style = Self.cellStyle(
                token, attributes: attributes, theme: theme, fills: disabled == nil && !Self.isBlank(run.string))
            disabled?.apply(to: &style)
            styles.append(style)
            links?.append(run.link)
            let styleIndex = styles.count - 1
            var string = roleStyle.uppercase ? run.string.uppercased() : run.string
            if environment.asciiOnly, !string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                string = ASCIIFallback.text(string)
            }
            if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                // Printable ASCII: one glyph per byte, no grapheme breaking.
                for byte in string.utf8 {
                    glyphs.append(StyledGlyph(glyph: CellGlyph(printableASCII: byte), width: 1, style: styleIndex))
                }
                continue
            }
            for character in string {
                // "\n", or "\r\n" (one grapheme: a lone "\r" is one byte), told by bytes, not by
                // comparing strings.
                let utf8 = character.utf8
                if utf8.first == 0x0A || (utf8.first == 0x0D && utf8.count == 2) {
                    glyphs.append(StyledGlyph(character: "\n", width: 0, style: styleIndex))
                    continue
                }
                let glyph = CellGlyph(character)
                guard glyph.width > 0 else { continue }
                glyphs.append(StyledGlyph(glyph: glyph, width: glyph.width, style: styleIndex))
            }
        }
        nodes.append(
            TextNode(
                glyphs: glyphs, styles: styles, links: links ?? [],
                lineLimit: environment.lineLimit,
                alignment: environment.multilineTextAlignment,
                ellipsis: environment.asciiOnly ? TextNode.asciiEllipsis : TextNode.ellipsis))
    }

    /// Whether `string` is only whitespace; a byte test when it is ASCII, as almost every run is.
    private static func isBlank(_ string: String) -> Bool {
        var ascii = true
        let blankBytes = string.utf8.allSatisfy { byte in
            if byte >= 0x80 { ascii = false }
            return byte == 0x20 || (0x09...0x0D).contains(byte) || byte >= 0x80
        }
        guard blankBytes else { return false }
        return ascii || string.allSatisfy(\.isWhitespace)
    }

    /// Text in `token`: bold, or on a fill of its hue, where the depth has no legible colour of
    /// that hue for it (``AccentEmphasis``). `fills` (whether the run may take a fill) is asked
    /// only then: telling a run of non-ASCII characters is not all whitespace reads Unicode
    /// properties.
    private static func cellStyle(
        _ token: ColorToken, attributes: TextAttributes, theme: ResolvedTheme,
        fills: @autoclosure () -> Bool
    ) -> CellStyle {
        var attributes = attributes
        switch theme.accentEmphasis(token) {
        case .filled where !fills(), nil:
            return CellStyle(foreground: theme.color(token), background: .default, attributes: attributes)
        case .bold:
            attributes.insert(.bold)
            return CellStyle(foreground: theme.color(token), background: .default, attributes: attributes)
        case .filled:
            return CellStyle(foreground: theme.inkColor(.fg, on: token), background: theme.color(token), attributes: attributes)
        }
    }

    /// The spaces where one run joins the next belong to neither word, so an underline or
    /// strikethrough stops at the word: `Text("a") + Text(" b").underline()` underlines only `b`.
    /// The run's last style is the one its glyphs use; the spaces get a copy without line decorations.
    private func undecorateJoiningSpaces(
        _ glyphs: inout [StyledGlyph], from start: Int, styles: inout [CellStyle], links: inout [String?]?,
        leading: Bool, trailing: Bool
    ) {
        guard let runStyle = styles.last, !runStyle.attributes.isDisjoint(with: Self.lineDecorations) else { return }
        var joining: [Int] = []
        if leading {
            var index = start
            while index < glyphs.count, glyphs[index].isSpace { joining.append(index); index += 1 }
        }
        if trailing {
            var index = glyphs.count - 1
            while index >= start, glyphs[index].isSpace, !joining.contains(index) { joining.append(index); index -= 1 }
        }
        guard !joining.isEmpty else { return }
        var bare = runStyle
        bare.attributes.subtract(Self.lineDecorations)
        styles.append(bare)
        links?.append(nil)   // the space between two runs leads nowhere either
        for index in joining {
            glyphs[index] = StyledGlyph(glyph: .space, width: glyphs[index].width, style: styles.count - 1)
        }
    }

    private static let lineDecorations: TextAttributes = [.underline, .strikethrough]
}
