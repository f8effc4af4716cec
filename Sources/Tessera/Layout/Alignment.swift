/// Where content sits across a stack's axis, or inside a larger frame.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the left edge, centred (an odd cell left over goes on the right), or against the
    /// right edge.
    case leading, center, trailing
}

/// Where content sits vertically: across an `HStack`'s row, or inside a taller frame.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top edge, centred (an odd row left over goes below), or against the bottom edge.
    case top, center, bottom
}

/// A two-dimensional alignment for frames, overlays and `ZStack`.
public struct Alignment: Hashable, Sendable {
    /// Where the content sits across the width.
    public var horizontal: HorizontalAlignment
    /// Where the content sits down the height.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Against the left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Against the right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Against the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Against the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The offset that puts `length` inside `available` with an alignment (0 = start).
enum AlignmentPosition {
    case start, center, end

    init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        }
    }

    init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        }
    }

    func offset(of length: Int, in available: Int) -> Int {
        switch self {
        case .start: 0
        case .center: max(0, (available - length) / 2)
        case .end: max(0, available - length)
        }
    }
}
