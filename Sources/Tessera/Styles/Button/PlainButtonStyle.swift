/// The unadorned button: its label, bold and underlined while focused, dimmed when disabled.
/// The environment's default when no theme provider installed one.
public struct PlainButtonStyle: ButtonStyle, CustomStringConvertible {
    /// The plain button style.
    public init() {}

    /// The label, bold and underlined while focused or pressed.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .environment(.plainFocus(.button, isFocused: configuration.isFocused || configuration.isPressed))
    }

    /// How the style is written at a call site: `.plain`.
    public var description: String { ".plain" }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The unadorned button: just its label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
