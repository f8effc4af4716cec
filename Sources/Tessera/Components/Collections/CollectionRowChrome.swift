/// The colours of a list's or a table's row.
struct CollectionRowColors: Hashable {
    var fill: ColorToken?
    var text: ColorToken
    var check: ColorToken
}

/// A selected row on `bgPrimaryWash` (with focus or without), the keyboard cursor's row on
/// `bgSecondary` when it is not selected, other rows on the page; text in `fg`, the check of a
/// multiple selection in `fgPrimary`. The cursor's own mark is the theme's focus ring character.
func collectionRowColors(isCursor: Bool, isSelected: Bool) -> CollectionRowColors {
    CollectionRowColors(fill: isSelected ? .bgPrimaryWash : (isCursor ? .bgSecondary : nil), text: .fg, check: .fgPrimary)
}

struct CollectionRowChrome<Content: View>: View {
    let content: Content
    let isSelected: Bool
    let isCursor: Bool
    let showsCheck: Bool

    @HotEnvironment private var environment
    private var collectionIsFocused: Bool { environment.isFocused }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }
    @Environment(\.listRowSeparator) private var separator

    var body: some View {
        let cursor = isCursor && collectionIsFocused
        let reverses = listSelectionReverses(isSelected: isSelected, theme: theme, depth: depth)
        var colors = collectionRowColors(isCursor: cursor, isSelected: isSelected)
        if reverses { colors.fill = nil }
        let under = theme.color(colors.fill ?? .bg)
        return HStack(spacing: 1) {
            Text(cursor ? String(asciiOnly ? ">" : theme.focus.leading) : " ")
                .foregroundColor(theme.contrasting(theme.focus.color, on: under, at: depth, fallbacks: [colors.text, .fg]))
            if showsCheck {
                Text(isSelected ? (asciiOnly ? "*" : "✓") : " ").foregroundColor(colors.check).bold()
            }
            // Rows share the first row's height: a row's text is one line, cut with `…`.
            content
                .lineLimit(1)
                .foregroundColor(colors.text)
                .environment(.textGround(colors.fill))
                .focusCue(cursor)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.trailing, 1)
        .surface(
            fill: colors.fill.map(theme.rgb), foreground: reverses ? theme.rgb(.fg) : nil,
            attributes: reverses ? .reverse : []
        )
        .rowSeparator(shows: listRowSeparatorShows(separator))
    }
}
