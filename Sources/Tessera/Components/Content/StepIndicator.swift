/// Where a multi-step flow stands: `✓ Cart ── ● Address ── ○ Payment`. Steps before the current
/// one are done (a check), the current one is marked and bold, the ones after are to come, in
/// `fgMuted`. Named so as not to clash with SwiftUI's numeric ``Stepper``.
///
/// ```swift
/// StepIndicator(["Cart", "Address", "Payment"], current: 1)
/// ```
public struct StepIndicator: View {
    let steps: [String]
    let current: Int

    @HotEnvironment private var environment
    private var asciiOnly: Bool { environment.asciiOnly }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    /// - Parameters:
    ///   - steps: the steps' titles, in order.
    ///   - current: the index of the step the flow is on (past the last: every step done).
    public init(_ steps: [String], current: Int) {
        self.steps = steps
        self.current = current
    }

    /// The steps in a row, joined by a short rule.
    public var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<steps.count) { index in
                let state = stepState(index, current: current)
                let colors = stepIndicatorColors(state)
                if index > 0 {
                    Text(asciiOnly ? "--" : "──")
                        .foregroundColor(theme.contrasting(colors.connector, on: .bg, at: depth, fallbacks: [.bgLineHeavy, .fgMuted]))
                }
                Text(stepMark(state, asciiOnly: asciiOnly)).foregroundColor(colors.mark).bold()
                let title = Text(steps[index]).foregroundColor(colors.title)
                state == .current ? title.bold() : title
            }
        }
        .fixedSize()
        .accessibilityLabel(steps.indices.contains(current) ? "Step \(current + 1) of \(steps.count): \(steps[current])" : "Done")
    }
}

/// Where one step stands in a flow.
enum StepState: Hashable {
    case done, current, upcoming
}

/// Step `index` of a flow on step `current`.
func stepState(_ index: Int, current: Int) -> StepState {
    index < current ? .done : (index == current ? .current : .upcoming)
}

/// A step's mark: `✓` done, `●` current, `○` to come (ASCII `v`, `*`, `o`).
func stepMark(_ state: StepState, asciiOnly: Bool) -> String {
    switch state {
    case .done: asciiOnly ? "v" : "✓"
    case .current: asciiOnly ? "*" : "●"
    case .upcoming: asciiOnly ? "o" : "○"
    }
}

/// A step's colours: the marks of done and current steps in `fgPrimary`, an upcoming one's in
/// `fgMuted`; titles in `fg`, an upcoming one's in `fgMuted`; the rule before a step in `bgLine`
/// (`bgLinePrimary` once the flow has reached it).
func stepIndicatorColors(_ state: StepState) -> (mark: ColorToken, title: ColorToken, connector: ColorToken) {
    switch state {
    case .done: (.fgPrimary, .fg, .bgLinePrimary)
    case .current: (.fgPrimary, .fg, .bgLinePrimary)
    case .upcoming: (.fgMuted, .fgMuted, .bgLine)
    }
}
