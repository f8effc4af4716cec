extension Theme {
    /// Tessera's default theme, decoded from the built-in `Themes/default.json` (the token table of
    /// TOKENS.md), which is the source of truth for every token and role.
    public static let `default`: Theme = {
        if case .success(let theme)? = BuiltinThemes.resolved["default"] { return theme }
        return fallback
    }()

    /// Used only if the embedded `default.json` cannot be decoded — a build defect the tests catch.
    /// Plain black and white, so an app still runs.
    static var fallback: Theme {
        let black = RGB(0, 0, 0)
        let white = RGB(0xFF, 0xFF, 0xFF)
        var colors: [ColorToken: SchemeColor] = [:]
        for token in ColorToken.allCases {
            let isForeground = token.rawValue.hasPrefix("fg") && token != .fgInverse
            colors[token] = isForeground ? SchemeColor(light: black, dark: white) : SchemeColor(light: white, dark: black)
        }
        colors[.fgInverse] = SchemeColor(light: white, dark: black)
        return Theme(name: "fallback", description: "Black and white; default.json could not be decoded.",
                     colors: colors, typography: [:])
    }
}
