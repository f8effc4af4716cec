import Tessera
import TesseraStories

extension TesseraBooks {
    /// Steppers: a bounded value stepped by keys and clicks.
    static var stepper: StorySection {
        StorySection("Stepper",
                     notes: "A value within bounds: ← − and → + step, Home and End go to the bounds, a click on a sign steps. A sign whose way is closed is a dot.") {
            StorySection("Inherited default") {
                Story("House stepper",
                      code: "Stepper(\"Volume\", value: $volume, in: 0...10)") {
                    StoryState(5) { $volume in
                        Stepper("Volume", value: $volume, in: 0...10)
                    }
                }
                .play(.press(.tab), .press(.right), .press(.end))
            }
            StorySection("States") {
                Story("At its lower bound",
                      code: "Stepper(\"Copies\", value: $copies, in: 1...99)") {
                    StoryState(1) { $copies in
                        Stepper("Copies", value: $copies, in: 1...99)
                    }
                }
                Story("Stepped by five",
                      code: "Stepper(\"Indent\", value: $indent, in: 0...40, step: 5)") {
                    StoryState(10) { $indent in
                        Stepper("Indent", value: $indent, in: 0...40, step: 5)
                    }
                }
                Story("Focused",
                      code: "Stepper(\"Volume\", value: .constant(3), in: 0...10).previewState(.focused)") {
                    Stepper("Volume", value: .constant(3), in: 0...10).previewState(.focused)
                }
            }
        }
    }
}
