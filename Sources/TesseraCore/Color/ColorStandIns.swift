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
        let lab = OKLab(self)
        let family = ColorFamily(lab)
        let keepsMeaning = indices.filter { index in
            switch (family, Self.paletteFamily[Int(index)]) {
            case (_, .neutral): true
            case (.neutral, .chromatic): false
            case (.chromatic, .chromatic): OKLab.hueDistance(lab, Self.paletteLab[Int(index)]) <= 75
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
}
