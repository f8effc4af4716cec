import Tessera

/// The spacing scale in cells, and each border style.
struct SpacingPage: View {
    @Environment(\.resolvedTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Spacing scale (cells)") {
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
            ExampleSection("Border styles") {
                HStack(alignment: .top, spacing: 2) {
                    ForEach(BorderStyle.allCases, id: \.self) { style in
                        Text(style.rawValue).padding(.horizontal, 1).border(style)
                    }
                }
                Text("This theme draws boxes \(theme.borders.default.rawValue) and controls \(theme.borders.control.rawValue).")
                    .foregroundColor(.fgMuted)
            }
        }
    }
}
