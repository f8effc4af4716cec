/// The semantic colours every theme defines, with the names of the design system's token table.
/// Components use tokens, never raw colours, so a theme can restyle everything.
public enum ColorToken: String, CaseIterable, Hashable, Sendable {
    case fg, fgMuted, fgInverse, fgPrimary, fgPositive, fgNegative, fgWarning
    case bg, bgAlternate, bgInverse, bgPrimary, bgPrimaryWash, bgSecondary, bgTertiary, bgSecondaryWash
    case bgPositive, bgPositiveWash, bgNegative, bgNegativeWash, bgWarning, bgWarningWash
    case bgLine, bgLineHeavy, bgLinePrimary, bgLinePrimarySubtle
    case bgElevation1, bgElevation2, bgOverlay

    /// The token's position in `allCases`, for array-backed lookups.
    var ordinal: Int { ColorToken.ordinals[self] ?? 0 }

    private static let ordinals: [ColorToken: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
