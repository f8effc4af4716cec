/// A value chosen along a track: `Volume ━━━━━━●──────── 40`. Focused, ← and − step down, → and +
/// step up, PgDn and PgUp move ten steps, Home and End go to the bounds; a click or a drag on the
/// track sets the value under the pointer (snapped to the step). The done part of the track is
/// heavy (`━`) and the rest light (`─`), so the value reads at every colour depth.
///
/// ```swift
/// Slider("Volume", value: $volume, in: 0...100, step: 5)
/// Slider("Opacity", value: $opacity)                  // 0...1, keys move a twentieth
/// ```
public struct Slider<Value: BinaryFloatingPoint>: View where Value.Stride: BinaryFloatingPoint {
    let title: String
    let value: Binding<Value>
    let bounds: ClosedRange<Value>
    let step: Value.Stride?

    @State private var track = SliderTrackGeometry()

    /// - Parameters:
    ///   - title: the label before the track (also the accessibility label).
    ///   - value: the chosen value; one outside `bounds` is drawn at the nearer end.
    ///   - bounds: the lowest and highest value.
    ///   - step: what a key moves and what a click snaps to; `nil` moves a twentieth of the range
    ///     and lets a click set any value.
    public init(_ title: String, value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1, step: Value.Stride? = nil) {
        self.title = title
        self.value = value
        self.bounds = bounds
        self.step = step
    }

    /// The label, the track and the value, focusable, moved by keys, clicks and drags.
    public var body: some View {
        let value = self.value, track = self.track
        let range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        let step: Double? = if let step = self.step { Double(step) } else { nil }
        let current = Double(value.wrappedValue)
        let valueText = sliderValueText(current, step: step, in: range)
        SliderRow(title: title, fraction: sliderFraction(current, in: range), valueText: valueText, track: track)
            .focusable(handlingPointer: { event, _ in
                switch event.kind {
                case .press(.left), .move:
                    guard let column = track.column(at: event.position.x, clamped: event.kind == .move) else { return false }
                    let next = sliderValue(atColumn: column, width: track.width, step: step, in: range)
                    if next != Double(value.wrappedValue) { value.wrappedValue = Value(next) }
                    return true
                default:
                    return false
                }
            })
            .onKeyPress { press in
                // The value as it is now: several keys may arrive before the next frame.
                let current = Double(value.wrappedValue)
                guard let next = steppedSliderValue(current, for: press, step: step, in: range) else { return false }
                if next != current { value.wrappedValue = Value(next) }
                return true
            }
            .accessibilityLabel(title)
            .accessibilityValue(valueText)
            .accessibilityRole("slider")
    }
}

/// Where a slider's track was last placed, for clicks and drags.
final class SliderTrackGeometry {
    var x = 0
    var width = 0

    /// The track's column under screen column `x`; outside the track nil, or (while dragging)
    /// the nearer end.
    func column(at screenX: Int, clamped: Bool) -> Int? {
        guard width > 0 else { return nil }
        let column = screenX - x
        if clamped { return min(max(0, column), width - 1) }
        return (0..<width).contains(column) ? column : nil
    }
}

/// How far along `bounds` `value` is, from 0 to 1 (a value outside is at the nearer end).
func sliderFraction(_ value: Double, in bounds: ClosedRange<Double>) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, value.isFinite else { return 0 }
    return min(1, max(0, (value - bounds.lowerBound) / span))
}

/// `value` snapped to the nearest step from the lower bound and kept within the bounds.
func snappedSliderValue(_ value: Double, step: Double?, in bounds: ClosedRange<Double>) -> Double {
    var snapped = value
    if let step, step > 0 { snapped = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step }
    return min(max(snapped, bounds.lowerBound), bounds.upperBound)
}

/// The value for a click on column `column` of a track `width` cells wide: the first column is the
/// lower bound, the last the upper one, snapped to `step`.
func sliderValue(atColumn column: Int, width: Int, step: Double?, in bounds: ClosedRange<Double>) -> Double {
    guard width > 1 else { return bounds.lowerBound }
    let fraction = Double(min(max(0, column), width - 1)) / Double(width - 1)
    return snappedSliderValue(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound), step: step, in: bounds)
}

/// The value a key press gives (nil when the key is not a slider's): ← and − a step down, → and +
/// (or =) a step up, PgDn and PgUp ten steps, Home and End the bounds. Without a step, a step is a
/// twentieth of the range.
func steppedSliderValue(_ value: Double, for press: KeyPress, step: Double?, in bounds: ClosedRange<Double>) -> Double? {
    guard press.modifiers.isEmpty else { return nil }
    let unit = step.flatMap { $0 > 0 ? $0 : nil } ?? (bounds.upperBound - bounds.lowerBound) / 20
    let steps: Double
    switch press.key {
    case .left, .character("-"), .character("−"): steps = -1
    case .right, .character("+"), .character("="): steps = 1
    case .pageDown: steps = -10
    case .pageUp: steps = 10
    case .home: return bounds.lowerBound
    case .end: return bounds.upperBound
    default: return nil
    }
    let start = min(max(value, bounds.lowerBound), bounds.upperBound)
    return snappedSliderValue(start + steps * unit, step: step, in: bounds)
}

