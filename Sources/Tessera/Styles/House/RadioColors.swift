/// The colours of a house radio item: what ``radioColors(isSelected:theme:)`` returns.
public struct RadioColors: Hashable, Sendable {
    /// Inside the circle: `bg`.
    public var fill: Color
    /// The dot of the selected item: `bgPrimary`; `nil` when not selected.
    public var dot: Color?
    /// The circle: `bgPrimary` when selected, `fgMuted` when not (its `( )` is read like text, and
    /// `bgLineHeavy` is under 3:1 in several themes).
    public var border: Color
    /// The label: `fg` when selected, `fgMuted` when not.
    public var label: Color

    /// Creates a set of radio colours.
    public init(fill: Color, dot: Color?, border: Color, label: Color) {
        self.fill = fill
        self.dot = dot
        self.border = border
        self.label = label
    }
}

/// The colours of a house radio item (TOKENS.md, the Radio row).
public func radioColors(isSelected: Bool, theme: ResolvedTheme) -> RadioColors {
    RadioColors(
        fill: theme.color(.bg), dot: isSelected ? theme.color(.bgPrimary) : nil,
        border: theme.color(isSelected ? .bgPrimary : .fgMuted),
        label: controlLabelColor(isOn: isSelected, theme: theme))
}
