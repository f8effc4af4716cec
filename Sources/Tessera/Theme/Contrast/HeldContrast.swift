/// A status text colour that a theme's contrast level asks more of than the depth's palette has:
/// at 16 colours an AAA theme's red is held to 5.84:1, the most xterm's reds reach on white, where
/// the theme asks 7:1 (``ContrastPair/Use/requiredRatio(for:foreground:background:at:)``).
public struct HeldContrast: Hashable, Sendable {
    /// The status text colour.
    public let token: ColorToken
    /// The ratio it is held to at the depth: the most its hue reaches there, never under AA's.
    public let ratio: Double
    /// The ratio the theme's level asks of it.
    public let asked: Double
}

extension ResolvedTheme {
    /// The status text colours (negative, warning, primary, positive) that this depth holds below
    /// the theme's level on the page, because no colour of their hue reaches it, each as it is
    /// drawn (plain, bold or on a fill of its hue: `AccentEmphasis`). Empty wherever the depth
    /// can meet the level. The gallery's `!` checks list them, so what the audit accepts is shown.
    public var heldContrast: [HeldContrast] {
        let page = shown(rgb(.bg)), level = theme.contrast
        return [ColorToken.fgNegative, .fgWarning, .fgPrimary, .fgPositive].compactMap { token in
            let color = shown(rgb(token))
            let use: ContrastPair.Use, foreground: RGB, background: RGB
            switch accentEmphasis(token) {
            case .filled: (use, foreground, background) = (.text, shown(ink(.fg, on: token)), color)
            case .bold: (use, foreground, background) = (.boldLabel, color, page)
            case nil: (use, foreground, background) = (.text, color, page)
            }
            let ratio = use.requiredRatio(for: level, foreground: foreground, background: background, at: depth)
            let asked = use.requiredRatio(for: level)
            return ratio < asked ? HeldContrast(token: token, ratio: ratio, asked: asked) : nil
        }
    }
}
