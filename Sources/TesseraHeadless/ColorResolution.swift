import TesseraCore

extension Color {
    /// The RGB a terminal shows for this colour, with `defaultColor` standing for `.default`;
    /// ANSI and palette indices go through ``TesseraCore/XTermPalette``.
    ///
    /// Stand-in until TesseraCore offers `Color.rgbValue(defaultColor:)`; switch to that then.
    func headlessRGB(defaultColor: RGB) -> RGB {
        switch self {
        case .default: defaultColor
        case .ansi(let index), .palette(let index): XTermPalette.rgb(forIndex: index)
        case .rgb(let rgb): rgb
        }
    }
}
