import Tessera

/// The open page, scrollable, with its title and summary above the examples.
struct PageContainer: View {
    let model: GalleryModel
    @Environment(\.screenSize) private var screen

    /// The columns the page content gets on a screen `columns` wide, after the sidebar, the
    /// inspector, the margins and the scroll bar's column (kept whether or not the page
    /// overflows, so the layout does not flip with it).
    static func contentWidth(columns: Int, showsInspector: Bool, catalog: GalleryCatalog) -> Int {
        var width = columns - 4 - 1
        if columns >= GalleryRoot.drawerBreakpoint { width -= Sidebar.width(for: catalog, columns: columns) + 1 }
        // Beside the inspector, the scroll bar's column is the line between them.
        if showsInspector, columns >= GalleryRoot.inspectorBreakpoint { width -= InspectorPanel.width }
        return max(20, width)
    }

    private var contentWidth: Int {
        Self.contentWidth(columns: screen.columns, showsInspector: model.showsInspector, catalog: model.catalog)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(model.page.title).textRole(.title1)
                    if let notes = model.page.notes { LinkedNotes.text(notes).foregroundColor(.fgMuted) }
                    let problems = (model.checkReports(on: model.page) ?? []).reduce(0) { $0 + $1.problems.count }
                    if problems > 0 {
                        Text("! \(problems) check problem\(problems == 1 ? "" : "s") in this state: press ! to list them")
                            .foregroundColor(.fgWarning)
                    }
                }
                PageContent(
                    page: model.page, linkedStory: model.linkedStory, scrollRequest: model.scrollRequest,
                    controls: { [model] in model.controls(for: $0) }
                )
                .environment(\.pageWidth, contentWidth)
            }
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .id(model.page.id)
    }
}
