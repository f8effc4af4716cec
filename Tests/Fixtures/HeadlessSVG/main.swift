import TesseraHeadless

// A program, not a test: renders a view to SVG with the headless product alone.
struct Receipt: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Receipt").textRole(.headline)
            Toggle("Email me a copy", isOn: .constant(true))
            Button("Done") {}
        }
        .padding(1)
    }
}

print(Snapshot.render(Receipt(), size: TerminalSize(columns: 30, rows: 8), theme: .default, scheme: .dark, format: .svg))
