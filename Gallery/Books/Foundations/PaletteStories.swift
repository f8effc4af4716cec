import Tessera
import TesseraStories

extension TesseraBooks {
    /// Every semantic colour of the theme, for the current scheme and colour depth.
    static var palette: Story {
        Story("Palette", notes: "Every semantic colour of the theme, for the current scheme and colour depth.") {
            PaletteView()
        }
    }
}

/// Every semantic colour as a swatch with its token name, the theme's hex for the current scheme,
/// and what the current colour depth sends for it (the legible stand-in, at low depths).
struct PaletteView: View {
    @Environment(\.resolvedTheme) private var theme
    @Environment(\.theme) private var ownTheme
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
                    swatch(token)
                    Text(token.rawValue)
                    Text(ownTheme.resolved(for: theme.scheme).rgb(token).hexString).foregroundColor(.fgMuted)
                    Text(Self.wireName(theme.color(token).degraded(to: depth))).foregroundColor(.fgMuted)
                }
            }
        }
    }

    /// Below this ratio from the page a swatch reads as an empty gap (a wash at 1.02:1 does).
    static let outlineBelow = 1.2

    /// A swatch of `token`; one the depth shows as the page's own colour, or within
    /// ``outlineBelow`` of it, gets an outline in the muted colour: brackets, `[    ]`, whose ends
    /// close above and below, so outlined swatches one over the other stay two boxes.
    @ViewBuilder private func swatch(_ token: ColorToken) -> some View {
        if token != .bg, !Self.nearPage(token, theme: theme, depth: depth) {
            Text("      ").background(token)
        } else {
            Text("[    ]").foregroundColor(.fgMuted).background(token)
        }
    }

    /// Whether `token` shows at `depth` as the page's colour or too near it to be seen as a swatch.
    static func nearPage(_ token: ColorToken, theme: ResolvedTheme, depth: ColorDepth) -> Bool {
        let shown = theme.color(token).degraded(to: depth)
        let page = theme.color(.bg).degraded(to: depth)
        // Equal on the wire (every colour is the terminal's own in mono) is equal, whatever the hexes.
        if shown == page { return true }
        let ratio = ContrastAudit.ratio(shown.rgbValue(defaultColor: theme.rgb(token)), page.rgbValue(defaultColor: theme.rgb(.bg)))
        return ratio < outlineBelow
    }

    /// What a colour becomes on the wire: `ANSI 4`, `palette 33`, a hex, or the terminal's default.
    private static func wireName(_ color: Color) -> String {
        switch color {
        case .default: "terminal default"
        case .ansi(let index): "ANSI \(index)"
        case .palette(let index): "palette \(index)"
        case .rgb(let rgb): rgb.hexString
        }
    }
}
