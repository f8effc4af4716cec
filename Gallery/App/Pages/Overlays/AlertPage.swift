import Tessera

/// An alert over a dimmed screen.
struct AlertPage: View {
    @State private var showsAlert = false
    @State private var outcome = "nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Open the alert", code: ".alert(isPresented: $shows) { Alert(…) }") {
                    Button("Delete wallet…") { showsAlert = true }.buttonStyle(.tessera(.negative))
                }
                Example("Last choice", code: "AlertAction.cancel / .destructive") {
                    Text(outcome).foregroundColor(.fgMuted)
                }
            }
        }
        .alert(isPresented: $showsAlert) {
            Alert(title: "Delete wallet?", message: "This removes the wallet from this device. Your funds stay safe.",
                  actions: [.cancel { outcome = "cancelled" }, .destructive("Delete") { outcome = "deleted" }])
        }
    }
}
