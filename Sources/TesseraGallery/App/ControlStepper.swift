import Tessera

/// An editor that steps through values: `‹ negative ›` (`< negative >` in ASCII), with ←/→ for the previous and next value
/// and Enter, Space or a click for the next. Choices wrap around; numbers stop at their bounds.
struct ControlStepper: View {
    /// What the control is called (its accessibility label).
    let name: String
    /// The value shown.
    let value: String
    /// Where the value sits among the others: `3 of 7`, `0 to 10`.
    let hint: String
    /// Moves to the previous (`-1`) or next (`+1`) value.
    let step: (Int) -> Void
    @Environment(\.asciiOnly) private var asciiOnly

    var body: some View {
        HStack(spacing: 1) {
            Button(asciiOnly ? "< \(value) >" : "‹ \(value) ›") { step(1) }
                .buttonStyle(.tessera(.secondary, size: .small))
                .accessibilityLabel(name)
                .onKeyPress { press in
                    switch press.key {
                    case .left: step(-1)
                    case .right: step(1)
                    default: return false
                    }
                    return true
                }
            Text(hint).textRole(.legal)
        }
    }
}
