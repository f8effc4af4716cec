import Tessera

/// The sidebar as a drawer (`s`), on screens too narrow to show it beside the page: presented
/// between the header and the footer (``GalleryModal``; the footer shows the drawer's keys), with
/// one rule that parts it from the page, which the modal dims.
struct PagesDrawer: View {
    let model: GalleryModel
    @Environment(\.screenSize) private var screen

    /// Whether the pages overflow the rows between the header and the footer: then the sidebar's
    /// scroll bar, a full-height line in its last column, is the drawer's edge, and a divider
    /// beside it would draw the edge twice.
    private var scrolls: Bool { Sidebar.rows(in: model.catalog) > screen.rows - 2 }

    var body: some View {
        HStack(spacing: 0) {
            Sidebar(model: model)
                .frame(width: Sidebar.width)
                .frame(maxHeight: .infinity, alignment: .top)
                .background(.bgAlternate)
            if !scrolls { Divider() }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
