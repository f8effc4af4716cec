/// The house button's surface around its label (``TesseraButtonStyle``), built in: it makes the
/// nodes of the view below directly, where the button's record resolves, instead of
/// instantiating and resolving ten generic wrapper types at every focus move and press. An
/// overlay with nothing in it adds no node (it would only pass its content's size, place and
/// cells through), nor do end marks not shown (``EndMarkersNode/around(_:isShown:leading:trailing:color:_:)``)
/// or a surface that changes nothing (``CellRestyleModifier/surface(_:around:)``).
///
/// ```swift
/// label
///     .addingTextAttributes(look.labelAttributes)
///     .ink(look.ink)
///     .padding(.horizontal, look.metrics.horizontalPadding)
///     .frame(maxWidth: block ? .infinity : nil)
///     .padding(.vertical, look.metrics.verticalPadding)
///     .overlay {
///         if let outline = look.outline {
///             EmptyView().frame(maxWidth: .infinity, maxHeight: .infinity).border(look.outlineStyle, color: outline)
///         }
///     }
///     .focusMarkers(look.markers != nil, ring: theme.focus, color: look.markers ?? theme.focus.color)
///     .bracketCaps(look.caps, color: look.capsColor)
///     .controlSurface(look.treatment)
///     .fixedSize(horizontal: !block, vertical: true)
/// ```
struct ButtonRow<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let look: ButtonAppearance
    /// Fills the width offered (``TesseraButtonStyle/block``).
    let block: Bool

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let graph = context.graph
        let attributes = EnvironmentSetting.houseControlAttributes(look.labelAttributes)
        var node = CellRestyleModifier(ink: look.ink).node(around: graph.node(for: label, context.applying(attributes)))
        let metrics = look.metrics
        node = PaddingNode(
            insets: EdgeInsets(top: 0, leading: metrics.horizontalPadding, bottom: 0, trailing: metrics.horizontalPadding), child: node)
        node = FrameNode(FrameModifier(maxWidth: block ? .infinity : nil, alignment: .center), child: node)
        node = PaddingNode(
            insets: EdgeInsets(top: metrics.verticalPadding, leading: 0, bottom: metrics.verticalPadding, trailing: 0), child: node)
        if let outline = look.outline {
            let box = EmptyView().frame(maxWidth: .infinity, maxHeight: .infinity).border(look.outlineStyle, color: outline)
            // Where the overlay's `if` puts it.
            let layer = graph.node(for: box, context.child("layer").child(0))
            node = DecorationNode(content: node, fill: nil, layer: layer, alignment: .center, inFront: true)
        }
        let ring = context.environment.resolvedTheme.focus
        node = EndMarkersNode.around(
            node, isShown: look.markers != nil, leading: ring.leading, trailing: ring.trailing, color: look.markers ?? ring.color,
            context)
        node = EndMarkersNode.around(node, isShown: look.caps, leading: "[", trailing: "]", color: look.capsColor, context)
        node = CellRestyleModifier.surface(look.treatment, around: node)
        nodes.append(FixedSizeNode(horizontal: !block, vertical: true, child: node))
    }
}
