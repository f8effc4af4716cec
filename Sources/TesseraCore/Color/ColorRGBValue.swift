extension Color {
    /// The RGB value this colour shows as: palette and ANSI colours at xterm's default values
    /// (see ``XTermPalette``), and `.default` as `defaultColor`.
    ///
    /// An out-of-range `.ansi(n)` (n ≥ 16) shows as palette entry n.
    public func rgbValue(defaultColor: RGB) -> RGB {
        switch self {
        case .default: defaultColor
        case .ansi(let index), .palette(let index): XTermPalette.rgb(forIndex: index)
        case .rgb(let rgb): rgb
        }
    }
}
