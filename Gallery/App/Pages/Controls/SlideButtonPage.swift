import Tessera

/// The slide-to-confirm control.
struct SlideButtonPage: View {
    @State private var confirmations = 0
    @State private var attempt = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            ExampleSection("Inherited default") {
                Example("Slide to confirm", code: "SlideButton(\"Slide to send\", completedTitle: \"Sent\") { send() }", wide: true) {
                    SlideButton("Slide to send", completedTitle: "Sent") { confirmations += 1 }.id(attempt)
                }
                Example("Confirmed", code: "completes at 70%, fires once") {
                    HStack(spacing: 2) {
                        Text("\(confirmations) sent").foregroundColor(.fgMuted)
                        Button("Reset") { attempt += 1 }
                    }
                }
            }
            ExampleSection("States") {
                Example("Disabled", code: "SlideButton(\"Slide to send\") { }.disabled(true)", wide: true) {
                    SlideButton("Slide to send") { }.disabled(true)
                }
                Example("Compact", code: "SlideButton(\"Slide to send\") { }.density(.compact)", wide: true) {
                    SlideButton("Slide to send") { }.density(.compact)
                }
            }
        }
    }
}
