/// Neutral or chromatic: the family a colour keeps when it is degraded to 16 or 8 colours.
///
/// The ANSI palette has so few colours that the plain nearest one can change what a colour means:
/// a blue-grey muted text is nearer xterm's red than its grey at 8 colours, and a dark green is
/// nearer grey than green at 16. Choosing within the family keeps greys grey and hues hued.
enum ColorFamily {
    case neutral
    case chromatic

    /// Near-neutral when OKLab chroma is small; very dark colours need more chroma to count as
    /// hued, since a terminal cannot show a dark tint at all.
    init(_ lab: OKLab) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        let threshold = lab.lightness < 0.3 ? 0.09 : 0.05
        self = chroma < threshold ? .neutral : .chromatic
    }

    /// The nearest ANSI colour of the same family, among the first `count` (16 or 8).
    static func nearestANSI(to rgb: RGB, among count: Int) -> UInt8 {
        let lab = OKLab(rgb)
        switch (ColorFamily(lab), count) {
        case (.neutral, 16): return neutral16.nearestIndex(to: lab)
        case (.neutral, _): return neutral8.nearestIndex(to: lab)
        case (.chromatic, 16): return chromatic16.nearestIndex(to: lab)
        case (.chromatic, _): return chromatic8.nearestIndex(to: lab)
        }
    }

    /// The ANSI colour among the first `count` farthest (in OKLab) from ANSI colour `index`.
    static func farthestANSI(from index: UInt8, among count: Int) -> UInt8 {
        let origin = OKLab(XTermPalette.rgb(forIndex: index))
        let candidates = (0..<UInt8(count)).filter { $0 != index }
        return candidates.max {
            origin.squaredDistance(to: OKLab(XTermPalette.rgb(forIndex: $0)))
                < origin.squaredDistance(to: OKLab(XTermPalette.rgb(forIndex: $1)))
        } ?? 0
    }

    /// Black, grey, white and bright white.
    private static let neutral16 = NearestColorSearch(indices: [0, 7, 8, 15])
    /// Black and white.
    private static let neutral8 = NearestColorSearch(indices: [0, 7])
    /// The twelve hues, normal and bright.
    private static let chromatic16 = NearestColorSearch(indices: [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14])
    /// The six normal hues.
    private static let chromatic8 = NearestColorSearch(indices: [1, 2, 3, 4, 5, 6])
}
