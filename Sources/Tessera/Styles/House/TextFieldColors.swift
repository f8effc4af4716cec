/// Colour variants of the house text field.
public enum TextFieldVariant: String, CaseIterable, Hashable, Sendable {
    /// Line-heavy border, primary when focused.
    case standard
    /// A value that passed validation: positive border and helper text.
    case positive
}

/// The states a house text field is drawn in. An error outranks focus, and a disabled field
/// shows no other state.
public enum TextFieldState: String, CaseIterable, Hashable, Sendable {
    /// At rest, being edited, showing an error message, or disabled.
    case normal, focused, error, disabled
}

/// The colour tokens of a house text field in one state (TOKENS.md, "TextField"). Returned by
/// ``textFieldColors(variant:state:theme:)``.
public struct TextFieldColors: Hashable, Sendable {
    /// Inside the box.
    public let fill: ColorToken
    /// The typed text (the placeholder is always fgMuted).
    public let text: ColorToken
    /// The label (label1 role).
    public let label: ColorToken
    /// The helper or error text under the box (label2 role).
    public let helper: ColorToken
    /// The box.
    public let border: ColorToken
}

/// Fill bg, text fg, helper fgMuted; border bgLineHeavy, the theme's focus colour
/// (bgLinePrimary) when focused, bgNegative with fgNegative text for an error. The positive
/// variant uses bgPositive and fgPositive where the standard one is neutral. Disabled fields keep
/// their neutral colours; the style draws them in the one disabled look (`DisabledLook`).
public func textFieldColors(variant: TextFieldVariant, state: TextFieldState, theme: ResolvedTheme) -> TextFieldColors {
    let border: ColorToken
    let helper: ColorToken
    switch (state, variant) {
    case (.error, _):
        (border, helper) = (.bgNegative, .fgNegative)
    case (.focused, _):
        (border, helper) = (theme.focus.color, variant == .positive ? .fgPositive : .fgMuted)
    case (.normal, .positive):
        (border, helper) = (.bgPositive, .fgPositive)
    case (.normal, .standard), (.disabled, _):
        (border, helper) = (.bgLineHeavy, .fgMuted)
    }
    return TextFieldColors(fill: .bg, text: .fg, label: .fg, helper: helper, border: border)
}
