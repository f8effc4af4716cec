/// Draws a box around the content, one cell outside it on every side. A vertical scroll view that
/// fills the inside has its bar drawn on the box's right edge (see ``ScrollView``).
@usableFromInline
struct BorderModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let style: BorderStyle?
    let color: ColorToken

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let theme = environment.resolvedTheme
        var lineStyle = style ?? theme.borders.default
        if environment.asciiOnly { lineStyle = .ascii }
        var attributes: TextAttributes = []
        if !environment.isEnabled { attributes.insert(.dim) }
        nodes.append(
            BorderNode(
                characters: lineStyle.characters,
                style: CellStyle(foreground: theme.color(color), attributes: attributes),
                child: context.graph.node(for: content, context)))
    }
}

final class BorderNode: LayoutNode {
    let characters: BoxCharacters
    let style: CellStyle
    let child: LayoutNode
    /// The scroll view inside whose bar the right edge shows, while it fills the inside from top to bottom.
    private weak var edgeScroll: ScrollNode?

    init(characters: BoxCharacters, style: CellStyle, child: LayoutNode) {
        self.characters = characters
        self.style = style
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        // Before the content is measured: a scroll view whose bar goes on the edge takes no column for it.
        BorderScrollBar.scrollView(in: child)?.barOnBorder = true
        let inner = child.sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - 2) },
                height: proposal.height.map { max(0, $0 - 2) }))
        return CellSize(width: inner.width + 2, height: inner.height + 2)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        let inside = rect.inset(top: 1, leading: 1, bottom: 1, trailing: 1)
        child.place(in: inside, visible: visible)
        edgeScroll?.borderDrawsBar = false
        edgeScroll = BorderScrollBar.scrollView(in: child).flatMap { scroll in
            scroll.frame.y == inside.y && scroll.frame.maxY == inside.maxY ? scroll : nil
        }
        edgeScroll?.borderDrawsBar = true
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        drawBox(frame, characters: characters, style: style, into: &buffer, clip: clip)
        drawChild(child, into: &buffer, clip: clip)
        if let scroll = edgeScroll, let thumb = scroll.borderThumb {
            BorderScrollBar.draw(
                thumb, rows: scroll.frame.y, column: frame.maxX - 1, dimmed: style.attributes.contains(.dim),
                into: &buffer, clip: clip)
        }
    }
}

/// Draws the outline of `rect` with box characters, keeping the background underneath: the
/// cells ``forEachBoxCell(_:_:_:)`` gives, the top and bottom edges a row at a time. The
/// characters are made into glyphs once, not once a cell.
func drawBox(_ rect: Rect, characters: BoxCharacters, style: CellStyle, into buffer: inout CellBuffer, clip: Rect) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let glyphs = BoxPieces(characters).map(CellGlyph.init)
    func put(_ glyph: CellGlyph, _ columns: Range<Int>, _ y: Int) {
        buffer.putRun(glyph, columns: columns, row: y, style: style, keepingBackground: true, clip: clip)
    }
    let inside = (rect.x + 1)..<(rect.maxX - 1)
    put(glyphs.horizontal, inside, rect.y)
    put(glyphs.horizontal, inside, rect.maxY - 1)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
        put(glyphs.vertical, rect.x..<(rect.x + 1), y)
        put(glyphs.vertical, (rect.maxX - 1)..<rect.maxX, y)
    }
    put(glyphs.topLeft, rect.x..<(rect.x + 1), rect.y)
    put(glyphs.topRight, (rect.maxX - 1)..<rect.maxX, rect.y)
    put(glyphs.bottomLeft, rect.x..<(rect.x + 1), rect.maxY - 1)
    put(glyphs.bottomRight, (rect.maxX - 1)..<rect.maxX, rect.maxY - 1)
}

/// Calls `body` with each box character of the outline of `rect` and its cell: the edges, then
/// the corners. A rect under 2×2 has no outline.
func forEachBoxCell(_ rect: Rect, characters: BoxCharacters, _ body: (Character, Int, Int) -> Void) {
    forEachBoxCell(rect, BoxPieces(characters), body)
}

/// Calls `body` with each piece of the outline of `rect` and its cell (see the form with characters).
func forEachBoxCell<Piece>(_ rect: Rect, _ pieces: BoxPieces<Piece>, _ body: (Piece, Int, Int) -> Void) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    for x in (rect.x + 1)..<(rect.maxX - 1) {
        body(pieces.horizontal, x, rect.y)
        body(pieces.horizontal, x, rect.maxY - 1)
    }
    for y in (rect.y + 1)..<(rect.maxY - 1) {
        body(pieces.vertical, rect.x, y)
        body(pieces.vertical, rect.maxX - 1, y)
    }
    body(pieces.topLeft, rect.x, rect.y)
    body(pieces.topRight, rect.maxX - 1, rect.y)
    body(pieces.bottomLeft, rect.x, rect.maxY - 1)
    body(pieces.bottomRight, rect.maxX - 1, rect.maxY - 1)
}

/// The six pieces of a box, as characters or as anything made of them (glyphs).
struct BoxPieces<Piece> {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Piece

    func map<Other>(_ transform: (Piece) -> Other) -> BoxPieces<Other> {
        BoxPieces<Other>(
            topLeft: transform(topLeft), topRight: transform(topRight), bottomLeft: transform(bottomLeft),
            bottomRight: transform(bottomRight), horizontal: transform(horizontal), vertical: transform(vertical))
    }
}

extension BoxPieces<Character> {
    init(_ characters: BoxCharacters) {
        self.init(
            topLeft: characters.topLeft, topRight: characters.topRight, bottomLeft: characters.bottomLeft,
            bottomRight: characters.bottomRight, horizontal: characters.horizontal, vertical: characters.vertical)
    }
}

extension View {
    /// Draws a box around the view in one of the theme's border styles (the theme's default
    /// style when `style` is nil). The box takes one cell on each side.
    public consuming func border(_ style: BorderStyle? = nil, color: ColorToken = .bgLineHeavy) -> some View {
        modifier(BorderModifier(style: style, color: color))
    }
}
