/// A control state to show without the user producing it, for galleries, docs and snapshots:
/// `.previewState(.focused)` draws the controls (and `focusable()` views) inside as focused. A
/// previewed control is a picture of its state: Tab and the arrows pass it by (a Tab stop already
/// drawn focused would show no change when it is reached), while a click still presses it.
public enum PreviewState: String, Hashable, Sendable {
    /// Drawn as if it had keyboard focus.
    case focused
    /// Drawn as if the mouse were holding it down.
    case pressed
}

extension EnvironmentValues {
    /// The state controls inside are drawn in regardless of input (see ``PreviewState``).
    public var previewState: PreviewState? {
        get { readHot(.previewState); return hot.previewState }
        set { hot.previewState = newValue; wroteHot(.previewState, newValue) }
    }
}

extension View {
    /// Draws the controls inside as focused or pressed, for galleries and snapshots, and takes
    /// the outermost ones out of the focus order (`nil`: as they are).
    public consuming func previewState(_ state: PreviewState?) -> some View {
        modifier(PreviewStateModifier(state: state))
    }
}

/// Sets ``EnvironmentValues/previewState`` and, with a state, asks the outermost controls inside
/// to take no focus, as `.focusable(false)` does but without a view of its own in the focus tree.
@usableFromInline
struct PreviewStateModifier: ViewModifier, PrimitiveModifier {
    @inline(__always) @usableFromInline static var _primitive: _PrimitiveModifierType? { primitiveType }
    let state: PreviewState?

    func makeNodes<Content: View>(content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var inner = context
        inner.environment.previewState = state
        if state != nil { inner.environment.interactionOverrides.isFocusable = false }
        context.graph.append(content, inner, into: &nodes)
    }
}
