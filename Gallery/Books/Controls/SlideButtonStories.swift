import Tessera
import TesseraStories

extension TesseraBooks {
    /// The slide-to-confirm control.
    static var slideButton: StorySection {
        StorySection("Slide button", notes: "Drag the thumb, or press →, to confirm; completes at 70%.") {
            StorySection("Inherited default") {
                Story("Slide to confirm", code: "SlideButton(\"Slide to send\", completedTitle: \"Sent\") { }") {
                    SlideButton("Slide to send", completedTitle: "Sent") {}
                }
                Story(
                    "Confirm, then reset",
                    code:
                        "VStack(alignment: .leading, spacing: 1) {\n    SlideButton(\"Slide to send\", completedTitle: \"Sent\") { confirmations += 1 }.id(attempt)\n    HStack(spacing: 2) { Text(\"\\(confirmations) sent\").foregroundColor(.fgMuted); Button(\"Reset\") { attempt += 1 } }\n}",
                    notes:
                        "Slide it (or press → seven times): it completes at 70%, shows Sent and counts once; Reset puts a fresh button in its place."
                ) {
                    StoryState(0) { $confirmations in
                        StoryState(0) { $attempt in
                            VStack(alignment: .leading, spacing: 1) {
                                SlideButton("Slide to send", completedTitle: "Sent") { confirmations += 1 }.id(attempt)
                                HStack(spacing: 2) {
                                    Text("\(confirmations) sent").foregroundColor(.fgMuted); Button("Reset") { attempt += 1 }
                                }
                            }
                        }
                    }
                }
                .play(.press(.tab), .press(.right, times: 3), .press(.right, times: 4), .click("Reset"))
            }
            StorySection("States") {
                Story("Disabled", code: "SlideButton(\"Slide to send\") { }.disabled(true)") {
                    SlideButton("Slide to send") {}.disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
                Story("Compact", code: "SlideButton(\"Slide to send\") { }.density(.compact)") {
                    SlideButton("Slide to send") {}.density(.compact)
                }
            }
        }
    }
}
