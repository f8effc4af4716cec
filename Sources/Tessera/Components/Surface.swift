/// Paints a component's surface in colours worked out from the theme (hue ramps, blends) rather
/// than named tokens: a fill behind the content, one colour for all text on it, and attributes
/// on every cell of it — `reverse` stands in for the fill where the colour depth has no colour.
struct SurfaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let fill: RGB?
    let foreground: RGB?
    let attributes: TextAttributes

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // The surface's colour is set for the text inside, so no role colour (nor its dimming) applies.
        // A fill of its own is the ground of the text inside, not the one around it.
        let clearsGround = fill != nil && context.environment.textGround != nil
        let inner =
            foreground == nil && !clearsGround
            ? context
            : context.settingEnvironment("surface") {
                if foreground != nil { $0.surfacePaintsInk = true }
                if clearsGround { $0.textGround = nil }
            }
        nodes.append(
            SurfaceNode(
                child: context.graph.node(for: content, inner), fill: fill.map(Color.rgb),
                foreground: foreground.map(Color.rgb), attributes: attributes))
    }
}

/// Fills its frame, draws its child, then recolours the child's text and adds attributes.
final class SurfaceNode: ProxyNode {
    let fill: Color?
    let foreground: Color?
    let attributes: TextAttributes

    init(child: LayoutNode, fill: Color?, foreground: Color?, attributes: TextAttributes) {
        self.fill = fill
        self.foreground = foreground
        self.attributes = attributes
        super.init(child: child)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = clip.intersection(frame)
        if let fill { buffer.fill(area, with: .blank(CellStyle(background: fill))) }
        drawChild(child, into: &buffer, clip: clip)
        guard foreground != nil || !attributes.isEmpty, !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                var cell = buffer[x, y]
                if let foreground { cell.style.foreground = foreground }
                cell.style.attributes.formUnion(attributes)
                buffer[x, y] = cell
            }
        }
    }
}

extension View {
    /// Paints the view's frame with `fill`, draws all text inside in `foreground`, and adds
    /// `attributes` to every cell of the frame (blank ones too, so `reverse` shows a block).
    consuming func surface(fill: RGB? = nil, foreground: RGB? = nil, attributes: TextAttributes = []) -> some View {
        modifier(SurfaceModifier(fill: fill, foreground: foreground, attributes: attributes))
    }

    /// Adds the theme's focus attributes (bold and underline by default) to the text inside
    /// while `isFocused`: the focus cue that survives every colour depth.
    consuming func focusCue(_ isFocused: Bool) -> some View {
        environment(.focusCue(isFocused))
    }
}

extension ColorDepth {
    /// Whether fills can be seen at all; without colour, `reverse` has to stand in for them.
    var showsFills: Bool { self != .monochrome }

    /// Whether pale washes (step 0 of a hue, bgSecondary) stay apart from the page colour; at 16
    /// and 8 colours they collapse into white or black, so a surface needs a visible edge.
    var showsWashes: Bool { self >= .c256 }
}
