extension ButtonVariant {
    /// What tells this variant apart where its colours cannot: added to the label in monochrome,
    /// and at 8 colours where the variant's fill degrades to the page (TOKENS.md, "Button variants
    /// without colour"). A filled variant is also reverse video there, so the seven filled
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
    /// | foregroundMuted | dim (as muted text is in monochrome) |
    ///
    /// Bold marks the call to action and the status fills. A disabled button has none of these:
    /// it takes the one ``DisabledLook``.
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
