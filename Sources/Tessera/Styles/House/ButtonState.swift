/// The state a house button is drawn in. When several hold at once the strongest wins, in this
/// order: disabled, loading, pressed, focused, normal.
public enum ButtonState: String, CaseIterable, Hashable, Sendable {
    /// At rest.
    case normal
    /// Has keyboard focus: a focus ring.
    case focused
    /// Held down with the mouse.
    case pressed
    /// Not responding to input (`.disabled(true)` here or on any container).
    case disabled
    /// Busy (`.loading(true)`): a spinner replaces the label, the colours stay.
    case loading

    /// The state of a button with this configuration.
    init(_ configuration: ButtonStyleConfiguration, isEnabled: Bool) {
        if !isEnabled {
            self = .disabled
        } else if configuration.isLoading {
            self = .loading
        } else if configuration.isPressed {
            self = .pressed
        } else if configuration.isFocused {
            self = .focused
        } else {
            self = .normal
        }
    }
}
