/// The colours of a house checkbox: what ``checkboxColors(isOn:theme:)`` returns.
public struct CheckboxColors: Hashable, Sendable {
    /// The box: `bgPrimary` when checked, `bg` when not.
    public var fill: Color
    /// The check mark: `fgInverse`.
    public var mark: Color
    /// The box's border: none when checked (the fill is the box), `bgLineHeavy` when not.
    public var border: Color?
    /// The label: `fg` when checked, `fgMuted` when not.
    public var label: Color

    /// Creates a set of checkbox colours.
    public init(fill: Color, mark: Color, border: Color?, label: Color) {
        self.fill = fill
        self.mark = mark
        self.border = border
        self.label = label
    }
}

/// The colours of a house checkbox (TOKENS.md, the Checkbox row).
public func checkboxColors(isOn: Bool, theme: ResolvedTheme) -> CheckboxColors {
    CheckboxColors(
        fill: theme.color(isOn ? .bgPrimary : .bg), mark: theme.color(.fgInverse),
        border: isOn ? nil : theme.color(.bgLineHeavy), label: controlLabelColor(isOn: isOn, theme: theme))
}
