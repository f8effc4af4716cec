import Tessera

/// The top row: the gallery's name and page on the left, the live switches' state on the right.
struct GalleryHeader: View {
    let model: GalleryModel
    let showsMenuHint: Bool

    var body: some View {
        HStack(spacing: 1) {
            if showsMenuHint { Text("≡").bold().foregroundColor(.fgPrimary) }
            Text("Tessera").bold().foregroundColor(.fgPrimary)
            Text("›").foregroundColor(.fgMuted)
            Text(model.page.title).bold().lineLimit(1)
            Spacer(minLength: 2)
            status
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.bgAlternate)
    }

    private var status: some View {
        HStack(spacing: 1) {
            Text(model.theme.name).foregroundColor(.fgPrimary)
            Text("·").foregroundColor(.fgMuted)
            Text(model.scheme.rawValue)
            Text("·").foregroundColor(.fgMuted)
            Text(model.depth == .truecolor ? "truecolor" : model.depth == .monochrome ? "mono" : "\(model.depth.rawValue) colours")
            Text("·").foregroundColor(.fgMuted)
            Text(model.density.rawValue)
            if model.reduceMotion {
                Text("·").foregroundColor(.fgMuted)
                Text("still")
            }
        }
        .lineLimit(1)
        .fixedSize()
    }
}
