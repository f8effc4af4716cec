/// The semantic colours every theme defines, with the names of the design system's token table.
/// Components use tokens, never raw colours, so a theme can restyle everything.
public enum ColorToken: String, CaseIterable, Hashable, Sendable {
    /// Text and icons: the main foreground, muted, on inverse surfaces, and the primary,
    /// positive, negative and warning accents.
    case fg, fgMuted, fgInverse, fgPrimary, fgPositive, fgNegative, fgWarning
    /// Surfaces: the page, alternate rows and sidebars, inverse (tooltips), the primary fill
    /// and its wash, secondary and tertiary fills, and the secondary wash.
    case bg, bgAlternate, bgInverse, bgPrimary, bgPrimaryWash, bgSecondary, bgTertiary, bgSecondaryWash
    /// Status fills and their pale washes.
    case bgPositive, bgPositiveWash, bgNegative, bgNegativeWash, bgWarning, bgWarningWash
    /// Lines: dividers and tracks, heavier lines, primary lines and a subtle primary line.
    case bgLine, bgLineHeavy, bgLinePrimary, bgLinePrimarySubtle
    /// Raised surfaces (cards, then alerts and modals), and the scrim behind a modal.
    case bgElevation1, bgElevation2, bgOverlay

    /// The token's position in `allCases`, for array-backed lookups.
    package var ordinal: Int {
        switch self {
        case .fg: 0
        case .fgMuted: 1
        case .fgInverse: 2
        case .fgPrimary: 3
        case .fgPositive: 4
        case .fgNegative: 5
        case .fgWarning: 6
        case .bg: 7
        case .bgAlternate: 8
        case .bgInverse: 9
        case .bgPrimary: 10
        case .bgPrimaryWash: 11
        case .bgSecondary: 12
        case .bgTertiary: 13
        case .bgSecondaryWash: 14
        case .bgPositive: 15
        case .bgPositiveWash: 16
        case .bgNegative: 17
        case .bgNegativeWash: 18
        case .bgWarning: 19
        case .bgWarningWash: 20
        case .bgLine: 21
        case .bgLineHeavy: 22
        case .bgLinePrimary: 23
        case .bgLinePrimarySubtle: 24
        case .bgElevation1: 25
        case .bgElevation2: 26
        case .bgOverlay: 27
        }
    }
}
