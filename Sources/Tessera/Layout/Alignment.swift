/// Where content sits across a stack's axis, or inside a larger frame.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
}

public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
}

/// A two-dimensional alignment for frames, overlays and `ZStack`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
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
