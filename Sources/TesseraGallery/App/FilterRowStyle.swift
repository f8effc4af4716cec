import Tessera

/// What a row of a ``FilterPanel`` shows.
struct FilterRow {
    let title: String
    /// After the title, muted: the story of a page that matched.
    var detail: String?
    /// After the title, muted, never cut: "(open)".
    var note: String?
    /// At the row's end: the command's key.
    var key: String?
    /// The open page, the theme in use: marked with the sidebar's bar.
    var isCurrent = false
}

/// A filter result: the highlighted row (the one Enter picks; the field keeps the focus) filled
/// and marked; the current entry marked with the sidebar's bar, in bold.
struct FilterRowStyle: ButtonStyle {
    let row: FilterRow
    /// The row ↑ and ↓ moved to, or the first: Enter picks it.
    let isHighlighted: Bool

    func makeBody(configuration: Configuration) -> some View {
        FilterRowLabel(row: row, isLit: isHighlighted)
    }
}

private struct FilterRowLabel: View {
    let row: FilterRow
    let isLit: Bool
    @Environment(\.colorDepth) private var depth

    var body: some View {
        let text: ColorToken = isLit ? .fgInverse : .fg
        let muted: ColorToken = isLit ? .fgInverse : .fgMuted
        let attributes: TextAttributes = isLit || row.isCurrent ? [.bold] : []
        HStack(spacing: 0) {
            HStack(spacing: 0) {
                Text(row.isCurrent ? "▌" : " ").foregroundColor(isLit ? .fgInverse : .bgPrimary)
                Text(isLit ? "▸ " : "  ").foregroundColor(text)
                Text(row.title).foregroundColor(text).lineLimit(1).layoutPriority(1)
                if let detail = row.detail { Text(" · " + detail).foregroundColor(muted).lineLimit(1) }
                if let note = row.note { Text(" " + note).foregroundColor(muted).fixedSize() }
                // The highlighted row is marked at both ends, as every control is (`▸ … ◂`).
                Text(isLit ? " ◂" : "  ").foregroundColor(text).fixedSize()
            }
            // Mono has no fill: the highlighted entry is reversed instead, from its bar to its note.
            .environment(\.textAttributes, isLit && depth == .monochrome ? attributes.union(.reverse) : attributes)
            Spacer(minLength: 0)
            if let key = row.key { Text(" " + key + " ").foregroundColor(muted).fixedSize() }
        }
        .environment(\.textAttributes, attributes)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(isLit ? .bgPrimary : .bgElevation2)
    }
}
