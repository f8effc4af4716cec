/// Paints an optional fill behind its content, lets the content draw, then restyles every cell
/// of the frame. House controls use it for what views cannot express with tokens: a state's
/// treatment of the whole surface (``SurfaceTreatment``) and a label's ink.
struct CellRestyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The blank cell painted across the frame first, if any.
    let fill: Cell?
    let restyle: (inout CellStyle) -> Void

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(node(around: context.graph.node(for: content, context)))
    }

    /// The node of this modifier around `child`.
    func node(around child: LayoutNode) -> LayoutNode { CellRestyleNode(fill: fill, restyle: restyle, child: child) }

    /// The node of a control's surface painted with `treatment` around `child`; `child` itself
    /// where the treatment paints nothing and changes no cell (an enabled control at rest with
    /// no fill), since the node would only pass its content through.
    static func surface(_ treatment: SurfaceTreatment, around child: LayoutNode) -> LayoutNode {
        treatment.changesNothing ? child : CellRestyleModifier(surface: treatment).node(around: child)
    }
}

extension CellRestyleModifier {
    /// A control's surface painted with `treatment` (see ``SurfaceTreatment``).
    init(surface treatment: SurfaceTreatment) {
        self.init(fill: treatment.fill.map { Cell.blank(CellStyle(foreground: treatment.ink, background: $0)) }) {
            treatment.apply(to: &$0)
        }
    }

    /// Everything inside drawn in `ink`.
    init(ink: Color) {
        self.init(fill: nil) { $0.foreground = ink }
    }
}

final class CellRestyleNode: ProxyNode {
    let fill: Cell?
    let restyle: (inout CellStyle) -> Void

    init(fill: Cell?, restyle: @escaping (inout CellStyle) -> Void, child: LayoutNode) {
        self.fill = fill
        self.restyle = restyle
        super.init(child: child)
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let area = clip.intersection(frame)
        guard !area.isEmpty else { return }
        if let fill { buffer.fill(area, with: fill) }
        drawChild(child, into: &buffer, clip: clip)
        buffer.restyle(area, restyle)
    }
}

extension View {
    /// Paints this control's surface with `treatment` (see ``SurfaceTreatment``).
    consuming func controlSurface(_ treatment: SurfaceTreatment) -> some View {
        modifier(CellRestyleModifier(surface: treatment))
    }

    /// Draws everything inside in `ink`. House controls ink their labels: a text role brings a
    /// colour of its own (body is `fg`) that would win over an inherited foreground.
    consuming func ink(_ ink: Color) -> some View {
        modifier(CellRestyleModifier(ink: ink))
    }
}
