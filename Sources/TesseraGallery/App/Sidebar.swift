import Tessera

/// Every page, grouped; the open page is marked, Enter opens the focused one. The sidebar is one
/// stop of Tab: entering it focuses the open page, and the arrows move from there.
struct Sidebar: View {
    /// The sidebar's width up to 120 columns, and its narrowest.
    static let width = 26
    /// The widest it grows, however long a team's titles are (a longer one is cut with `…`).
    static let maximumWidth = 40

    /// The sidebar's width on a screen `columns` wide: ``width`` up to 120 columns, then wider by
    /// each column the screen has beyond 120, until every page title of `catalog` fits whole
    /// (with room for a check's `!`). The page never gets fewer columns than at 120, where the
    /// story grid is measured.
    static func width(for catalog: GalleryCatalog, columns: Int) -> Int {
        let longest = catalog.widestPageTitle
        let whole = min(maximumWidth, longest + SidebarItemStyle.chrome)
        return max(width, min(whole, width + max(0, columns - 120)))
    }

    /// The rows the sidebar's list takes for `catalog`: each group's gap and caption, its pages,
    /// and the row kept free at the bottom.
    static func rows(in catalog: GalleryCatalog) -> Int {
        catalog.groups.reduce(1) { $0 + 2 + $1.pages.count }
    }

    let model: GalleryModel

    var body: some View {
        // The open page is scrolled into view whenever it changes: with 29 pages the list is taller
        // than a 100×30 screen, and a page in the last group opened below the fold.
        // The model read once, not once per page: each read of an observed property is tracked,
        // and the open page is a large value.
        let openID = model.page.id
        let checkState = model.checkState
        let openIndex = model.catalog.pages.firstIndex { $0.id == openID }
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(model.catalog.groups, id: \.title) { group in
                    Text(group.title).textRole(.caption).padding(.leading, 1).padding(.top, 1)
                    ForEach(group.pages) { page in
                        Button(page.title) {
                            model.open(page)
                            model.showsDrawer = false
                        }
                        .buttonStyle(
                            SidebarItemStyle(
                                isSelected: page.id == openID,
                                hasProblems: (model.checkReports(on: page, in: checkState) ?? []).contains { !$0.problems.isEmpty })
                        )
                        .accessibilityValue(page.id == openID ? "current page" : "")
                        .prefersDefaultFocus(page.id == openID)
                        .scrollsIntoView(request: page.id == openID ? openIndex : nil)
                    }
                }
            }
            .padding(.bottom, 1)
        }
        .focusSection()
    }
}

/// A sidebar row: the selected page on a primary wash with a bar at its edge (in the primary
/// colour where it keeps 3:1 on the wash as the depth shows both, else the next mark colour:
/// solarized dark's ANSI 12 bar on its ANSI 4 wash was 1.98:1); focus in bold between `▸ … ◂`, as
/// every control's; a `!` at the end when a story on the page fails a check; a column kept free
/// before the border.
struct SidebarItemStyle: ButtonStyle {
    /// The columns a row takes besides its title: the bar, the focus markers and their spaces
    /// (`▸ ` and ` ◂`, kept while unfocused so a title is cut the same either way), the `!` of a
    /// check with the space before it, and the column kept before the border.
    static let chrome = 1 + 2 + 2 + 2 + 1
    let isSelected: Bool
    var hasProblems = false
    @Environment(\.resolvedTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            // Blanks take no colour of their own: no bytes for an ink nobody sees.
            (isSelected ? Text("▌").foregroundColor(theme.mark(.bgPrimary, on: .bgPrimaryWash)) : Text(" ")).fixedSize()
            (configuration.isFocused ? Text("▸ ").foregroundColor(.fgPrimary) : Text("  ")).fixedSize()
            configuration.label
                .foregroundColor(isSelected ? .fgPrimary : .fg)
                .lineLimit(1)
                .layoutPriority(1)   // the title first; the `!` takes what is left
            (configuration.isFocused ? Text(" ◂").foregroundColor(.fgPrimary) : Text("  ")).fixedSize()
            if hasProblems {
                Spacer(minLength: 1)
                Text("!").bold().foregroundColor(.fgWarning)
            }
        }
        // A column before the sidebar's border: a long title is cut with `…`, never touching it.
        .padding(.trailing, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .modifier(SidebarEmphasis(isSelected: isSelected, isFocused: configuration.isFocused))
    }
}

/// Bold for the selected and focused rows; a wash behind the selected one.
private struct SidebarEmphasis: ViewModifier {
    let isSelected: Bool
    let isFocused: Bool

    func body(content: Content) -> some View {
        Group {
            if isSelected {
                content.background(.bgPrimaryWash)
            } else {
                content
            }
        }
        .environment(\.textAttributes, isSelected || isFocused ? [.bold] : [])
    }
}
