import Tessera
import TesseraStories

extension TesseraBooks {
    /// Steppers and sliders: a bounded value stepped by keys, clicks and drags.
    static var stepper: StorySection {
        StorySection(
            "Stepper & slider", id: "stepper",
            notes:
                "A value within bounds. A stepper: ← − and → + step, Home and End go to the bounds, a click on a sign steps; a sign whose way is closed is a dot. A slider: the same keys, PgUp PgDn ten steps, a click or drag on the track; its done part is heavy and the rest light, so the value reads without colour."
        ) {
            StorySection("Inherited default") {
                Story(
                    "House stepper",
                    code: "Stepper(\"Volume\", value: $volume, in: 0...10)"
                ) {
                    StoryState(5) { $volume in
                        Stepper("Volume", value: $volume, in: 0...10)
                    }
                }
                .play(.press(.tab), .press(.right), .press(.end))
                Story(
                    "House slider",
                    code: "Slider(\"Volume\", value: $volume, in: 0...100, step: 5).frame(width: 36)"
                ) {
                    StoryState(40.0) { $volume in
                        Slider("Volume", value: $volume, in: 0...100, step: 5).frame(width: 36)
                    }
                }
                .play(.press(.tab), .press(.right), .press(.pageUp))
            }
            StorySection("States") {
                Story(
                    "At its lower bound",
                    code: "Stepper(\"Copies\", value: $copies, in: 1...99)"
                ) {
                    StoryState(1) { $copies in
                        Stepper("Copies", value: $copies, in: 1...99)
                    }
                }
                Story(
                    "Stepped by five",
                    code: "Stepper(\"Indent\", value: $indent, in: 0...40, step: 5)"
                ) {
                    StoryState(10) { $indent in
                        Stepper("Indent", value: $indent, in: 0...40, step: 5)
                    }
                }
                Story(
                    "Focused",
                    code: "Stepper(\"Volume\", value: .constant(3), in: 0...10).previewState(.focused)"
                ) {
                    Stepper("Volume", value: .constant(3), in: 0...10).previewState(.focused)
                }
                Story(
                    "Continuous slider",
                    code: "Slider(\"Opacity\", value: $opacity).frame(width: 36)",
                    notes: "Without a step, a key moves a twentieth of the range and the value shows two decimals."
                ) {
                    StoryState(0.25) { $opacity in
                        Slider("Opacity", value: $opacity).frame(width: 36)
                    }
                }
                Story(
                    "Slider at its bound",
                    code: "Slider(\"Brightness\", value: .constant(1.0)).frame(width: 36)"
                ) {
                    Slider("Brightness", value: .constant(1.0)).frame(width: 36)
                }
                Story(
                    "Focused slider",
                    code: "Slider(\"Volume\", value: .constant(60.0), in: 0...100, step: 10).frame(width: 36).previewState(.focused)"
                ) {
                    Slider("Volume", value: .constant(60.0), in: 0...100, step: 10).frame(width: 36).previewState(.focused)
                }
            }
        }
    }
}
