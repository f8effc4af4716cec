import Tessera

extension View {
    /// A gallery panel's card: padded, on the raised surface, in the heavy line. It is never taller
    /// than the space it is offered: what does not fit scrolls inside the border, with the scroll
    /// bar. Present it with `.padding(.vertical, 1)` around it so the header and the footer (the
    /// open panel's keys) stay in view on the smallest screens.
    func galleryPanel() -> some View {
        ScrollView { padding(1) }
            .background(.bgElevation2)
            .border(color: .bgLineHeavy)
    }
}
