extension Theme {
    /// Tessera's default theme (the token table of the design system the seeds come from).
    public static let `default` = Theme(
        name: "default",
        description: "Tessera's house look: a blue primary on neutral greys, light and dark.",
        colors: [
            .fg: pair(0x0A0B0D, 0xFFFFFF), .fgMuted: pair(0x5B616E, 0x8A919E),
            .fgInverse: pair(0xFFFFFF, 0x0A0B0D), .fgPrimary: pair(0x0052FF, 0x578BFA),
            .fgPositive: pair(0x098551, 0x27AD75), .fgNegative: pair(0xCF202F, 0xF0616D),
            .fgWarning: pair(0xCF470E, 0xF89656),
            .bg: pair(0xFFFFFF, 0x0A0B0D), .bgAlternate: pair(0xEEF0F3, 0x141519),
            .bgInverse: pair(0x0A0B0D, 0xFFFFFF), .bgPrimary: pair(0x0052FF, 0x578BFA),
            .bgPrimaryWash: pair(0xF5F8FF, 0x001033), .bgSecondary: pair(0xEEF0F3, 0x282B31),
            .bgTertiary: pair(0xCED2DB, 0x32353D), .bgSecondaryWash: pair(0xF7F8F9, 0x141519),
            .bgPositive: pair(0x098551, 0x27AD75), .bgPositiveWash: pair(0xF5FFFB, 0x001F12),
            .bgNegative: pair(0xCF202F, 0xF0616D), .bgNegativeWash: pair(0xFFF5F6, 0x330004),
            .bgWarning: pair(0xCF470E, 0xF07836), .bgWarningWash: pair(0xFFFAF5, 0x330D00),
            .bgLine: pair(0xDEDFE2, 0x24262A), .bgLineHeavy: pair(0x93979F, 0x5E636D),
            .bgLinePrimary: pair(0x0052FF, 0x578BFA), .bgLinePrimarySubtle: pair(0x73A2FF, 0x053BB1),
            .bgElevation1: pair(0xFFFFFF, 0x141519), .bgElevation2: pair(0xFFFFFF, 0x1E2025),
            .bgOverlay: pair(0xBBBCBF, 0x0A0B0D),
        ],
        typography: [
            .display1: TextRoleStyle(attributes: .bold), .display2: TextRoleStyle(attributes: .bold),
            .display3: TextRoleStyle(attributes: .bold),
            .title1: TextRoleStyle(attributes: [.bold, .underline]), .title2: TextRoleStyle(attributes: .bold),
            .title3: TextRoleStyle(attributes: .bold), .title4: TextRoleStyle(attributes: .bold, color: .fgMuted),
            .headline: TextRoleStyle(attributes: .bold), .body: TextRoleStyle(color: .fg),
            .label1: TextRoleStyle(attributes: .bold), .label2: TextRoleStyle(),
            .caption: TextRoleStyle(attributes: .bold, uppercase: true, color: .fgMuted),
            .legal: TextRoleStyle(attributes: .dim, color: .fgMuted),
        ]
    )

    private static func pair(_ light: UInt32, _ dark: UInt32) -> SchemeColor {
        SchemeColor(light: RGB(hex: light), dark: RGB(hex: dark))
    }
}
