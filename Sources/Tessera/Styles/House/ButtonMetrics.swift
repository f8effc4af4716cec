/// The size of a house button: what ``buttonMetrics(size:density:spacing:)`` returns.
public struct ButtonMetrics: Hashable, Sendable {
    /// Rows the button takes with a one-line label.
    public var height: Int
    /// Columns on each side of the label. Always at least 1: the focus ring of a one-row button
    /// is drawn there, and the border of a three-row one.
    public var horizontalPadding: Int
    /// Rows above and below the label (`(height - 1) / 2`).
    public var verticalPadding: Int { max(0, (height - 1) / 2) }

    /// Creates button metrics.
    public init(height: Int, horizontalPadding: Int) {
        self.height = height
        self.horizontalPadding = horizontalPadding
    }
}

/// The metrics of a house button of `size` at `density`, with padding taken from the theme's
/// spacing scale:
///
/// | size | compact | regular | spacious |
/// | --- | --- | --- | --- |
/// | small | 1 row, step 1 | 1 row, step 2 | 1 row, step 3 |
/// | medium | 1 row, step 2 | 3 rows, step 3 | 3 rows, step 4 |
/// | large | 3 rows, step 3 | 3 rows, step 4 | 5 rows, step 5 |
///
/// With the default scale (`[0, 1, 2, 3, 4, 6, 8]`) steps 1–5 are 1, 2, 3, 4 and 6 columns.
/// Density never truncates a label: only padding and rows change. The plain variant ignores size
/// and density (one row, two columns each side).
public func buttonMetrics(
    size: ControlSize, density: Density,
    spacing: SpacingScale = Theme.default.spacing
) -> ButtonMetrics {
    let shift =
        switch density {
        case .compact: -1
        case .regular: 0
        case .spacious: 1
        }
    let step: Int
    let heights: (compact: Int, regular: Int, spacious: Int)
    switch size {
    case .small: (step, heights) = (2, (1, 1, 1))
    case .medium: (step, heights) = (3, (1, 3, 3))
    case .large: (step, heights) = (4, (3, 3, 5))
    }
    let height =
        switch density {
        case .compact: heights.compact
        case .regular: heights.regular
        case .spacious: heights.spacious
        }
    return ButtonMetrics(height: height, horizontalPadding: max(1, spacing[step + shift]))
}

/// The plain house button's metrics: one row, two columns each side, the focus ring's character
/// and a space (`▸ Save ◂`), so the ring sits the same way as on toggles and checkboxes.
let plainButtonMetrics = ButtonMetrics(height: 1, horizontalPadding: focusRingInset)
