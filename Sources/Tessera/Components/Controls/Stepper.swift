/// A value stepped up and down within bounds: `Volume  − 5 +`. Focused, ← and − step down, → and
/// + step up, Home and End go to the bounds; a click on − or + steps. A sign whose way is closed
/// (the value at its bound) is a dot, so the bound shows at every colour depth.
///
/// ```swift
/// Stepper("Volume", value: $volume, in: 0...10)
/// Stepper("Indent", value: $indent, in: 0...8, step: 2)
/// ```
public struct Stepper<Value: Strideable>: View {
    let title: String
    let value: Binding<Value>
    let bounds: ClosedRange<Value>
    let step: Value.Stride

    /// - Parameters:
    ///   - title: the label before the value (also the accessibility label).
    ///   - value: the stepped value; one outside `bounds` is shown as it is and steps into them.
    ///   - bounds: the lowest and highest value.
    ///   - step: how far one press moves the value.
    public init(_ title: String, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride) {
        self.title = title
        self.value = value
        self.bounds = bounds
        self.step = step
    }

    /// The value label, focusable, stepped by keys and clicks on its signs.
    public var body: some View {
        let value = self.value, bounds = self.bounds, step = self.step, title = self.title
        let current = value.wrappedValue
        let text = "\(current)"
        let canDecrement = current > bounds.lowerBound, canIncrement = current < bounds.upperBound
        StepperRow(title: title, value: text, canDecrement: canDecrement, canIncrement: canIncrement)
            .focusable(handlingPointer: { event, frame in
                guard case .press(.left) = event.kind else { return false }
                let column = event.position.x - frame.x
                let signs = stepperSignColumns(title: title, value: text)
                let steps = column == signs.minus ? -1 : (column == signs.plus ? 1 : 0)
                guard steps != 0 else { return false }
                let current = value.wrappedValue
                let next = stepped(current, by: steps, step: step, in: bounds)
                if next != current { value.wrappedValue = next }
                return true
            })
            .onKeyPress { press in
                // The value as it is now: several keys may arrive before the next frame.
                let current = value.wrappedValue
                guard let next = steppedValue(current, for: press, step: step, in: bounds) else { return false }
                if next != current { value.wrappedValue = next }
                return true
            }
            .accessibilityLabel(title)
            .accessibilityValue(text)
            .accessibilityRole("stepper")
    }
}

extension Stepper where Value.Stride: ExpressibleByIntegerLiteral {
    /// A stepper that moves `value` by one within `bounds`.
    public init(_ title: String, value: Binding<Value>, in bounds: ClosedRange<Value>) {
        self.init(title, value: value, in: bounds, step: 1)
    }
}

/// `value` moved `steps` steps of `step`, kept within `bounds`.
func stepped<Value: Strideable>(_ value: Value, by steps: Int, step: Value.Stride, in bounds: ClosedRange<Value>) -> Value {
    var next = value
    for _ in 0..<abs(steps) { next = next.advanced(by: steps < 0 ? -step : step) }
    return min(max(next, bounds.lowerBound), bounds.upperBound)
}

/// The value a key press gives (nil when the key is not a stepper's): ← and − down a step, → and
/// + (or =, the same key unshifted) up, Home and End to the bounds.
func steppedValue<Value: Strideable>(
    _ value: Value, for press: KeyPress, step: Value.Stride,
    in bounds: ClosedRange<Value>
) -> Value? {
    guard press.modifiers.isEmpty else { return nil }
    switch press.key {
    case .left, .character("-"), .character("−"): return stepped(value, by: -1, step: step, in: bounds)
    case .right, .character("+"), .character("="): return stepped(value, by: 1, step: step, in: bounds)
    case .home: return bounds.lowerBound
    case .end: return bounds.upperBound
    default: return nil
    }
}

/// The signs either side of the value: `−` and `+` where the value can move that way, a dot where
/// it is at its bound (ASCII: `-`, `+`, `.`).
func stepperSigns(canDecrement: Bool, canIncrement: Bool, asciiOnly: Bool) -> (minus: String, plus: String) {
    let closed = asciiOnly ? "." : "·"
    return (canDecrement ? (asciiOnly ? "-" : "−") : closed, canIncrement ? "+" : closed)
}

/// The columns of the signs from the stepper's left edge: the focus ring's inset, the title, a
/// space, `−`, a space, the value, a space, `+`.
func stepperSignColumns(title: String, value: String) -> (minus: Int, plus: Int) {
    let minus = focusRingInset + DisplayWidth.of(title) + 1
    return (minus, minus + 2 + DisplayWidth.of(value) + 1)
}

/// How a stepper looks: the title, and the value between its signs, in the house focus ring.
struct StepperRow: View, ResolvesInline {
    let title: String
    let value: String
    let canDecrement: Bool
    let canIncrement: Bool

    @HotEnvironment private var environment
    private var isFocused: Bool { environment.isFocused }
    private var isEnabled: Bool { environment.isEnabled }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    var body: some View {
        let focused = isFocused && isEnabled
        let signs = stepperSigns(canDecrement: canDecrement, canIncrement: canIncrement, asciiOnly: asciiOnly)
        return HStack(spacing: 1) {
            Text(title).focusCue(focused)
            Text(signs.minus).foregroundColor(canDecrement ? .fg : .fgMuted)
            Text(value).bold()
            Text(signs.plus).foregroundColor(canIncrement ? .fg : .fgMuted)
        }
        .padding(.horizontal, focusRingInset)
        .focusMarkers(focused, ring: theme.focus, color: theme.contrasting(theme.focus.color, on: .bg, at: depth, fallbacks: [.fg]))
        .controlSurface(.unfilled(isEnabled: isEnabled, theme: theme, depth: depth))
        .fixedSize(horizontal: false, vertical: true)
    }
}
