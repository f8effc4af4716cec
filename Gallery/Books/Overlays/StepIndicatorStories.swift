import Tessera
import TesseraStories

extension TesseraBooks {
    /// Step indicators: where a multi-step flow stands.
    static var stepIndicator: StorySection {
        StorySection(
            "Step indicator", id: "step-indicator",
            notes:
                "Steps done (a check), the current one (marked and bold), and those to come (muted), joined by a rule. Not the numeric Stepper."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Second of three",
                    code: "StepIndicator([\"Cart\", \"Address\", \"Payment\"], current: 1)"
                ) {
                    StepIndicator(["Cart", "Address", "Payment"], current: 1)
                }
            }
            StorySection("States") {
                Story(
                    "Starting",
                    code: "StepIndicator([\"Cart\", \"Address\", \"Payment\"], current: 0)"
                ) {
                    StepIndicator(["Cart", "Address", "Payment"], current: 0)
                }
                Story(
                    "Done",
                    code: "StepIndicator([\"Cart\", \"Address\", \"Payment\"], current: 3)"
                ) {
                    StepIndicator(["Cart", "Address", "Payment"], current: 3)
                }
            }
        }
    }
}
