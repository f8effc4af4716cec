/// How a house progress bar of one size is drawn: its height and the characters of its fill and
/// track. Returned by ``progressMetrics(size:)``.
public struct ProgressMetrics: Hashable, Sendable {
    /// Height in rows.
    public let rows: Int
    /// How many steps one cell is divided into (8 for eighth blocks, 2 for half lines).
    public let steps: Int
    /// A cell that is completely done.
    public let fill: Character
    /// The partly done cell: `partials[n - 1]` shows `n` of `steps` steps.
    public let partials: [Character]
    /// The track glyph where colour shows it (256 colours and up), in the track colour; `nil`
    /// when the track is painted as a background instead.
    public let trackGlyph: Character?
    /// The track glyph in 16 and 8 colours and in monochrome, where a painted track would vanish.
    public let plainTrack: Character
    /// The width asked for when no width is offered.
    public let idealWidth: Int

    /// The ASCII form, for terminals without UTF-8: whole cells only.
    var asciiFallback: ProgressMetrics {
        ProgressMetrics(
            rows: rows, steps: 1, fill: "#", partials: [],
            trackGlyph: ".", plainTrack: ".", idealWidth: idealWidth)
    }

    /// How many cells of a `width`-cell row are full, the steps shown by the partly done cell
    /// after them (0 for none), and how many cells are left for the track. Rounds down, so a
    /// bar looks complete only when the work is.
    public func row(fraction: Double, width: Int) -> (full: Int, partialSteps: Int, empty: Int) {
        let width = max(0, width)
        // A hair over the exact product, so 0.29 of 100 steps is 29 and not 28.999….
        let steps = min(width * self.steps, Int(clampedFraction(fraction) * Double(width * self.steps) + 1e-9))
        let full = steps / self.steps
        let partial = steps % self.steps
        return (full, partial, width - full - (partial > 0 ? 1 : 0))
    }
}

/// The height and glyphs of a house progress bar: s is a thin line with half-cell steps,
/// m one row and l two rows of eighth blocks (`▏▎▍▌▋▊▉█`).
public func progressMetrics(size: ProgressBarSize) -> ProgressMetrics {
    let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    switch size {
    case .s:
        return ProgressMetrics(
            rows: 1, steps: 2, fill: "━", partials: ["╸"], trackGlyph: "━", plainTrack: "╌",
            idealWidth: 20)
    case .m:
        return ProgressMetrics(
            rows: 1, steps: 8, fill: "█", partials: eighths, trackGlyph: nil, plainTrack: "░",
            idealWidth: 20)
    case .l:
        return ProgressMetrics(
            rows: 2, steps: 8, fill: "█", partials: eighths, trackGlyph: nil, plainTrack: "░",
            idealWidth: 20)
    }
}
