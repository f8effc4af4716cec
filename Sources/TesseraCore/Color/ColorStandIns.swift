import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

extension RGB {
    /// The colours a target of `depth` can show in place of this one without changing what it
    /// means, best first: the one ``Color/degraded(to:)`` picks when it keeps the meaning, then the
    /// others nearest first (OKLab distance, ties to the lower index).
    ///
    /// For a caller that needs more than nearness (a foreground that must stand out from its
    /// background) and takes the first that will do. So that the stand-in keeps the meaning, a
    /// near-neutral colour (see ``ColorFamily``) is offered only neutral ones, and a hued colour
    /// only hues within 75° of its own (OKLab hue: red may become orange or yellow, never green,
    /// blue or magenta) and neutral ones. Truecolor offers the colour itself, monochrome `.default`.
    public func standIns(at depth: ColorDepth) -> [Color] {
        let indices: ClosedRange<UInt8>
        switch depth {
        case .truecolor: return [.rgb(self)]
        case .monochrome: return [.default]
        case .c256: indices = 16...255
        case .c16: indices = 0...15
        case .c8: indices = 0...7
        }
        let key = StandInsKey(color: self, depth: depth)
        if let known = Self.knownStandIns.withLock({ $0[key] }) { return known }
        let standIns = computeStandIns(at: depth, among: indices)
        Self.knownStandIns.withLock { known in
            // A list at 256 colours is up to 240 colours (4 KB): enough for a theme's tokens and
            // their blends at one depth, and no more.
            if known.count >= 128 { known.removeAll() }
            known[key] = standIns
        }
        return standIns
    }

    private struct StandInsKey: Hashable {
        let color: RGB
        let depth: ColorDepth
    }

    /// The stand-ins of the colours asked for lately: choosing a theme's colours for a shallow
    /// depth asks for the same tokens' stand-ins again and again, each a filter and a sort of the
    /// palette.
    private static let knownStandIns = Mutex<[StandInsKey: [Color]]>([:])

    /// The stand-ins at `depth` (256, 16 or 8 colours), whose palette entries are `indices`.
    private func computeStandIns(at depth: ColorDepth, among indices: ClosedRange<UInt8>) -> [Color] {
        let (lab, hue) = OKLabMemo.lab(self)
        let family = ColorFamily(lab)
        let keepsMeaning = indices.filter { index in
            switch (family, Self.paletteFamily[Int(index)]) {
            case (_, .neutral): true
            case (.neutral, .chromatic): false
            case (.chromatic, .chromatic): OKLab.hueDistance(hue, Self.paletteHue[Int(index)]) <= 75
            }
        }
        let color = { (index: UInt8) in depth == .c256 ? Color.palette(index) : Color.ansi(index) }
        let nearest = Color.rgb(self).degraded(to: depth)
        let others =
            keepsMeaning
            .map { (index: $0, distance: lab.squaredDistance(to: Self.paletteLab[Int($0)])) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .map { color($0.index) }
        return others.contains(nearest) ? [nearest] + others.filter { $0 != nearest } : others
    }

    /// Every palette entry in OKLab, by index.
    private static let paletteLab: [OKLab] = (0...255).map { OKLab(XTermPalette.rgb(forIndex: UInt8($0))) }
    /// The family of every palette entry, by index.
    private static let paletteFamily: [ColorFamily] = paletteLab.map(ColorFamily.init)
    /// The hue angle of every palette entry, `atan2(b, a)` in radians, by index.
    private static let paletteHue: [Double] = paletteLab.map { atan2($0.b, $0.a) }
}
