import Tessera

extension View {
    /// A gallery panel's card: padded, on the raised surface, in the heavy line. It is never taller
    /// than the space it is offered: what does not fit scrolls inside the border, with the scroll
    /// bar. With `filling`, the card takes all the space it is offered, content at its top left
    /// (a panel that covers the page rather than floating over it), padded only at the sides: its
    /// first row, a title, sits under the border, the rows go to its content. The gallery presents it
    /// between the header and a footer of the panel's keys (``GalleryRoot``). A scroll bar runs on
    /// the border's right edge. A floating card keeps the modal's ``EnvironmentValues/panelMargin``
    /// columns of the page on either side.
    consuming func galleryPanel(filling: Bool = false) -> some View {
        modifier(GalleryPanelCard(filling: filling))
    }
}

/// The card of ``View/galleryPanel(filling:)``.
private struct GalleryPanelCard: ViewModifier {
    let filling: Bool
    @Environment(\.panelMargin) private var margin

    func body(content: Content) -> some View {
        // With no margin the card spans the screen, whatever its content's width: a card a column
        // or two narrower would stand beside the page's scroll bar.
        ScrollView { content.padding(EdgeInsets(top: filling ? 0 : 1, leading: 1, bottom: filling ? 0 : 1, trailing: 1)) }
            .frame(maxWidth: filling || margin == 0 ? .infinity : nil, maxHeight: filling ? .infinity : nil, alignment: .topLeading)
            .border(color: .bgLineHeavy)
            // The raised surface under the border too: not the page's colours behind it.
            .background(.bgElevation2)
            .padding(.horizontal, filling ? 0 : margin)
    }
}

/// The columns a floating gallery panel leaves at each side: one for the page's scroll bar, one
/// between it and the panel's border, so its edge never stands next to that bar as a second rule.
let floatingMargin = 2

/// The columns a floating panel leaves at each side of the screen (``GalleryModal``): none where
/// the sidebar is hidden (a panel there spans the screen, and covers the page's scroll bar rather
/// than showing its own a column away), else ``floatingMargin``.
struct PanelMarginKey: EnvironmentKey {
    static var defaultValue: Int { floatingMargin }
}

extension EnvironmentValues {
    var panelMargin: Int {
        get { self[PanelMarginKey.self] }
        set { self[PanelMarginKey.self] = newValue }
    }
}
