import Testing

@testable import Tessera

/// `ColorScheme.automatic`: the scheme the terminal's background was detected as, resolved where
/// it is set, so no view reads `.automatic` back.
@Suite struct AutomaticSchemeTests {
    /// Reads the scheme and the resolved theme's scheme where it is drawn.
    private struct SchemeProbe: View {
        @Environment(\.colorScheme) private var scheme
        @Environment(\.resolvedTheme) private var theme
        var body: some View { Text("\(scheme.rawValue) \(theme.scheme.rawValue)") }
    }

    private func shown<V: View>(_ view: V, detected: ColorScheme) -> String {
        var environment = EnvironmentValues()
        environment.detectedColorScheme = detected
        environment.colorScheme = .automatic
        let host = ViewHost(view, environment: environment)
        return rowsOf(host.render(size: TerminalSize(columns: 20, rows: 1))).joined()
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theEnvironmentStoresTheDetectedScheme(detected: ColorScheme) {
        var environment = EnvironmentValues()
        environment.detectedColorScheme = detected
        environment.colorScheme = .automatic
        #expect(environment.colorScheme == detected)
        #expect(environment.resolvedTheme.scheme == detected)
        #expect(shown(SchemeProbe(), detected: detected) == "\(detected.rawValue) \(detected.rawValue)")
    }

    @Test func aProviderAskingForAutomaticFollowsTheTerminalAndAnExplicitOneWins() {
        #expect(shown(ThemeProvider(.default, scheme: .automatic) { SchemeProbe() }, detected: .dark) == "dark dark")
        #expect(shown(ThemeProvider(.default, scheme: .light) { SchemeProbe() }, detected: .dark) == "light light")
        #expect(shown(ThemeProvider(.default, scheme: .automatic) { SchemeProbe() }, detected: .light) == "light light")
    }

    @Test func automaticIsARequestNotAThirdScheme() {
        #expect(ColorScheme.allCases == [.light, .dark])
        #expect(ColorScheme(rawValue: "automatic")?.resolved(detected: .dark) == .dark)
        #expect(ColorScheme.dark.resolved(detected: .light) == .dark)
        let color = SchemeColor(light: RGB(1, 1, 1), dark: RGB(2, 2, 2))
        #expect(color[.automatic] == RGB(1, 1, 1))
    }
}
