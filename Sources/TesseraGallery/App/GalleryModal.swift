import Tessera

/// Presents a gallery panel (search, the palette, the drawer, help, …) as a modal between the
/// header and the footer. The footer is drawn again on top of the dimmed screen, so the panel's
/// keys (which it shows while the panel is open) stay as readable as ever.
struct GalleryModal<Panel: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let model: GalleryModel
    let isNarrow: Bool
    /// Where the panel sits in the rows between the header and the footer.
    let alignment: Alignment
    /// Made only while the modal is open.
    let panel: () -> Panel

    func body(content: Content) -> some View {
        content.modal(isPresented: isPresented) { [model, isNarrow, alignment, panel] in
            VStack(spacing: 0) {
                panel()
                    .environment(\.panelMargin, isNarrow ? 0 : floatingMargin)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
                    .padding(.top, 1)
                GalleryFooter(model: model, isNarrow: isNarrow)
            }
        }
    }
}

extension View {
    /// Presents `panel` while `isPresented` is true, between the header and a footer drawn above
    /// the dimmed screen (see ``GalleryModal``).
    consuming func galleryModal<Panel: View>(
        isPresented: Binding<Bool>, model: GalleryModel, isNarrow: Bool,
        alignment: Alignment = .center, @ViewBuilder _ panel: @escaping () -> Panel
    ) -> some View {
        modifier(GalleryModal(isPresented: isPresented, model: model, isNarrow: isNarrow, alignment: alignment, panel: panel))
    }
}
