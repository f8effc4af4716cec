/// One row of a list or a table around its content: the cursor's marker (`▸`, while the
/// collection has focus), a check slot in a multiple selection, and the content on the row's
/// fill — the colours of a ``ListCell``: `bgSecondary` under the cursor, `bgPrimaryWash` under a
/// selected row (reverse video where the wash cannot show), nothing otherwise.
struct CollectionRowChrome<Content: View>: View {
    let content: Content
    let isSelected: Bool
    let isCursor: Bool
    let showsCheck: Bool

    @Environment(\.isFocused) private var collectionIsFocused
    @Environment(\.resolvedTheme) private var theme
    @Environment(\.colorDepth) private var depth
    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        let cursor = isCursor && collectionIsFocused
        let reverses = listSelectionReverses(isSelected: isSelected && !cursor, theme: theme, depth: depth)
        var colors = listCellColors(isFocused: cursor, isPressed: false, isSelected: isSelected, theme: theme)
        if reverses { colors.fill = nil }
        let under = theme.color(colors.fill ?? .bg)
        return HStack(spacing: 1) {
            Text(cursor ? String(asciiOnly ? ">" : theme.focus.leading) : " ")
                .foregroundColor(theme.contrasting(colors.marker, on: under, at: depth, fallbacks: [colors.title, .fg]))
            if showsCheck {
                Text(isSelected ? (asciiOnly ? "*" : "✓") : " ").foregroundColor(colors.check).bold()
            }
            content
                .foregroundColor(colors.title)
                .focusCue(cursor)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.trailing, 1)
        .surface(fill: colors.fill.map(theme.rgb), foreground: reverses ? theme.rgb(.fg) : nil,
                 attributes: reverses ? .reverse : [])
    }
}
