extension ButtonVariant {
    /// What tells this variant apart where its colours cannot: added to the label in monochrome,
    /// where the variant's fill degrades to the page (light greys at 8 colours), and below 256
    /// colours where another filled variant shows the same fill and label colour (the quiet and
    /// secondary buttons at 16) (TOKENS.md, "Button variants without colour"). A filled variant is also reverse video there, so the seven filled
    /// variants stay pairwise distinct and apart from the plain one:
    ///
    /// | variant | marks |
    /// | --- | --- |
    /// | plain | underline (the link look; the label is `fgPrimary` where there is colour) |
    /// | primary | bold |
    /// | positive | bold, italic |
    /// | negative | bold, underline (as an error is underlined in monochrome) |
    /// | inverse | underline |
    /// | secondary | none |
    /// | tertiary | italic |
    /// | foregroundMuted | dim (as muted text is in monochrome), unless its label shows in a grey of its own |
    ///
    /// Bold marks the call to action and the status fills. A disabled button has none of these:
    /// it takes the one ``DisabledLook``. The quiet (foregroundMuted) button is not reversed: where
    /// its fill cannot show as its own it is its italic label between brackets, `[ Muted ]`
    /// (``ButtonAppearance``).
    var colorlessMarks: TextAttributes {
        switch self {
        case .plain: .underline
        case .primary: .bold
        case .positive: [.bold, .italic]
        case .negative: [.bold, .underline]
        case .inverse: .underline
        case .secondary: []
        case .tertiary: .italic
        case .foregroundMuted: .dim
        }
    }
}

extension ResolvedTheme {
    /// Whether, below 256 colours, another filled variant shows the same fill and label colour as
    /// `variant` at rest.
    func showsAlike(_ variant: ButtonVariant, role: ButtonRole?, at depth: ColorDepth) -> Bool {
        guard depth < .c256, variant != .plain else { return false }
        // As a cell shows them: a label the depth would merge into its fill takes the colour
        // that stands out most instead (`CellStyle.degraded(to:)`), which can be another
        // variant's (black on ANSI 8 at 8 colours is white on black, the inverse button's).
        func shown(_ variant: ButtonVariant) -> [Color?] {
            let colors = buttonColors(variant: variant, state: .normal, role: role, theme: self)
            guard let fill = colors.fill else { return [nil, colors.text.degraded(to: depth)] }
            let cell = CellStyle(foreground: colors.text, background: fill).degraded(to: depth)
            return [cell.background, cell.foreground]
        }
        let own = shown(variant)
        return ButtonVariant.allCases.contains { $0 != variant && $0 != .plain && shown($0) == own }
    }
}
