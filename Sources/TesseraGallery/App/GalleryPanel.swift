import Tessera

extension View {
    /// A gallery panel's card: padded, on the raised surface, in the heavy line. It is never taller
    /// than the space it is offered: what does not fit scrolls inside the border, with the scroll
    /// bar. With `filling`, the card takes all the space it is offered, content at its top left
    /// (a panel that covers the page rather than floating over it), padded only at the sides: its
    /// first row, a title, sits under the border, the rows go to its content. The gallery presents it
    /// between the header and a footer of the panel's keys (``GalleryRoot``). A scroll bar runs on
    /// the border's right edge. A floating card keeps ``floatingMargin`` columns of the page on
    /// either side, so its edge never stands next to the page's scroll bar as a second rule.
    func galleryPanel(filling: Bool = false) -> some View {
        ScrollView { padding(EdgeInsets(top: filling ? 0 : 1, leading: 1, bottom: filling ? 0 : 1, trailing: 1)) }
            .frame(maxWidth: filling ? .infinity : nil, maxHeight: filling ? .infinity : nil, alignment: .topLeading)
            .background(.bgElevation2)
            .border(color: .bgLineHeavy)
            .padding(.horizontal, filling ? 0 : floatingMargin)
    }
}

/// The columns a floating gallery panel leaves at each side: one for the page's scroll bar, one
/// between it and the panel's border.
let floatingMargin = 2
