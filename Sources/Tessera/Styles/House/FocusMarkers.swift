/// Columns a one-row control keeps free on each side: the focus ring's character and a space
/// (`▸ Save ◂`), the same on every control, so the ring never touches one side only.
let focusRingInset = 2

/// Characters over the first and last cell of a one-row control: the theme's focus-ring
/// characters (`▸` and `◂` by default; `>` and `<` where only ASCII can be shown) while it is
/// focused, or a disabled button's bracket caps. The control keeps those cells free (padding), so
/// gaining focus never moves anything, and the characters show in every colour depth.
///
/// Built in rather than a view with a body: every control has one, and a record of its own
/// for each (resolved again with the control on every focus move) was a third of a switch's
/// bodies.
struct EndMarkers<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isShown: Bool
    let leading: Character
    let trailing: Character
    let color: ColorToken

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let content = context.graph.node(for: content, context)
        nodes.append(
            EndMarkersNode.around(content, isShown: isShown, leading: leading, trailing: trailing, color: color, context))
    }
}

/// The node of ``EndMarkers`` while its marks are shown: its content, at the content's size and
/// place, and the two marks over the content's first and last cells, drawn after it.
final class EndMarkersNode: LayoutNode {
    let content: LayoutNode
    /// The content, then the leading and the trailing mark.
    private let layers: [LayoutNode]

    private init(content: LayoutNode, leading: LayoutNode, trailing: LayoutNode) {
        self.content = content
        layers = [content, leading, trailing]
    }

    /// `content` with the marks of ``EndMarkers`` resolved in `context`, where the view is; while
    /// they are not shown, `content` itself (the node would only pass its size, place and cells
    /// through). `color` is asked only when they are: a ring's colour is chosen by contrast.
    static func around(
        _ content: LayoutNode, isShown: Bool, leading: Character, trailing: Character, color: @autoclosure () -> ColorToken,
        _ context: ResolveContext
    ) -> LayoutNode {
        // What `content.overlay(alignment: .leading) { if isShown { mark } }` and the same at the
        // trailing edge would draw, in one node: no generic wrapper types to instantiate and
        // resolve on every focus move (the marks resolve where an overlay's `if` puts them).
        guard isShown else { return content }
        let asciiOnly = context.environment.asciiOnly
        let layer = context.child("layer").child(0)
        let color = color()
        func mark(_ glyph: Character, ascii: String) -> LayoutNode {
            let text = asciiOnly && !glyph.isASCII ? ascii : String(glyph)
            return context.graph.node(for: Text(text).foregroundColor(color), layer)
        }
        return EndMarkersNode(content: content, leading: mark(leading, ascii: ">"), trailing: mark(trailing, ascii: "<"))
    }

    override var children: [LayoutNode] { layers }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { content.sizeThatFits(proposal) }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        content.place(in: rect, visible: visible)
        let room = ProposedSize(width: rect.width, height: rect.height)
        layers[1].place(in: aligned(layers[1].sizeThatFits(room), in: rect, .leading), visible: visible)
        layers[2].place(in: aligned(layers[2].sizeThatFits(room), in: rect, .trailing), visible: visible)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        for layer in layers { drawChild(layer, into: &buffer, clip: clip) }
    }
}

/// The house focus treatment of a one-row control: ``focusRingInset`` columns kept free either
/// side and the ring's characters in them while focused (the label takes the ring's attributes
/// through ``View/focusCue(_:)``, on the label only: not on a caret or an icon beside it). The ring is drawn in the theme's focus colour where that keeps 3:1 against what the ring sits
/// on at the frame's depth, else in the label's colour (see ``ResolvedTheme/focusRingColor(on:at:ink:)``).
struct FocusRinged<Content: View>: View, ResolvesInline {
    let content: Content
    let isFocused: Bool
    /// What the ring's characters sit on.
    let ground: Color
    /// The label's colour: the ring's colour where the focus colour does not show on `ground`.
    let ink: ColorToken

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var isEnabled: Bool { environment.isEnabled }

    var body: some View {
        let focused = isFocused && isEnabled
        content
            .padding(.horizontal, focusRingInset)
            .focusMarkers(focused, ring: theme.focus, color: theme.focusRingColor(on: ground, at: depth, ink: ink))
    }
}

extension View {
    /// Shows the focus ring's characters at this one-row control's ends while `isFocused` (see
    /// ``EndMarkers``).
    consuming func focusMarkers(_ isFocused: Bool, ring: FocusRing, color: ColorToken) -> some View {
        EndMarkers(content: self, isShown: isFocused, leading: ring.leading, trailing: ring.trailing, color: color)
    }

    /// The house focus treatment (``FocusRinged``) around this one-row label: `▸ label ◂` while
    /// focused, the same width unfocused. `ground` is what the ring sits on and `ink` the label's
    /// colour.
    consuming func focusRing(_ isFocused: Bool, on ground: Color, ink: ColorToken) -> some View {
        FocusRinged(content: self, isFocused: isFocused, ground: ground, ink: ink)
    }

    /// Brackets at this one-row control's ends while `isShown` (`[ Save ]`): the shape of a
    /// disabled button whose fill the colour depth cannot show.
    consuming func bracketCaps(_ isShown: Bool, color: ColorToken) -> some View {
        EndMarkers(content: self, isShown: isShown, leading: "[", trailing: "]", color: color)
    }
}

extension ResolvedTheme {
    /// The colour of the focus ring's characters on `ground`: the theme's focus colour where it
    /// keeps 3:1 against `ground` as a terminal of `depth` shows them, else the label's `ink`
    /// (which is legible there), else the foreground. A blue ring on a light grey chip (1.5:1) or
    /// on a primary fill would not be seen.
    func focusRingColor(on ground: Color, at depth: ColorDepth, ink: ColorToken) -> ColorToken {
        contrasting(focus.color, on: ground, at: depth, fallbacks: [ink, .fg])
    }
}

extension BorderStyle {
    /// The box a focused control draws: one weight heavier (rounded, square and dashed become
    /// heavy, heavy becomes double, double heavy), so focus changes the box's glyphs and shows at every
    /// colour depth and in monochrome, not only in the ring's colour. ASCII has one weight.
    var focused: BorderStyle {
        switch self {
        case .rounded, .square, .dashed: .heavy
        case .heavy: .double
        case .double: .heavy
        case .ascii: .ascii
        }
    }
}
