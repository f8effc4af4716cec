/// How much contrast a colour depth's palette can give a hue, for a theme whose level asks more
/// than that palette has.
///
/// xterm's 16 colours have no red at 7:1 on white (#cd0000 is 5.84:1) nor on black (#ff0000,
/// 5.25:1), and no ink reaches 7:1 on any of its reds; its 8 colours have no red at 4.5:1 on
/// black. An AAA theme's error text at those depths can keep its hue at the most the palette gives
/// it, or lose the hue; Tessera keeps the hue, and holds it to that most
/// (``ContrastPair/Use/requiredRatio(for:foreground:background:at:)``), so a weaker red of the
/// same palette is still a finding, as is anything under AA.
///
/// Only 16 and 8 colours are capped. Truecolor shows the theme's own colours; 256 colours have a
/// colour of each of xterm's hues at 7:1 on black, and on white all but yellow (its darkest,
/// #5f5f00, is 6.7:1), so a theme colour that meets its level degrades to one near it; monochrome
/// has no hue.
enum DepthReach {
    /// The most contrast any colour of the hued one of `foreground` and `background` (as `depth`
    /// shows them) reaches at `depth`: a hued glyph varied over its hue against the surface it
    /// sits on; neutral ink on a hued fill varied over both the fill's hue and every neutral ink.
    /// `nil` where neither colour is one of the depth's hues, or the depth is not 16 or 8 colours.
    static func most(foreground: RGB, background: RGB, at depth: ColorDepth) -> Double? {
        guard depth == .c16 || depth == .c8 else { return nil }
        let palette: ClosedRange<UInt8> = depth == .c16 ? 0...15 : 0...7
        func index(_ color: RGB) -> UInt8? { XTermPalette.ansiIndex(of: color).flatMap { palette.contains($0) ? $0 : nil } }
        func hue(_ index: UInt8) -> [RGB] {
            let normal = index % 8
            return (depth == .c16 ? [normal, normal + 8] : [normal]).map { XTermPalette.rgb(forIndex: $0) }
        }
        if let glyph = index(foreground), !neutral.contains(glyph) {
            return hue(glyph).map { ContrastAudit.ratio($0, background) }.max()
        }
        guard let ink = index(foreground), neutral.contains(ink), let fill = index(background), !neutral.contains(fill)
        else { return nil }
        let inks = neutral.filter(palette.contains).map { XTermPalette.rgb(forIndex: $0) }
        return hue(fill).flatMap { fill in inks.map { ContrastAudit.ratio($0, fill) } }.max()
    }

    /// xterm's neutral colours: black, white, bright black and bright white.
    private static let neutral: Set<UInt8> = [0, 7, 8, 15]
}

extension ContrastPair.Use {
    /// The ratio this use needs for `foreground` on `background` — the two colours as a terminal of
    /// `depth` shows them — in a theme that promises `level`: ``requiredRatio(for:)``, except where
    /// the depth's palette has no colour of the hue that reaches it (`DepthReach`). There it is
    /// the most that hue reaches, and never less than what `ContrastLevel/aa` asks of the use.
    ///
    /// An AAA theme's red error text at 16 colours on white is held to 5.84:1 (xterm's #cd0000,
    /// the best red it has); its bright red (4:1) fails, as would any text under 4.5:1.
    public func requiredRatio(
        for level: ContrastLevel, foreground: RGB, background: RGB,
        at depth: ColorDepth
    ) -> Double {
        let asked = requiredRatio(for: level)
        let floor = requiredRatio(for: .aa)
        guard asked > floor, let most = DepthReach.most(foreground: foreground, background: background, at: depth)
        else { return asked }
        return max(floor, min(asked, most))
    }
}
