/// The role and colour of a section's header inside a list: a caption (upper case where the theme
/// says so) in `fgMuted`, like the headings of the gallery's sidebar.
func collectionHeaderStyle() -> (role: TextRole, color: ColorToken) {
    (.caption, .fgMuted)
}

/// A section's header row inside a list: its text lines up with the rows' text (after the
/// cursor's column), never shows the cursor, a check or a selection, and is cut with `…`.
struct CollectionHeaderRow<Content: View>: View {
    let content: Content
    @Environment(\.listRowSeparator) private var separator

    var body: some View {
        let style = collectionHeaderStyle()
        return HStack(spacing: 1) {
            Text(" ")
            content
                .lineLimit(1)
                .textRole(style.role)
                .foregroundColor(style.color)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.trailing, 1)
        .rowSeparator(shows: listRowSeparatorShows(separator))
    }
}
