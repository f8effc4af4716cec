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
    @Environment(\.asciiOnly) private var asciiOnly

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

    /// A swatch of `token`; one the depth shows as the page's own colour gets an outline
    /// (`▕    ▏` in the muted colour, `|    |` in ASCII), so that it is not an empty gap.
    @ViewBuilder private func swatch(_ token: ColorToken) -> some View {
        if token != .bg, theme.color(token).degraded(to: depth) != theme.color(.bg).degraded(to: depth) {
            Text("      ").background(token)
        } else {
            Text(asciiOnly ? "|    |" : "▕    ▏").foregroundColor(.fgMuted).background(token)
        }
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
