import Tessera

/// The focused element, what kind of element it is, the resolved environment values that apply
/// to it (only the style that drew it), each with where it came from, and the colours it draws
/// with: token → hex → what the current depth sends. Names sit in one column,
/// values and hexes start in the next, and sources wrap under their value rather than being cut.
struct InspectorPanel: View {
    static let width = 44
    /// The columns between the name column and the values: two, so the longest name is not
    /// read as running into its value.
    static let gutter = 2
    let inspection: Inspection?
    /// The shell words of the command that opens the gallery in the current state.
    let deepLink: [String]
    /// The columns inside the panel: its width less its padding and a scroll bar's column.
    static let innerWidth = width - 3

    /// The name column: wide enough for every value's name and colour token shown.
    private var nameWidth: Int {
        let names = (inspection?.values.map(\.name) ?? []) + (inspection?.colors.map(\.token) ?? [])
        return names.map(DisplayWidth.of).max() ?? 0
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                Text("Inspector").textRole(.headline)
                if let inspection {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(inspection.label).foregroundColor(.fgPrimary).bold().lineLimit(1)
                        Text(inspection.kind).foregroundColor(.fgMuted)
                    }
                    values(inspection)
                    colors(inspection)
                } else {
                    Text("Focus a control (Tab) to see where each of its values comes from.")
                        .foregroundColor(.fgMuted)
                }
                VStack(alignment: .leading, spacing: 0) {
                    let link = DeepLinkLines.lines(deepLink, width: Self.innerWidth)
                    HStack(spacing: 2) {
                        Text("Deep link").textRole(.caption)
                        Text(link.shortened ? "y copies it whole" : "y copies it").textRole(.legal)
                    }
                    ForEach(Array(link.lines.enumerated()), id: \.offset) { line in
                        Text(line.element).foregroundColor(.fgMuted).lineLimit(1)
                    }
                }
            }
            .padding(1)
            .frame(maxWidth: .infinity, alignment: .topLeading)
        }
    }

    private func values(_ inspection: Inspection) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(inspection.values, id: \.name) { value in
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: Self.gutter) {
                        Text(value.name).foregroundColor(.fgMuted).frame(width: nameWidth, alignment: .leading)
                        Text(value.value)
                    }
                    HStack(spacing: Self.gutter) {
                        Text("↳").textRole(.legal).frame(width: nameWidth, alignment: .trailing)
                        Text(value.source).textRole(.legal)
                    }
                }
            }
        }
    }

    private func colors(_ inspection: Inspection) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Colours").textRole(.caption)
            ForEach(inspection.colors, id: \.token) { color in
                HStack(spacing: Self.gutter) {
                    Text(color.token).frame(width: nameWidth, alignment: .leading)
                    Text(color.hex).foregroundColor(.fgMuted)
                    Text("→ " + color.sent)
                }
            }
        }
    }
}
