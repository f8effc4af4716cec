/// Degradation: the nearest colour a target of a given depth can show.
///
/// Nearest means smallest Euclidean distance in OKLab, with ties going to the lower palette index.
/// The targets per depth:
/// - truecolor: every colour unchanged.
/// - 256: `.rgb` becomes the nearest palette entry 16–255. Entries 0–15 are never chosen for RGB,
///   because terminals and users customise them; so the RGB values of ANSI colours map to their
///   twins in the cube where one exists (#000000 → 16, #ff0000 → 196, #ffffff → 231, …) and to the
///   nearest of 16–255 otherwise. `.ansi` and `.palette` are unchanged.
/// - 16: `.ansi` is unchanged, `.palette(0…15)` becomes the same `.ansi`, and `.palette(16…255)`
///   and `.rgb` become the nearest of the 16 ANSI colours at xterm's default values *of the same
///   family*: a near-neutral colour (see ``ColorFamily``) becomes black, grey or white, any other
///   colour one of the twelve hues. A mid grey never turns red, nor a green grey.
/// - 8: as 16 colours, but a bright `.ansi(8…15)` or `.palette(8…15)` becomes its normal
///   counterpart (n − 8), and everything else the nearest of the 8 normal ANSI colours of its
///   family (neutrals: black or white).
/// - monochrome: `.default`.
///
/// `.default` always stays `.default`. An out-of-range `.ansi(n)` (n ≥ 16) is treated as
/// `.palette(n)`.
extension Color {
    /// This colour as the nearest one a target of `depth` can show; `.default` in monochrome.
    public func degraded(to depth: ColorDepth) -> Color {
        switch (depth, self) {
        case (.truecolor, _), (_, .default):
            self
        case (.monochrome, _):
            .default
        case (.c256, .ansi(let index)) where index >= 16:
            .palette(index)
        case (.c256, .ansi), (.c256, .palette):
            self
        case (.c256, .rgb(let rgb)):
            .palette(NearestColorSearch.palette240.nearestIndex(to: rgb))
        case (.c16, .ansi(let index)), (.c16, .palette(let index)):
            .ansi(PaletteToANSI.sixteen[Int(index)])
        case (.c16, .rgb(let rgb)):
            .ansi(ColorFamily.nearestANSI(to: rgb, among: 16))
        case (.c8, .ansi(let index)), (.c8, .palette(let index)):
            .ansi(PaletteToANSI.eight[Int(index)])
        case (.c8, .rgb(let rgb)):
            .ansi(ColorFamily.nearestANSI(to: rgb, among: 8))
        }
    }
}

/// For every palette index, the ANSI colour it shows as at 16 and at 8 colours.
private enum PaletteToANSI {
    /// 0–15 stay; 16–255 become the nearest of the 16.
    static let sixteen: [UInt8] = (0...255).map { (index: UInt8) in
        index < 16 ? index : ColorFamily.nearestANSI(to: XTermPalette.rgb(forIndex: index), among: 16)
    }

    /// 0–7 stay, 8–15 become n − 8; 16–255 become the nearest of the 8.
    static let eight: [UInt8] = (0...255).map { (index: UInt8) in
        index < 16 ? index & 7 : ColorFamily.nearestANSI(to: XTermPalette.rgb(forIndex: index), among: 8)
    }
}

extension CellStyle {
    /// This style as a target of `depth` shows it: colours degraded, attributes kept.
    ///
    /// Text never vanishes into its background: when two different colours would become the same
    /// ANSI colour (muted grey and white are both ANSI 7 at 8 colours), the foreground takes the
    /// colour of that depth that stands out most from the background instead.
    public func degraded(to depth: ColorDepth) -> CellStyle {
        var fore = foreground.degraded(to: depth)
        let back = background.degraded(to: depth)
        if fore == back, foreground != background, case .ansi(let index) = back, depth == .c16 || depth == .c8 {
            fore = .ansi(ColorFamily.farthestANSI(from: index, among: depth == .c16 ? 16 : 8))
        }
        return CellStyle(foreground: fore, background: back, attributes: attributes)
    }
}
