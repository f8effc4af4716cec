import Tessera
import TesseraStories

extension TesseraBooks {
    /// Theme inheritance at work: nested scopes, each labelled with what it overrides.
    static var inheritance: Story {
        Story("Inheritance", notes: "Nested scopes: each inherits from its parent and overrides only what it says.") {
            InheritanceView()
        }
        .allowing(
            .contrast,
            because:
                "its innermost scope's controls are disabled on purpose, exempt from WCAG 1.4.3; the rest is checked on the stories of each control"
        )
    }
}

/// Nested scopes, each labelled with what it overrides, under the theme the story is shown in.
struct InheritanceView: View {
    @Environment(\.theme) private var theme

    /// The surrounding theme with only its primary colours changed.
    private var accentTheme: Theme {
        var accent = theme
        accent.name = theme.name + " + green primary"
        let green = SchemeColor(light: RGB(hex: 0x098551), dark: RGB(hex: 0x27AD75))
        for token in [ColorToken.bgPrimary, .fgPrimary, .bgLinePrimary] { accent.colors[token] = green }
        return accent
    }

    var body: some View {
        Scope("App: the provider's theme, \(theme.name)", code: "ThemeProvider(theme) { … }") {
            HStack(spacing: 2) {
                Button("Inherited") {}; Button("Primary") {}.buttonStyle(.tessera(.primary))
            }
            Scope("Subtree: a green primary, nothing else", code: ".theme(accentTheme)") {
                HStack(spacing: 2) {
                    Button("Inherited") {}; Button("Primary") {}.buttonStyle(.tessera(.primary))
                }
                Scope("Card: the dark scheme", code: ".colorScheme(.dark)", surface: .bgElevation2) {
                    Button("Explicit variant") {}.buttonStyle(.tessera(.secondary))
                    // One above the other: the innermost scope is the narrowest (30 columns beside
                    // the inspector at 120), where side by side the toggle's label broke a word.
                    Scope("Group: disabled", code: ".disabled(true)", disabled: true) {
                        // No row between them: the page stays within the gallery's page area.
                        VStack(alignment: .leading, spacing: 0) {
                            Button("Disabled") {}.buttonStyle(.tessera(.primary))
                            Toggle("Also disabled", isOn: .constant(true))
                        }
                    }
                }
                .colorScheme(.dark)
            }
            .theme(accentTheme)
        }
    }
}

/// A bordered scope with a label saying what it overrides (in words, beside the code that does it).
///
/// A state the scope puts its sample in (`disabled`) is applied inside, to the sample alone: the
/// label describes the sample and is read, so it never takes the sample's state (a disabled
/// group's caption faded with the group, 3.41:1). What the scope changes about its surface (its
/// theme, its scheme) is applied around it, label included, so the label reads on that surface.
private struct Scope<Content: View>: View {
    let title: String
    let code: String
    /// The scope's own surface; a card takes a raised one, so it shows in either scheme.
    let surface: ColorToken
    /// Whether the sample is disabled.
    let disabled: Bool
    let content: Content

    init(
        _ title: String, code: String, surface: ColorToken = .bg, disabled: Bool = false,
        @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.code = code
        self.surface = surface
        self.disabled = disabled
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            // The code under its label, on a line of its own: beside it, a narrow scope (the
            // inspector open at 120 columns) broke the code inside a token (`.theme(accentThem` / `e)`).
            VStack(alignment: .leading, spacing: 0) {
                Text(title).textRole(.headline)
                Text(code).foregroundColor(.fgMuted).lineLimit(1)
            }
            VStack(alignment: .leading, spacing: 1) { content }
                .disabled(disabled)
        }
        // A row below the content, so a control never touches the bottom border.
        .padding(EdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1))
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(color: .bgLineHeavy)
        .background(surface)
    }
}
