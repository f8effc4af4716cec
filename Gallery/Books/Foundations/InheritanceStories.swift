import Tessera
import TesseraStories

extension TesseraBooks {
    /// Theme inheritance at work: nested scopes, each labelled with what it overrides.
    static var inheritance: Story {
        Story("Inheritance", notes: "Nested scopes: each inherits from its parent and overrides only what it says.") {
            InheritanceView()
        }
            .allowing(.contrast, because: "its innermost scope is disabled on purpose, exempt from WCAG 1.4.3; the rest is checked on the stories of each control")
            .allowing(.distinctHues, because: "at 16 and 8 colours a primary keeps to blue or cyan (gruvbox's aqua blue is as green as this accent), so the green subtree shows the app's primary there")
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
            HStack(spacing: 2) { Button("Inherited") { }; Button("Primary") { }.buttonStyle(.tessera(.primary)) }
            Scope("Subtree: a green primary, nothing else", code: ".theme(accentTheme)") {
                HStack(spacing: 2) { Button("Inherited") { }; Button("Primary") { }.buttonStyle(.tessera(.primary)) }
                Scope("Card: the dark scheme", code: ".colorScheme(.dark)", surface: .bgElevation2) {
                    Button("Explicit variant") { }.buttonStyle(.tessera(.secondary))
                    Scope("Group: disabled", code: ".disabled(true)") {
                        HStack(spacing: 2) {
                            Button("Disabled") { }.buttonStyle(.tessera(.primary))
                            Toggle("Also disabled", isOn: .constant(true))
                        }
                    }
                    .disabled(true)
                }
                .colorScheme(.dark)
            }
            .theme(accentTheme)
        }
    }
}

/// A bordered scope with a label saying what it overrides (in words, beside the code that does it).
private struct Scope<Content: View>: View {
    let title: String
    let code: String
    /// The scope's own surface; a card takes a raised one, so it shows in either scheme.
    let surface: ColorToken
    let content: Content

    init(_ title: String, code: String, surface: ColorToken = .bg, @ViewBuilder content: () -> Content) {
        self.title = title
        self.code = code
        self.surface = surface
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 2) {
                Text(title).textRole(.headline)
                Text(code).foregroundColor(.fgMuted)
            }
            content
        }
        // A row below the content, so a control never touches the bottom border.
        .padding(EdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1))
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(color: .bgLineHeavy)
        .background(surface)
    }
}
