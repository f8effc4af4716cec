import Testing

@testable import Tessera

/// Resolved themes are shared by equal themes, however they were built.
@Suite("Resolved theme cache")
struct ResolvedThemeCacheTests {
    /// A theme derived from the default one, built afresh (new dictionaries) each call, as a body
    /// that derives a theme does on every evaluation.
    private func derivedTheme(_ name: String) -> Theme {
        var theme = Theme.default
        theme.name = name
        let green = SchemeColor(light: RGB(hex: 0x098551), dark: RGB(hex: 0x27AD75))
        for token in [ColorToken.bgPrimary, .fgPrimary] { theme.colors[token] = green }
        return theme
    }

    /// Equal themes built apart compared by their bytes (their dictionaries' addresses): each one
    /// was resolved again, and a story deriving a theme in its body pushed the built-ins out.
    @Test func anEqualThemeBuiltAnewSharesTheResolution() {
        let first = ResolvedThemeCache.resolved(derivedTheme("cache test green"), scheme: .light, depth: .c256)
        let second = ResolvedThemeCache.resolved(derivedTheme("cache test green"), scheme: .light, depth: .c256)
        #expect(ValueBytes.equal(first, second, in: InputLayout.of(ResolvedTheme.self)), "resolved twice")
        let other = ResolvedThemeCache.resolved(derivedTheme("cache test green"), scheme: .dark, depth: .c256)
        #expect(!ValueBytes.equal(first, other, in: InputLayout.of(ResolvedTheme.self)), "another scheme is another resolution")
    }
}
