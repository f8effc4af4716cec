/// What a control or `focusable()` view offers the runtime: focus, activation, keys, a label.
final class Interaction {
    let identity: ViewIdentity
    /// What kind of element this is (a button, a toggle, a text field), for inspectors.
    let kind: ControlKind
    /// The accessibility label; controls default it to their text label.
    var label: String?
    /// The accessibility value: a toggle's "on" or "off", a field's text, a slider's value.
    var value: String?
    /// What the element is, in words, where its kind says too little ("slider", "stepper").
    var role: String?
    let isEnabled: Bool
    var isFocusable: Bool
    /// Enter, Space or a click.
    var activate: (() -> Void)?
    /// The control's own key handling (text input, arrows in a slider); true when handled.
    var handleKey: ((KeyPress) -> Bool)?
    /// A paste, taken whole (text fields and editors); true when taken.
    var handlePaste: ((String) -> Bool)?
    /// Mouse handling beyond a click (dragging); true when handled.
    var handleMouse: ((MouseEvent, Rect) -> Bool)?
    /// The environment the element was resolved in, for inspectors.
    var environment: EnvironmentValues?

    init(
        identity: ViewIdentity, kind: ControlKind, label: String?, isEnabled: Bool, isFocusable: Bool = true,
        activate: (() -> Void)? = nil, handleKey: ((KeyPress) -> Bool)? = nil,
        environment: EnvironmentValues? = nil
    ) {
        self.environment = environment
        self.identity = identity
        self.kind = kind
        self.label = label
        self.isEnabled = isEnabled
        self.isFocusable = isFocusable
        self.activate = activate
        self.handleKey = handleKey
    }
}

extension LayoutNode {
    /// Visits the outermost interactive node on each branch below (and including) this one.
    func forEachOutermostInteraction(_ body: (Interaction) -> Void) {
        if let interaction {
            body(interaction)
            return
        }
        for child in children { child.forEachOutermostInteraction(body) }
    }
}

/// A node that adds behaviour around one child without changing its layout.
class ProxyNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
        super.init()
        onlyChild = [child]
    }

    override var children: [LayoutNode] { onlyChild }
    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.sizeThatFits(proposal) }
    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) { child.place(in: rect, visible: visible) }
    override func draw(into buffer: inout CellBuffer, clip: Rect) { drawChild(child, into: &buffer, clip: clip) }
    override func isSpacer(along axis: Axis) -> Bool { child.isSpacer(along: axis) }
}

/// Offers keys that the focused view inside did not handle to a handler.
final class KeyHandlerNode: ProxyNode {
    let handler: (KeyPress) -> Bool

    init(child: LayoutNode, handler: @escaping (KeyPress) -> Bool) {
        self.handler = handler
        super.init(child: child)
    }

    override var focusMapRole: FocusMapRole { .keyHandler(handler) }
}
