import Tessera

/// Every semantic colour as a swatch with its token name, its hex for the current scheme, and
/// what the current colour depth sends for it.
struct PalettePage: View {
    @Environment(\.resolvedTheme) private var theme
    @Environment(\.colorDepth) private var depth

    var body: some View {
        Grid(horizontalSpacing: 2) {
            GridRow {
                Text("").frame(width: 6)
                Text("token").textRole(.caption)
                Text(theme.scheme.rawValue).textRole(.caption)
                Text("sent at \(depth.rawValue)").textRole(.caption)
            }
            ForEach(ColorToken.allCases, id: \.self) { token in
                GridRow {
                    Text("      ").background(token)
                    Text(token.rawValue)
                    Text(theme.rgb(token).hexString).foregroundColor(.fgMuted)
                    Text(Inspection.describe(theme.color(token).degraded(to: depth))).foregroundColor(.fgMuted)
                }
            }
        }
    }
}
