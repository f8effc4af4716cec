import Tessera

/// The top row: the gallery's name and page on the left, the live switches' state on the right.
struct GalleryHeader: View {
    let model: GalleryModel
    let showsMenuHint: Bool
    @Environment(\.screenSize) private var screen
    @Environment(\.colorDepth) private var depth

    /// Under 100 columns the status is abbreviated so the page title keeps its room.
    private var isCompact: Bool { screen.columns < 100 }
    /// Under 64 columns the status is the theme's name alone.
    private var isMinimal: Bool { screen.columns < 64 }

    var body: some View {
        HStack(spacing: 1) {
            // The name and the separators never shrink; the page title gives way, with an ellipsis.
            if showsMenuHint { Text("≡").bold().foregroundColor(.fgPrimary).fixedSize() }
            Text(model.title).bold().foregroundColor(.fgPrimary).fixedSize()
            Text("›").foregroundColor(.fgMuted).fixedSize()
            Text(model.page.title).bold().lineLimit(1).layoutPriority(1)
            Spacer(minLength: 2)
            status
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.bgAlternate)
    }

    /// The depth the screen really shows (the terminal may have fewer colours than asked for).
    private var depthName: String {
        switch depth {
        case .truecolor: "truecolor"
        case .monochrome: "mono"
        default: "\(depth.rawValue) colours"
        }
    }

    private var status: some View {
        var parts = isMinimal ? [] : [model.scheme.rawValue, depthName]
        if !isCompact { parts.append(model.density.rawValue) }
        if model.reduceMotion && !isCompact { parts.append("still") }
        return parts.reduce(Text(model.theme.name).foregroundColor(.fgPrimary)) { line, part in
            line + Text(" · ").foregroundColor(.fgMuted) + Text(part)
        }
        .lineLimit(1)
        .fixedSize()
    }
}