/// The value as the slider shows it: as many decimals as the step has (none for whole steps; two
/// without a step, or for a step finer than three decimals).
func sliderValueText(_ value: Double, step: Double?, in bounds: ClosedRange<Double>) -> String {
    var decimals = 2
    if let step, step > 0 {
        decimals =
            (0...3).first { places in
                let scaled = step * pow10(places)
                return abs(scaled - scaled.rounded()) < 1e-9
            } ?? 2
    }
    let scale = pow10(decimals)
    let scaled = Int((min(max(value, bounds.lowerBound), bounds.upperBound) * scale).rounded())
    guard decimals > 0 else { return "\(scaled)" }
    let magnitude = String(abs(scaled))
    let padded = String(repeating: "0", count: max(0, decimals + 1 - magnitude.count)) + magnitude
    let split = padded.index(padded.endIndex, offsetBy: -decimals)
    return (scaled < 0 ? "-" : "") + padded[..<split] + "." + padded[split...]
}

private func pow10(_ places: Int) -> Double {
    (0..<places).reduce(1) { result, _ in result * 10 }
}

/// The thumb's column on a track `width` cells wide: the columns before it are the done part.
func sliderThumbColumn(fraction: Double, width: Int) -> Int {
    guard width > 0 else { return 0 }
    return Int((fraction * Double(width - 1)).rounded())
}

/// A slider's colours: the done part and the thumb in the progress fill (`bgPrimary`;
/// `bgLineHeavy` disabled), the rest in the progress track (`bgLine`, `bgLineHeavy` where that
/// keeps less than 3:1 on the page), the value in `fg`.
struct SliderColors: Hashable {
    var filled: ColorToken
    var track: ColorToken
    var thumb: ColorToken
    var value: ColorToken
}

func sliderColors(isEnabled: Bool, theme: ResolvedTheme, depth: ColorDepth) -> SliderColors {
    let progress = progressColors(isEnabled: isEnabled)
    let fill = theme.contrasting(progress.fill, on: .bg, at: depth, fallbacks: [.fgPrimary, .fg])
    return SliderColors(
        filled: fill, track: theme.contrasting(progress.track, on: .bg, at: depth, fallbacks: [.bgLineHeavy]),
        thumb: fill, value: .fg)
}

/// How a slider looks: the title, the track, the value, in the house focus ring.
struct SliderRow: View, ResolvesInline {
    let title: String
    let fraction: Double
    let valueText: String
    let track: SliderTrackGeometry

    @HotEnvironment private var environment
    private var isFocused: Bool { environment.isFocused }
    private var isEnabled: Bool { environment.isEnabled }
    private var asciiOnly: Bool { environment.asciiOnly }
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }

    var body: some View {
        let focused = isFocused && isEnabled
        let colors = sliderColors(isEnabled: isEnabled, theme: theme, depth: depth)
        return HStack(spacing: 1) {
            Text(title).focusCue(focused)
            SliderTrack(
                fraction: fraction, geometry: track, asciiOnly: asciiOnly,
                filled: CellStyle(foreground: theme.color(colors.filled)),
                rest: CellStyle(foreground: theme.color(colors.track)),
                thumb: CellStyle(foreground: theme.color(colors.thumb), attributes: focused ? .bold : [])
            )
            .frame(minWidth: 5, idealWidth: 20, maxWidth: .infinity)
            Text(valueText).foregroundColor(colors.value)
        }
        .focusRing(focused, on: theme.color(.bg), ink: .fg)
        .controlSurface(.unfilled(isEnabled: isEnabled, theme: theme, depth: depth))
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// The track itself: as wide as it is given, one row.
struct SliderTrack: View {
    /// Built in: the renderer draws it directly, so it has no body.
    typealias Body = Never
    let fraction: Double
    let geometry: SliderTrackGeometry
    let asciiOnly: Bool
    let filled: CellStyle
    let rest: CellStyle
    let thumb: CellStyle
}

extension SliderTrack: PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(SliderTrackNode(track: self))
    }
}

final class SliderTrackNode: LayoutNode {
    private let track: SliderTrack

    init(track: SliderTrack) {
        self.track = track
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: min(proposal.width ?? 20, ProposedSize.unbounded), height: 1)
    }

    override func placeChildren(in rect: Rect, proposal: ProposedSize, visible: Rect) {
        track.geometry.x = rect.x
        track.geometry.width = rect.width
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        let thumbColumn = sliderThumbColumn(fraction: track.fraction, width: frame.width)
        for column in 0..<frame.width {
            let point = Point(x: frame.x + column, y: frame.y)
            let glyph: Character, base: CellStyle
            if column == thumbColumn {
                (glyph, base) = (track.asciiOnly ? "O" : "●", track.thumb)
            } else if column < thumbColumn {
                (glyph, base) = (track.asciiOnly ? "=" : "━", track.filled)
            } else {
                (glyph, base) = (track.asciiOnly ? "-" : "─", track.rest)
            }
            var style = base
            style.background = buffer[point.x, point.y].style.background
            buffer.put(glyph, at: point, style: style, clip: clip)
        }
    }
}
