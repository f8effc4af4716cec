import Tessera
import TesseraStories

extension TesseraBooks {
    /// The text roles, and how this theme maps each to the terminal.
    static var typography: Story {
        Story(
            "Typography",
            notes: "The text roles, applied with .textRole(_:), and how this theme maps each to the terminal."
        ) {
            TypographyView()
        }
    }
}

/// Every text role rendered, with its name and this theme's terminal mapping.
struct TypographyView: View {
    @Environment(\.resolvedTheme) private var theme

    var body: some View {
        Grid(horizontalSpacing: 2, verticalSpacing: 0) {
            GridRow {
                Text("role").textRole(.caption)
                Text("sample").textRole(.caption)
                Text("mapping").textRole(.caption)
            }
            ForEach(TextRole.allCases, id: \.self) { role in
                GridRow {
                    Text("." + role.rawValue).foregroundColor(.fgMuted)
                    Text("Balance $1,024").textRole(role)
                    Text(mapping(for: role)).foregroundColor(.fgMuted)
                }
            }
        }
    }

    /// The role's mapping as this depth draws it; where marks stand in for a colour the depth
    /// shows as the main text's, each says what it replaces (`underline (for bold)`) or that it is
    /// added (`uppercase (added)`).
    private func mapping(for role: TextRole) -> String {
        let shown = theme.shownStyle(for: role), own = theme.style(for: role)
        let dropped = parts(own).filter { !parts(shown).contains($0) }.joined(separator: " + ")
        let why = dropped.isEmpty ? " (added)" : " (for \(dropped))"
        let marks = parts(shown).map { parts(own).contains($0) ? $0 : $0 + why }
        return (marks + [shown.color.map(\.rawValue) ?? "inherited colour"]).joined(separator: " + ")
    }

    /// The names of a style's attributes and its case.
    private func parts(_ style: TextRoleStyle) -> [String] {
        TextAttributes.named.filter { style.attributes.contains($0.0) }.map(\.1) + (style.uppercase ? ["uppercase"] : [])
    }
}
