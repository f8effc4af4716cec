import Observation

/// Short messages that show one after another at the bottom of a view for a few seconds each:
/// `✓ Saved`. A toast never takes focus or input; those queued behind it wait their turn.
///
/// ```swift
/// @State private var toasts = ToastQueue()
///
/// var body: some View {
///     Form()
///         .toasts(toasts)
///     // …
///     Button("Save") { save(); toasts.show("Saved", kind: .positive) }
/// }
/// ```
@Observable
public final class ToastQueue {
    /// A toast's purpose, shown by its mark.
    public enum Kind: Hashable, Sendable {
        /// News: no mark.
        case info
        /// Something worked: `✓` in `fgPositive`.
        case positive
        /// Something failed: `✕` in `fgNegative`.
        case negative
    }

    struct Entry: Hashable {
        let id: Int
        let message: String
        let kind: Kind
        let duration: Duration
        let queuedAt: ContinuousClock.Instant
    }

    private(set) var entries: [Entry] = []
    private var nextID = 0

    /// An empty queue.
    public init() {}

    /// Queues `message` to show for `seconds` once the toasts before it have gone.
    public func show(_ message: String, kind: Kind = .info, seconds: Double = 3) {
        let now = ContinuousClock.now
        entries = toastSchedule(entries, at: now).pending
        entries.append(
            Entry(
                id: nextID, message: message, kind: kind,
                duration: .milliseconds(Int(max(0.5, seconds) * 1000)), queuedAt: now))
        nextID += 1
    }

    /// The toast showing at `now`, if any.
    func current(at now: ContinuousClock.Instant) -> Entry? { toastSchedule(entries, at: now).showing }
}

/// Which of `entries` shows at `now`, and which are still to finish: each toast starts when it
/// was queued or when the one before it ends, whichever is later, and shows for its duration.
func toastSchedule(_ entries: [ToastQueue.Entry], at now: ContinuousClock.Instant)
    -> (showing: ToastQueue.Entry?, pending: [ToastQueue.Entry])
{
    var free: ContinuousClock.Instant?
    var showing: ToastQueue.Entry?
    var pending: [ToastQueue.Entry] = []
    for entry in entries {
        let start = free.map { max($0, entry.queuedAt) } ?? entry.queuedAt
        let end = start + entry.duration
        free = end
        guard end > now else { continue }
        pending.append(entry)
        if showing == nil, start <= now { showing = entry }
    }
    return (showing, pending)
}

extension View {
    /// Shows the toasts of `queue` over the bottom of this view, one at a time.
    public consuming func toasts(_ queue: ToastQueue) -> some View {
        overlay(alignment: .bottom) { ToastHost(queue: queue) }
    }
}

/// Watches the queue: while any toast is pending, a beat four times a second takes the expired
/// ones off the screen; with none, nothing ticks.
@usableFromInline
struct ToastHost: View {
    let queue: ToastQueue

    @usableFromInline var body: some View {
        if !queue.entries.isEmpty {
            let queue = self.queue
            TimelineView(interval: 250) { _ in
                if let toast = queue.current(at: .now) { ToastBubble(message: toast.message, kind: toast.kind) }
            }
        }
    }
}

/// A toast's colours and mark: the scheme inverted, as a tooltip's (`bgInverse`, `fgInverse`), and
/// a mark in the status colour that shows on it.
func toastColors(_ kind: ToastQueue.Kind) -> (fill: ColorToken, text: ColorToken, mark: ColorToken?) {
    switch kind {
    case .info: (.bgInverse, .fgInverse, nil)
    case .positive: (.bgInverse, .fgInverse, .fgPositive)
    case .negative: (.bgInverse, .fgInverse, .fgNegative)
    }
}

/// One toast: its mark and message, padded, on the inverted fill (reverse video without colour).
struct ToastBubble: View {
    let message: String
    let kind: ToastQueue.Kind

    @HotEnvironment private var environment
    private var theme: ResolvedTheme { environment.resolvedTheme }
    private var depth: ColorDepth { environment.colorDepth }
    private var asciiOnly: Bool { environment.asciiOnly }

    var body: some View {
        let colors = toastColors(kind)
        let mark: String? =
            switch kind {
            case .info: nil
            case .positive: asciiOnly ? "v" : "✓"
            case .negative: asciiOnly ? "x" : "✕"
            }
        HStack(spacing: 1) {
            if let mark, let token = colors.mark {
                Text(mark).foregroundColor(theme.contrasting(token, on: colors.fill, at: depth, fallbacks: [colors.text])).bold()
            }
            Text(message).foregroundColor(colors.text)
        }
        .padding(.horizontal, 1)
        .background(colors.fill)
        .surface(attributes: depth.showsFills ? [] : .reverse)
        .fixedSize()
    }
}
