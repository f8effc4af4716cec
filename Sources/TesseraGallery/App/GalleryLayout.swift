import Tessera

/// The gallery's screen under its panels: header, sidebar (a drawer's worth of pages when there is
/// no room for it), the page with its controls, the inspector, and the footer. A view of its own
/// so that the panels over it (``GalleryModal``) wrap a small value, and it is reused as it is
/// while a panel opens or closes.
struct GalleryLayout: View {
    let model: GalleryModel
    @Environment(\.screenSize) private var screen

    private var isNarrow: Bool { screen.columns < GalleryRoot.drawerBreakpoint }
    /// The sidebar's list is longer than the rows between the header and the footer.
    private var sidebarScrolls: Bool { Sidebar.rows(in: model.catalog) > screen.rows - 2 }
    private var inspectorIsBeside: Bool { model.showsInspector && screen.columns >= GalleryRoot.inspectorBreakpoint }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            GalleryHeader(model: model, showsMenuHint: isNarrow)
            HStack(alignment: .top, spacing: 0) {
                if !isNarrow {
                    // A sidebar longer than the screen: its scroll bar is the rule beside it,
                    // in the divider's column (a bar beside the rule read `┃│`).
                    Sidebar(model: model)
                        .scrollIndicators(sidebarScrolls ? .visible : .automatic)
                        .frame(width: Sidebar.width(for: model.catalog, columns: screen.columns) + (sidebarScrolls ? 1 : 0))
                        .frame(maxHeight: .infinity, alignment: .top)
                        .background(.bgAlternate)
                    if !sidebarScrolls { Divider() }
                }
                VStack(alignment: .leading, spacing: 0) {
                    PageContainer(model: model)
                        // Beside the inspector, the page's scroll bar is the one line between
                        // them, kept while the page fits: no second rule beside it.
                        .scrollIndicators(inspectorIsBeside ? .visible : .automatic)
                        .prefersDefaultFocus()   // the first Tab goes to the page, not the sidebar
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    if model.showsControls {
                        Divider()
                        ControlsPanel(model: model)
                    }
                }
                .overlay(alignment: .topLeading) {
                    // No room beside the page: cover the whole page, so no word of it shows cut.
                    if model.showsInspector && screen.columns < GalleryRoot.inspectorBreakpoint {
                        LiveInspectorPanel(model: model)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                            .background(.bgElevation2)
                    }
                }
                if inspectorIsBeside {
                    LiveInspectorPanel(model: model)
                        .frame(width: InspectorPanel.width)
                        .frame(maxHeight: .infinity, alignment: .top)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            GalleryFooter(model: model, isNarrow: isNarrow)
        }
    }
}
