/// A one-row rounded surface (a tag, a chip, a segment) as it shows at a colour depth.
///
/// A *strong* pill (a high-emphasis tag, a selected chip) has a saturated fill that every colour
/// depth can show; without colour, `reverse` stands in for it. A *pale* pill sits on a wash that
/// 16 and 8 colours merge into the page, so there (and in monochrome) brackets replace the
/// padding — the pill keeps its width and stays visibly a pill.
struct PillLook: Hashable {
    var leading: String
    var trailing: String
    var attributes: TextAttributes
}

/// How a pill shows: its end caps and the attributes added to all its cells.
///
/// Disabled, a pill takes the one ``DisabledLook`` of every disabled control: no fill and never
/// reversed. A strong pill (a selected chip) keeps its shape by brackets (`[Solana]`, as a
/// disabled button's `[ Save ]`); a pale one, whose wash was its only shape, is its text alone
/// (` Solana `), so the two stay apart at every depth.
func pillLook(strong: Bool, isEnabled: Bool = true, depth: ColorDepth) -> PillLook {
    let spaces = PillLook(leading: " ", trailing: " ", attributes: []), brackets = PillLook(leading: "[", trailing: "]", attributes: [])
    guard isEnabled else { return strong ? brackets : spaces }
    if strong { return PillLook(leading: " ", trailing: " ", attributes: depth.showsFills ? [] : .reverse) }
    return depth.showsWashes ? spaces : brackets
}

/// A label on a one-row pill: end caps, a fill and one text colour for the whole of it.
struct Pill<Label: View>: View {
    let label: Label
    /// `nil`: none of its own (a low tag at 16 and 8 colours, bracketed text on what it sits on).
    let fill: RGB?
    let text: RGB
    let strong: Bool

    @HotEnvironment private var environment
    private var depth: ColorDepth { environment.colorDepth }
    private var isEnabled: Bool { environment.isEnabled }
    private var theme: ResolvedTheme { environment.resolvedTheme }

    var body: some View {
        let look = pillLook(strong: strong, isEnabled: isEnabled, depth: depth)
        let content = HStack(spacing: 0) {
            Text(look.leading)
            label
            Text(look.trailing)
        }
        .lineLimit(1)
        .fixedSize()
        if isEnabled {
            content.surface(fill: fill, foreground: text, attributes: look.attributes)
        } else {
            content.controlSurface(.unfilled(isEnabled: false, theme: theme, depth: depth))
        }
    }
}

/// The fill and text colour of a pill the user selects (a chip, a segment).
struct SelectablePillColors: Hashable {
    var fill: ColorToken
    var text: ColorToken
}

/// TOKENS.md, Chip: `bgSecondary` behind `fg`; pressed darkens to `bgTertiary`; selected fills
/// with the primary and writes in `fgInverse`, like a primary button.
func selectablePillColors(isSelected: Bool, isPressed: Bool) -> SelectablePillColors {
    if isSelected { return SelectablePillColors(fill: .bgPrimary, text: .fgInverse) }
    return SelectablePillColors(fill: isPressed ? .bgTertiary : .bgSecondary, text: .fg)
}
