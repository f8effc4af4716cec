/// A layout direction.
public enum Axis: Hashable, Sendable {
    /// Along a row: columns, left to right.
    case horizontal
    /// Down a column: rows, top to bottom.
    case vertical
}

extension Axis {
    /// The other axis: the one a stack along `self` aligns its children across.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
