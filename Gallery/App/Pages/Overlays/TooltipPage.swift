import Tessera

/// Tooltips: on focus or hover, above or below to stay on screen.
struct TooltipPage: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("On focus", code: "Button(\"Copy\") { }.tooltip(\"Copy the address\")") {
                    Button("Copy address") { }.tooltip("Copies to the clipboard")
                }
            }
            ExampleSection("States") {
                Example("Always shown", code: ".tooltip(\"…\", isPresented: true)") {
                    VStack(alignment: .leading) {
                        Text("")
                        Text("Network fee").tooltip("Paid to miners, not to us", isPresented: true)
                    }
                }
            }
        }
    }
}
