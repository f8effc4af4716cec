import Tessera

/// The whole gallery screen: header, sidebar (a drawer on narrow terminals), the page, an optional
/// inspector, and a footer of key hints. Every switch lives in the model.
package struct GalleryRoot: View {
    @Bindable package var model: GalleryModel

    package init(model: GalleryModel) {
        self.model = model
    }
    @Environment(\.screenSize) private var screen
    @Environment(\.quit) private var quit
    @Environment(\.copyToClipboard) private var copy

    /// The smallest screen the gallery is usable on: below it, a "too small" screen says so.
    package static let minimumSize = TerminalSize(columns: 40, rows: 12)
    /// Below this width the sidebar becomes a drawer.
    static let drawerBreakpoint = 90
    /// Below this width the inspector covers the page instead of sitting beside it: beside, it
    /// would leave the page under 40 columns (sidebar, inspector, dividers and margins: 76).
    static let inspectorBreakpoint = 116

    private var isNarrow: Bool { screen.columns < Self.drawerBreakpoint }

    package var body: some View {
        ThemeProvider(model.theme, scheme: model.scheme) {
            GalleryLayout(model: model)
                // Panels keep the header and the footer (the panel's keys) in view.
                .galleryModal(isPresented: $model.showsDrawer, model: model, isNarrow: isNarrow, alignment: .leading) {
                    PagesDrawer(model: model)
                }
                .galleryModal(isPresented: $model.showsSearch, model: model, isNarrow: isNarrow, alignment: .top) {
                    SearchPanel(model: model).id(model.searchOpenings)
                }
                .galleryModal(isPresented: $model.showsPalette, model: model, isNarrow: isNarrow, alignment: .top) {
                    CommandPalette(model: model).id(model.paletteOpenings)
                }
                .galleryModal(isPresented: $model.showsHelp, model: model, isNarrow: isNarrow) { LiveHelpPanel(model: model) }
                .galleryModal(isPresented: $model.showsChecks, model: model, isNarrow: isNarrow) {
                    LiveChecksPanel(model: model)
                }
                .galleryModal(isPresented: $model.showsPlayer, model: model, isNarrow: isNarrow) { PlayPanel(model: model) }
                .galleryModal(isPresented: $model.showsLink, model: model, isNarrow: isNarrow) {
                    LiveDeepLinkPanel(model: model)
                }
        }
        .density(model.density)
        .reduceMotion(model.reduceMotion)
        .presentedColorDepth(model.depth)
        .onFocusedElement { [model] element in
            model.inspectedElement = element
            let story = element?.environment.galleryStory
            if story != model.focusedStory { model.focusedStory = story }
            let inModal = element?.isInModal ?? false
            if inModal != model.focusIsInModal { model.focusIsInModal = inModal }
        }
        .onKeyboardShortcuts { [model] shortcuts in
            if shortcuts != model.pageShortcuts { model.pageShortcuts = shortcuts }
        }
        .onKeyPress { [model, quit, isNarrow, copy, screen] press in
            GalleryKeys.handle(press, model: model, quit: quit, sidebarHidden: isNarrow, copy: copy, screen: screen)
        }
        .minimumScreenSize(columns: Self.minimumSize.columns, rows: Self.minimumSize.rows)
    }

}
