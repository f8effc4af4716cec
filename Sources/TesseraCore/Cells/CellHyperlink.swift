/// A run of cells on one row that leads to a destination: where the terminal supports it, the
/// presenter writes the run inside an OSC 8 hyperlink, so the text is clickable.
public struct CellHyperlink: Hashable, Sendable {
    /// The row of the run.
    public var row: Int
    /// The columns of the run.
    public var columns: Range<Int>
    /// Where it leads (a URL), as the view gave it.
    public var destination: String

    /// A run of `columns` on `row` leading to `destination`.
    public init(row: Int, columns: Range<Int>, destination: String) {
        self.row = row
        self.columns = columns
        self.destination = destination
    }
}

extension CellBuffer {
    /// Makes the cells of `area` (clipped to the buffer) lead to `destination`, one run a row,
    /// replacing any hyperlink they were part of.
    public mutating func addHyperlink(_ destination: String, in area: Rect) {
        let area = area.intersection(bounds)
        guard !area.isEmpty, !destination.isEmpty else { return }
        removeHyperlinks(in: area)
        for y in area.y..<area.maxY {
            hyperlinks.append(CellHyperlink(row: y, columns: area.x..<area.maxX, destination: destination))
        }
        sortHyperlinks()
    }

    /// Keeps the runs in reading order (row, then column), so two buffers with the same links
    /// are equal however they were drawn (a whole frame, or its damaged rows over the last one).
    mutating func sortHyperlinks() {
        hyperlinks.sort { ($0.row, $0.columns.lowerBound) < ($1.row, $1.columns.lowerBound) }
    }

    /// Takes the cells of `area` out of every hyperlink: a run it cuts keeps what lies outside.
    mutating func removeHyperlinks(in area: Rect) {
        let rows = area.y..<area.maxY, columns = area.x..<area.maxX
        guard hyperlinks.contains(where: { rows.contains($0.row) && $0.columns.overlaps(columns) }) else { return }
        hyperlinks = hyperlinks.flatMap { link -> [CellHyperlink] in
            guard rows.contains(link.row), link.columns.overlaps(columns) else { return [link] }
            var kept: [CellHyperlink] = []
            if link.columns.lowerBound < columns.lowerBound {
                kept.append(
                    CellHyperlink(
                        row: link.row, columns: link.columns.lowerBound..<columns.lowerBound,
                        destination: link.destination))
            }
            if link.columns.upperBound > columns.upperBound {
                kept.append(
                    CellHyperlink(
                        row: link.row, columns: columns.upperBound..<link.columns.upperBound,
                        destination: link.destination))
            }
            return kept
        }
    }
}
