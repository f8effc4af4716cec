/// How a ``RadioGroup`` draws each of its items: a button that shows `(●)` when it is the
/// selection and `( )` when not (TOKENS.md, the Radio row: circle and dot in `bgPrimary` when
/// selected, the circle in `fgMuted` when not). Colours come from
/// ``radioColors(isSelected:theme:)``; monochrome tells the two apart by the dot and bold.
struct RadioItemStyle: ButtonStyle, CustomStringConvertible {
    let isSelected: Bool

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }

    func makeBody(configuration: Configuration) -> some View {
        let colors = radioColors(isSelected: isSelected, theme: theme)
        return ControlRow(
            indicator: circle, label: configuration.label, labelInk: colors.label,
            isFocused: configuration.isFocused, isPressed: configuration.isPressed)
    }

    @ViewBuilder private var circle: some View {
        if isSelected {
            Text(asciiOnly ? "(*)" : "(●)")
                .foregroundColor(theme.mark(.bgPrimary, on: .bg))
                .bold()
        } else {
            Text("( )").foregroundColor(theme.legible(.fgMuted, on: .bg, at: depth))
        }
    }

    var description: String { "radio item" }
}
