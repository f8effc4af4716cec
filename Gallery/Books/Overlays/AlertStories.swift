import Tessera
import TesseraStories

extension TesseraBooks {
    /// An alert over a dimmed screen.
    static var alert: StorySection {
        StorySection("Alert", notes: "A modal over a dimmed screen; focus stays inside, Esc cancels.") {
            StorySection("Inherited default") {
                Story(
                    "Open the alert",
                    code:
                        "Button(\"Delete wallet…\") { showsAlert = true }.buttonStyle(.tessera(.negative))\n    .alert(isPresented: $showsAlert) {\n        Alert(title: \"Delete wallet?\", message: \"This removes the wallet from this device. Your funds stay safe.\",\n              actions: [.cancel(), .destructive(\"Delete\") { }])\n    }"
                ) {
                    StoryState(false) { $showsAlert in
                        Button("Delete wallet…") { showsAlert = true }.buttonStyle(.tessera(.negative))
                            .alert(isPresented: $showsAlert) {
                                Alert(
                                    title: "Delete wallet?", message: "This removes the wallet from this device. Your funds stay safe.",
                                    actions: [.cancel(), .destructive("Delete") {}])
                            }
                    }
                }
                Story(
                    "Last choice",
                    code:
                        "VStack(alignment: .leading, spacing: 1) {\n    Button(\"Delete wallet…\") { showsAlert = true }.buttonStyle(.tessera(.negative))\n    Text(outcome).foregroundColor(.fgMuted)\n}\n.alert(isPresented: $showsAlert) {\n    Alert(title: \"Delete wallet?\", message: \"This removes the wallet from this device. Your funds stay safe.\",\n          actions: [.cancel { outcome = \"cancelled\" }, .destructive(\"Delete\") { outcome = \"deleted\" }])\n}",
                    notes: "Each AlertAction's closure runs when it is chosen: .cancel (or Esc) and .destructive."
                ) {
                    StoryState("nothing yet") { $outcome in
                        StoryState(false) { $showsAlert in
                            VStack(alignment: .leading, spacing: 1) {
                                Button("Delete wallet…") { showsAlert = true }.buttonStyle(.tessera(.negative))
                                Text(outcome).foregroundColor(.fgMuted)
                            }
                            .alert(isPresented: $showsAlert) {
                                Alert(
                                    title: "Delete wallet?", message: "This removes the wallet from this device. Your funds stay safe.",
                                    actions: [.cancel { outcome = "cancelled" }, .destructive("Delete") { outcome = "deleted" }])
                            }
                        }
                    }
                }
                .play(.press(.tab), .press(.enter), .press(.right), .press(.enter))
                Story(
                    "The card",
                    code:
                        "Alert(title: \"Delete wallet?\", message: \"This removes the wallet from this device. Your funds stay safe.\",\n      actions: [.cancel(), .destructive(\"Delete\") { }])",
                    notes: "How the alert looks, drawn in place; presented, it sits over the dimmed screen."
                ) {
                    Alert(
                        title: "Delete wallet?", message: "This removes the wallet from this device. Your funds stay safe.",
                        actions: [.cancel(), .destructive("Delete") {}])
                }
            }
        }
    }
}
