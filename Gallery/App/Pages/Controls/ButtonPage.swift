import Tessera

/// The inherited default next to every explicit variant, state and size.
struct ButtonPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Plain house style", code: "Button(\"Save\") { }") { Button("Save") { } }
            }
            ExampleSection("Variants") {
                ForEach(ButtonVariant.allCases.filter { $0 != .plain }, id: \.self) { variant in
                    let title = variant == .foregroundMuted ? "Muted" : variant.rawValue.capitalized
                    Example(".\(variant.rawValue)", code: "Button(\"\(title)\") { }.buttonStyle(.tessera(.\(variant.rawValue)))") {
                        Button(title) { }.buttonStyle(.tessera(variant))
                    }
                }
                Example("Transparent", code: "Button(\"Learn more\") { }.buttonStyle(.tessera(.primary, transparent: true))") {
                    Button("Learn more") { }.buttonStyle(.tessera(.primary, transparent: true))
                }
                Example("Block", code: "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, block: true))") {
                    Button("Continue") { }.buttonStyle(.tessera(.primary, block: true))
                }
            }
            ExampleSection("States") {
                Example("Focused", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).previewState(.focused)") {
                    Button("Save") { }.buttonStyle(.tessera(.primary)).previewState(.focused)
                }
                Example("Pressed", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).previewState(.pressed)") {
                    Button("Save") { }.buttonStyle(.tessera(.primary)).previewState(.pressed)
                }
                Example("Disabled", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).disabled(true)") {
                    Button("Save") { }.buttonStyle(.tessera(.primary)).disabled(true)
                }
                Example("Loading", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).loading(true)") {
                    Button("Save") { }.buttonStyle(.tessera(.primary)).loading(true)
                }
                Example("Destructive role", code: "Button(\"Delete\", role: .destructive) { }") {
                    Button("Delete", role: .destructive) { }
                }
            }
            ExampleSection("Sizes") {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    Example(".\(size.rawValue)", code: "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, size: .\(size.rawValue)))") {
                        Button("Continue") { }.buttonStyle(.tessera(.primary, size: size))
                    }
                }
            }
        }
    }
}
