/// How every button in a subtree looks. Implement ``makeBody(configuration:)`` and apply the style
/// with `.buttonStyle(_:)` on the button or any container; the nearest one wins.
///
/// Read the theme and `isEnabled` from the environment, not from parameters:
/// ```swift
/// struct Pill: ButtonStyle {
///     @Environment(\.resolvedTheme) var theme
///     @Environment(\.isEnabled) var isEnabled
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 1).background(isEnabled ? .bgPrimary : .bgTertiary)
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view ``makeBody(configuration:)`` returns.
    associatedtype Body: View
    /// What the style is told about the button it draws.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's whole look, built from `configuration`; called every frame it is drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style knows about the button it draws.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public let label: StyleLabel
    /// The label's text, when the button was made from a string.
    public let title: String?
    /// What the button does: destructive or cancel, or `nil` for an ordinary action.
    public let role: ButtonRole?
    /// Whether the mouse is holding the button down.
    public let isPressed: Bool
    /// Whether the button has keyboard focus.
    public let isFocused: Bool
    /// Whether the button is busy (`.loading(true)`): show a spinner, keep the button's size.
    public let isLoading: Bool
    /// The key that presses it from anywhere (``View/keyboardShortcut(_:modifiers:)``), for a
    /// style to show.
    public let keyboardShortcut: KeyboardShortcut?
}

/// The purpose of a button, which styles may show.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or discards something; the house style turns an unfilled label negative.
    case destructive
    /// Backs out without changing anything, as in an alert's Cancel.
    case cancel
}
