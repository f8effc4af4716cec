import Synchronization

/// Finds, among a fixed set of xterm palette entries, the one nearest a colour in OKLab.
///
/// The answer is exactly that of comparing against every entry (ties go to the lowest index), but
/// a query looks at only a few entries: OKLab space is cut into a grid, and each grid cell lists
/// the entries that can be nearest to some point inside it. An entry can only be nearest to a point
/// in a cell if its distance to the cell is at most the smallest "farthest distance" of any entry
/// to that cell. A cell's list is built the first time a query falls in it: a frame's colours
/// touch a few dozen of the 4,096 cells, and building them all cost milliseconds at start-up.
final class NearestColorSearch: Sendable {
    /// The palette indices searched, ascending.
    private let indices: [UInt8]
    /// The OKLab value of each entry of `indices`.
    private let points: [OKLab]
    /// Each grid cell's candidates (positions into `points`, ascending), once a query needed it.
    private let cells: Mutex<[[UInt8]?]>

    /// Grid cells along each axis.
    private static let divisions = 16
    /// The grid's lower corner and size; they hold the OKLab image of every sRGB colour
    /// (L 0…1, a −0.234…0.277, b −0.312…0.199) with a margin.
    private static let origin = OKLab(lightness: -0.001, a: -0.25, b: -0.33)
    private static let extent = OKLab(lightness: 1.002, a: 0.54, b: 0.54)

    /// Prepares a search over the given palette indices.
    init(indices: some Sequence<UInt8>) {
        let indices = Array(Set(indices)).sorted()
        self.indices = indices
        self.points = indices.map { OKLab(XTermPalette.rgb(forIndex: $0)) }
        let count = Self.divisions
        self.cells = Mutex(Array(repeating: nil, count: count * count * count))
    }

    /// The palette index nearest `rgb`.
    func nearestIndex(to rgb: RGB) -> UInt8 { nearestIndex(to: OKLab(rgb)) }

    /// The palette index nearest `lab`.
    func nearestIndex(to lab: OKLab) -> UInt8 {
        guard let cell = Self.cell(containing: lab) else { return nearestIndexExhaustively(to: lab) }
        let nearby = cells.withLock { cells in
            if let known = cells[cell] { return known }
            let built = self.candidates(inCell: cell)
            cells[cell] = built
            return built
        }
        var best = 0
        var bestDistance = Double.infinity
        for position in nearby {
            let distance = points[Int(position)].squaredDistance(to: lab)
            if distance < bestDistance {
                best = Int(position)
                bestDistance = distance
            }
        }
        return indices[best]
    }

    /// The entries that can be nearest to some point of grid cell `cell`.
    private func candidates(inCell cell: Int) -> [UInt8] {
        let count = Self.divisions
        let (low, high) = Self.bounds(ofCell: (cell / (count * count), cell / count % count, cell % count))
        let bound = points.map { Self.farthestSquaredDistance(from: $0, low, high) }.min() ?? 0
        let limit = bound * (1 + 1e-9) + 1e-12
        return points.indices.filter { Self.nearestSquaredDistance(from: points[$0], low, high) <= limit }.map { UInt8($0) }
    }

    /// The palette index nearest `lab`, comparing against every entry (the reference answer).
    func nearestIndexExhaustively(to lab: OKLab) -> UInt8 {
        var best = 0
        var bestDistance = Double.infinity
        for (position, point) in points.enumerated() {
            let distance = point.squaredDistance(to: lab)
            if distance < bestDistance {
                best = position
                bestDistance = distance
            }
        }
        return indices[best]
    }

    /// The flat number of the grid cell holding `lab`, or nil outside the grid (or for NaN).
    private static func cell(containing lab: OKLab) -> Int? {
        let scale = Double(divisions)
        let lightness = (lab.lightness - origin.lightness) / extent.lightness * scale
        let a = (lab.a - origin.a) / extent.a * scale
        let b = (lab.b - origin.b) / extent.b * scale
        guard lightness >= 0, lightness < scale, a >= 0, a < scale, b >= 0, b < scale else { return nil }
        return (Int(lightness) * divisions + Int(a)) * divisions + Int(b)
    }

    /// The lower and upper corners of a grid cell.
    private static func bounds(ofCell cell: (Int, Int, Int)) -> (low: OKLab, high: OKLab) {
        let scale = Double(divisions)
        func corner(_ offset: Int) -> OKLab {
            OKLab(
                lightness: origin.lightness + extent.lightness * Double(cell.0 + offset) / scale,
                a: origin.a + extent.a * Double(cell.1 + offset) / scale,
                b: origin.b + extent.b * Double(cell.2 + offset) / scale)
        }
        return (corner(0), corner(1))
    }

    /// The squared distance from `point` to the nearest point of the box `low…high`.
    private static func nearestSquaredDistance(from point: OKLab, _ low: OKLab, _ high: OKLab) -> Double {
        func gap(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
            max(lower - value, 0, value - upper)
        }
        return squaredLength(
            gap(point.lightness, low.lightness, high.lightness),
            gap(point.a, low.a, high.a), gap(point.b, low.b, high.b))
    }

    /// The squared distance from `point` to the farthest point of the box `low…high`.
    private static func farthestSquaredDistance(from point: OKLab, _ low: OKLab, _ high: OKLab) -> Double {
        func reach(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
            max(value - lower, upper - value)
        }
        return squaredLength(
            reach(point.lightness, low.lightness, high.lightness),
            reach(point.a, low.a, high.a), reach(point.b, low.b, high.b))
    }

    private static func squaredLength(_ x: Double, _ y: Double, _ z: Double) -> Double { x * x + y * y + z * z }
}

extension NearestColorSearch {
    /// The 240 palette entries terminals leave alone (16–255): where RGB goes at 256 colours.
    static let palette240 = NearestColorSearch(indices: 16...255)
    /// The 16 ANSI colours at xterm's default values: where any colour goes at 16 colours.
    static let ansi16 = NearestColorSearch(indices: 0...15)
    /// The 8 normal ANSI colours: where any colour goes at 8 colours.
    static let ansi8 = NearestColorSearch(indices: 0...7)
}
