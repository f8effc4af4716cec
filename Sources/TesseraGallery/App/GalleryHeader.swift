import Tessera

/// The top row: the gallery's name and page on the left, the live switches' state on the right.
///
/// The page title comes first: the status gives up its least important parts (motion, density,
/// scheme, then depth) before the title is cut, and the title is cut only when even the theme's
/// name alone leaves it too little room.
struct GalleryHeader: View {
    let model: GalleryModel
    let showsMenuHint: Bool
    @Environment(\.screenSize) private var screen
    @Environment(\.colorDepth) private var depth

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
    private var depthName: String { depth.galleryName }

    /// The status's parts after the theme's name, from the fullest to the shortest.
    private var statusChoices: [[String]] {
        var full = [model.scheme.rawValue, depthName, model.density.rawValue]
        if model.reduceMotion { full.append("still") }
        return [full, [model.scheme.rawValue, depthName], [depthName], []]
    }

    private static let separator = " · "
    /// Ends a status that gave up some of its parts, so none goes silently.
    static let cut = " …"

    /// The fullest status that leaves the whole page title room (with ``cut`` after it when it is
    /// not the full one), else the theme's name alone.
    var statusParts: [String] {
        let name = model.theme.name
        let leading = (showsMenuHint ? 2 : 0) + DisplayWidth.of(model.title) + 3 + DisplayWidth.of(model.page.title)
        // Padding on both sides, and the spacer's two columns with the stack's spacing either side.
        let room = screen.columns - 2 - leading - 4
        let choices = statusChoices
        for (index, parts) in choices.enumerated() {
            let shown = index == 0 ? parts : parts + [Self.cut]
            let text = ([name] + parts).joined(separator: Self.separator) + (index == 0 ? "" : Self.cut)
            if DisplayWidth.of(text) <= room { return shown }
        }
        return []
    }

    private var status: some View {
        statusParts.reduce(Text(model.theme.name).foregroundColor(.fgPrimary)) { line, part in
            part == Self.cut
                ? line + Text(part).foregroundColor(.fgMuted)
                : line + Text(Self.separator).foregroundColor(.fgMuted) + Text(part)
        }
        .lineLimit(1)
        .fixedSize()
    }
}
