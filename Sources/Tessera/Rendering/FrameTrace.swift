/// What the last frame cost: the time spent evaluating bodies and laying out and drawing, and
/// how many bodies it evaluated. A frame in which nothing changed is reused and costs nothing.
package struct FrameTrace: Sendable {
    /// Microseconds spent turning the view tree into layout nodes (bodies, styles, environment).
    package var resolveMicroseconds = 0
    /// Microseconds spent measuring, placing and drawing those nodes into cells.
    package var layoutAndDrawMicroseconds = 0
    /// User-written bodies (views that are not built in) evaluated.
    package var bodies = 0
    /// The rows drawn again over the last frame, or `nil` when the whole screen was drawn.
    package var drawnRows: Int?
    /// True when the frame was the last one, unchanged.
    package var reused = false

    /// A duration in whole microseconds.
    package static func microseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds) * 1_000_000 + Int(duration.components.attoseconds / 1_000_000_000_000)
    }
}
