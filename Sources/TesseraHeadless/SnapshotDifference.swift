import TesseraCore

/// How a rendered snapshot differs from its reference, in words a person can act on: a line diff
/// of the text, or — when the text is the same — the first cell whose style differs.
public struct SnapshotDifference: Sendable, CustomStringConvertible {
    /// A unified line diff of the text forms (empty when only styles differ).
    public let lineDiff: String
    /// When the text is identical: the first cell whose style differs, with both styles.
    public let styleNote: String?

    /// Compares a reference with the actual render, both in `format`. `nil` when they are equal.
    public static func between(reference: String, actual: String, format: SnapshotFormat) -> SnapshotDifference? {
        guard reference != actual else { return nil }
        let expectedCells = SnapshotCells(parsing: reference, format: format)
        let actualCells = SnapshotCells(parsing: actual, format: format)
        let diff = LineDiff.unified(expected: expectedCells.lines, actual: actualCells.lines)
        if !diff.isEmpty { return SnapshotDifference(lineDiff: diff, styleNote: nil) }
        if let cell = expectedCells.firstStyleDifference(from: actualCells) {
            return SnapshotDifference(
                lineDiff: "",
                styleNote: "only styles differ: first at column \(cell.column), row \(cell.row): "
                    + "expected \(cell.expected), got \(cell.actual)")
        }
        return SnapshotDifference(lineDiff: "", styleNote: "the text and styles read the same, but the bytes differ")
    }

    /// The style note when only styles differ, otherwise the line diff.
    public var description: String { styleNote ?? lineDiff }
}

/// The text and (where the format has them) styles of a snapshot, cell by cell.
struct SnapshotCells {
    var lines: [String]
    /// Styles per row per column, when known (ANSI); empty for plain text and SVG.
    var styles: [[String]]

    init(parsing snapshot: String, format: SnapshotFormat) {
        switch format {
        case .ansi:
            (lines, styles) = ANSIReader.read(snapshot)
        case .svg:
            lines = SVGTextReader.lines(snapshot)
            styles = []
        case .text:
            lines = snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            styles = []
        }
    }

    func firstStyleDifference(from other: SnapshotCells) -> (row: Int, column: Int, expected: String, actual: String)? {
        for (row, (mine, theirs)) in zip(styles, other.styles).enumerated() {
            for (column, (a, b)) in zip(mine, theirs).enumerated() where a != b {
                return (row, column, a, b)
            }
        }
        return nil
    }
}
