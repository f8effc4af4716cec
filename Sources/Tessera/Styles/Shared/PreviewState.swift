/// A control state to show without the user producing it, for galleries, docs and snapshots:
/// `.previewState(.focused)` draws the controls (and `focusable()` views) inside as focused. Display only: focus, presses
/// and input are unaffected.
public enum PreviewState: String, Hashable, Sendable {
    /// Drawn as if it had keyboard focus.
    case focused
    /// Drawn as if the mouse were holding it down.
    case pressed
}

struct PreviewStateKey: EnvironmentKey {
    static var defaultValue: PreviewState? { nil }
}

extension EnvironmentValues {
    /// The state controls inside are drawn in regardless of input (see ``PreviewState``).
    public var previewState: PreviewState? {
        get { self[PreviewStateKey.self] }
        set { self[PreviewStateKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls inside as focused or pressed, for galleries and snapshots.
    public func previewState(_ state: PreviewState?) -> some View {
        environment(.previewState(state))
    }
}
