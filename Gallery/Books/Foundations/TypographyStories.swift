import Tessera
import TesseraStories

extension TesseraBooks {
    /// The text roles, and how this theme maps each to the terminal.
    static var typography: Story {
        Story("Typography",
              notes: "The text roles, applied with .textRole(_:), and how this theme maps each to the terminal.") {
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
    /// shows as the main text's, what they change of the theme's (`underline for bold`).
    private func mapping(for role: TextRole) -> String {
        let shown = theme.shownStyle(for: role), own = theme.style(for: role)
        guard shown != own else { return mapping(own) }
        func names(_ style: TextRoleStyle, without other: TextRoleStyle) -> String {
            var parts = TextAttributes.named.filter { style.attributes.contains($0.0) && !other.attributes.contains($0.0) }.map(\.1)
            if style.uppercase && !other.uppercase { parts.append("uppercase") }
            return parts.joined(separator: " + ")
        }
        let added = names(shown, without: own), dropped = names(own, without: shown)
        return mapping(shown) + (dropped.isEmpty ? " (\(added) added)" : " (\(added) for \(dropped))")
    }

    private func mapping(_ style: TextRoleStyle) -> String {
        var parts = TextAttributes.named.filter { style.attributes.contains($0.0) }.map(\.1)
        if style.uppercase { parts.append("uppercase") }
        parts.append(style.color.map(\.rawValue) ?? "inherited colour")
        return parts.joined(separator: " + ")
    }
}
