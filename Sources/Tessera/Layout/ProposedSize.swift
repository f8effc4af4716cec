/// The space a parent offers a child. `nil` on an axis asks for the child's ideal length.
struct ProposedSize: Hashable {
    var width: Int?
    var height: Int?

    /// The ideal-size proposal.
    static let unspecified = ProposedSize(width: nil, height: nil)
    /// The largest length ever proposed; "as much as you like" without overflow.
    static let unbounded = 1 << 24

    func replacing(_ axis: Axis, with length: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: length, height: height) : ProposedSize(width: width, height: length)
    }

    subscript(axis: Axis) -> Int? { axis == .horizontal ? width : height }
}

/// A size in whole cells.
struct CellSize: Hashable {
    var width: Int
    var height: Int

    static let zero = CellSize(width: 0, height: 0)

    subscript(axis: Axis) -> Int { axis == .horizontal ? width : height }

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    init(_ axis: Axis, along: Int, across: Int) {
        self = axis == .horizontal ? CellSize(width: along, height: across) : CellSize(width: across, height: along)
    }
}

extension Int {
    /// An unlimited length for `frame(maxWidth: .infinity)`.
    public static var infinity: Int { .max }
}
