import Tessera

/// Theme inheritance at work: nested scopes, each labelled with what it overrides.
struct InheritancePage: View {
    let model: GalleryModel

    /// The app's theme with only its primary colours changed.
    private var accentTheme: Theme {
        var theme = model.theme
        theme.name = model.theme.name + " + green primary"
        let green = SchemeColor(light: RGB(hex: 0x098551), dark: RGB(hex: 0x27AD75))
        for token in [ColorToken.bgPrimary, .fgPrimary, .bgLinePrimary] { theme.colors[token] = green }
        return theme
    }

    var body: some View {
        Scope("App: ThemeProvider(.\(model.theme.name))", code: "ThemeProvider(theme) { … }") {
            HStack(spacing: 2) { Button("Inherited") { }; Button("Primary") { }.buttonStyle(.tessera(.primary)) }
            Scope("Subtree: .theme(accent) — overrides the primary colour only", code: ".theme(accentTheme)") {
                HStack(spacing: 2) { Button("Inherited") { }; Button("Primary") { }.buttonStyle(.tessera(.primary)) }
                Scope("Card: .colorScheme(.dark)", code: ".colorScheme(.dark)") {
                    Button("Explicit variant") { }.buttonStyle(.tessera(.secondary))
                    Scope("Group: .disabled(true)", code: ".disabled(true)") {
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

/// A bordered scope with a label saying what it overrides.
private struct Scope<Content: View>: View {
    let title: String
    let code: String
    let content: Content

    init(_ title: String, code: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.code = code
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            HStack(spacing: 2) {
                Text(title).textRole(.label1)
                Text(code).foregroundColor(.fgMuted)
            }
            content
        }
        .padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(color: .bgLineHeavy)
        .background(.bg)
    }
}
