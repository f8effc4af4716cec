import Tessera

/// The focused element's resolved environment, each value with where it came from, and the
/// colours it draws with: token → hex → what the current depth sends.
struct InspectorPanel: View {
    static let width = 44
    let inspection: Inspection?
    /// The command that opens the gallery in the current state.
    let deepLink: String

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Inspector").textRole(.headline)
            if let inspection {
                Text(inspection.label).foregroundColor(.fgPrimary).bold().lineLimit(1)
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(inspection.values, id: \.name) { value in
                        VStack(alignment: .leading, spacing: 0) {
                            HStack(spacing: 1) {
                                Text(value.name).foregroundColor(.fgMuted).frame(width: 11, alignment: .leading)
                                Text(value.value).lineLimit(1)
                            }
                            Text("↳ " + value.source).textRole(.legal).lineLimit(1).padding(.leading, 12)
                        }
                    }
                }
                VStack(alignment: .leading, spacing: 0) {
                    Text("Colours").textRole(.caption)
                    ForEach(inspection.colors, id: \.token) { color in
                        HStack(spacing: 1) {
                            Text(color.token).frame(width: 12, alignment: .leading).lineLimit(1)
                            Text(color.hex).foregroundColor(.fgMuted)
                            Text("→ " + color.sent).lineLimit(1)
                        }
                    }
                }
            } else {
                Text("Focus a control (Tab) to see where each of its values comes from.")
                    .foregroundColor(.fgMuted)
            }
            VStack(alignment: .leading, spacing: 0) {
                Text("Deep link").textRole(.caption)
                Text(deepLink).foregroundColor(.fgMuted)
                Text("y copies it").textRole(.legal)
            }
        }
        .padding(1)
        .frame(maxWidth: .infinity, alignment: .topLeading)
    }
}
