import Tessera
import TesseraStories

extension TesseraBooks {
    /// The spacing scale in cells, and the border styles.
    static var spacing: Story {
        Story("Spacing & borders", id: "spacing", notes: "The spacing scale in cells, and the border styles.") {
            SpacingView()
        }
        .allowing(
            .contrast,
            because: "the border samples are lines drawn in the theme's faint line colour, judged at 3:1 by `gallery theme contrast`")
    }
}

/// The spacing scale in cells, and each border style.
struct SpacingView: View {
    @Environment(\.resolvedTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            VStack(alignment: .leading, spacing: 1) {
                Text("Spacing scale (cells)").textRole(.caption)
                Grid(horizontalSpacing: 2) {
                    ForEach(Array(theme.spacing.steps.enumerated()), id: \.offset) { step, cells in
                        GridRow {
                            Text("step \(step)").foregroundColor(.fgMuted)
                            Text("\(cells)")
                            Text(String(repeating: " ", count: cells)).background(.bgPrimary)
                        }
                    }
                }
            }
            VStack(alignment: .leading, spacing: 1) {
                Text("Border styles").textRole(.caption)
                HStack(alignment: .top, spacing: 2) {
                    ForEach(BorderStyle.allCases, id: \.self) { style in
                        Text(style.rawValue).padding(.horizontal, 1).border(style)
                    }
                }
                Text(Self.bordersSentence(box: theme.borders.default, control: theme.borders.control))
                    .foregroundColor(.fgMuted)
            }
        }
    }

    /// Says which borders this theme draws, once when boxes and controls agree.
    static func bordersSentence(box: BorderStyle, control: BorderStyle) -> String {
        box == control
            ? "In this theme, boxes and controls both have \(box.rawValue) borders."
            : "In this theme, boxes have \(box.rawValue) borders and controls have \(control.rawValue) borders."
    }
}
