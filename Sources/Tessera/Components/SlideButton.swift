/// A confirmation the user has to mean: a track with a thumb that is dragged with the mouse, or
/// advanced with → (10% a press, ← goes back), and that confirms once it reaches 70%. The action
/// runs exactly once; the button then shows its completed state and takes no more input (give it
/// a new `.id` to start again).
///
/// ```swift
/// SlideButton("Slide to send", completedTitle: "Sent") { wallet.send(payment) }
/// ```
///
/// A drag that is let go before 70% springs back. The track takes the full width offered.
public struct SlideButton: View {
    let title: String
    let completedTitle: String
    let action: () -> Void

    @State private var state = SlideState()
    @Environment(\.density) private var density

    /// - Parameters:
    ///   - title: the label on the track (also the accessibility label).
    ///   - completedTitle: the label once confirmed.
    ///   - action: what confirming does.
    public init(_ title: String, completedTitle: String = "Done", action: @escaping () -> Void) {
        self.title = title
        self.completedTitle = completedTitle
        self.action = action
    }

    /// The track and thumb, focusable, moved by → and ← and by dragging.
    public var body: some View {
        let state = $state, action = self.action
        let metrics = slideButtonMetrics(density: density)
        SlideTrack(
            title: title, completedTitle: completedTitle, progress: state.wrappedValue.progress,
            isComplete: state.wrappedValue.isComplete
        )
        .focusable(handlingPointer: { event, frame in
            var next = state.wrappedValue
            let completes = next.handle(event, travel: frame.width - metrics.thumbWidth - 2 * metrics.ringInset)
            state.wrappedValue = next
            if completes { action() }
            return true
        })
        .onKeyPress { press in
            var next = state.wrappedValue
            let step = press.key == .right ? slideKeyStep : (press.key == .left ? -slideKeyStep : 0)
            guard step != 0, !next.isComplete else { return false }
            let completes = next.advance(by: step)
            state.wrappedValue = next
            if completes { action() }
            return true
        }
        .accessibilityLabel(state.wrappedValue.isComplete ? completedTitle : title)
    }
}

/// How far the thumb has gone, in percent, at which letting go confirms.
let slideCompletionThreshold = 70
/// How far one → press moves the thumb, in percent.
let slideKeyStep = 10

/// A slide button's progress and drag, and how input changes them.
struct SlideState: Hashable {
    /// How far the thumb is along the track, 0–100.
    var progress = 0
    /// Whether the slide was confirmed (the action has run).
    var isComplete = false
    /// The pointer's column when the current drag began, if one is under way.
    var dragColumn: Int?
    /// The progress when the current drag began.
    var dragStartProgress = 0

    /// Moves the thumb by `percent` (keyboard); true when this confirms the slide.
    mutating func advance(by percent: Int) -> Bool {
        guard !isComplete else { return false }
        progress = min(100, max(0, progress + percent))
        return completeIfPastThreshold()
    }

    /// Follows the mouse: a press starts a drag, moves drag the thumb along `travel` columns, and
    /// the release confirms at 70% or springs back. True when this confirms the slide.
    mutating func handle(_ event: MouseEvent, travel: Int) -> Bool {
        guard !isComplete else { return false }
        switch event.kind {
        case .press(.left):
            dragColumn = event.position.x
            dragStartProgress = progress
        case .move:
            guard let start = dragColumn else { return false }
            let moved = (event.position.x - start) * 100 / max(1, travel)
            progress = min(100, max(0, dragStartProgress + moved))
        case .release(.left):
            guard dragColumn != nil else { return false }
            dragColumn = nil
            if completeIfPastThreshold() { return true }
            progress = 0
        default:
            break
        }
        return false
    }

    private mutating func completeIfPastThreshold() -> Bool {
        guard progress >= slideCompletionThreshold else { return false }
        progress = 100
        isComplete = true
        dragColumn = nil
        return true
    }
}

/// A slide button's colours.
struct SlideButtonColors: Hashable {
    /// The track ahead of the thumb.
    var track: ColorToken
    /// The track behind the thumb, and the thumb.
    var fill: ColorToken
    /// The thumb's arrow or check.
    var thumbGlyph: ColorToken
    /// The label over the bare track.
    var label: ColorToken
    /// The label over the filled track.
    var labelOnFill: ColorToken
}

/// The track is `bgSecondary` with its label in `fgMuted`; the thumb and the track it has passed
/// fill with `bgPrimary`, and anything on that fill (the thumb's arrow, the completed label) is
/// `fgInverse`, as on a primary button.
func slideButtonColors() -> SlideButtonColors {
    SlideButtonColors(
        track: .bgSecondary, fill: .bgPrimary, thumbGlyph: .fgInverse, label: .fgMuted,
        labelOnFill: .fgInverse)
}

/// A slide button's size: the track's rows, the thumb's columns, and the columns kept either side
/// of a one-row track for the focus ring's characters and a space (a three-row track's ring is
/// drawn over its edge).
struct SlideButtonMetrics: Hashable {
    var rows: Int
    var thumbWidth: Int
    var ringInset: Int
}

/// Compact: one row, with room for the ring beside it; otherwise three rows.
func slideButtonMetrics(density: Density) -> SlideButtonMetrics {
    density == .compact
        ? SlideButtonMetrics(rows: 1, thumbWidth: 3, ringInset: focusRingInset)
        : SlideButtonMetrics(rows: 3, thumbWidth: 3, ringInset: 0)
}
