import Testing

@testable import Tessera

@Suite("The default theme comes from Themes/default.json")
struct DefaultThemeTests {
    @Test func decodesTheBuiltInDefault() throws {
        let theme = try Theme.builtin(named: "default")
        #expect(theme.name == "default")
        #expect(theme.parent == nil)
        #expect(theme == Theme.default)
    }

    @Test func colorsMatchTheTokenTable() {
        let light = Theme.default.resolved(for: .light)
        let dark = Theme.default.resolved(for: .dark)
        #expect(light.rgb(.fgPrimary) == RGB(hex: 0x0052FF))
        #expect(dark.rgb(.fgPrimary) == RGB(hex: 0x578BFA))
        #expect(light.rgb(.fg) == RGB(hex: 0x0A0B0D))
        #expect(dark.rgb(.bgWarning) == RGB(hex: 0xF07836))
        #expect(dark.rgb(.fgWarning) == RGB(hex: 0xF89656))
        #expect(light.rgb(.bgLinePrimarySubtle) == RGB(hex: 0x73A2FF))
        #expect(dark.rgb(.bgOverlay) == RGB(hex: 0x0A0B0D))
    }

    @Test func rolesMatchTheTokenTable() {
        let theme = Theme.default.resolved(for: .light)
        #expect(theme.style(for: .title1) == TextRoleStyle(attributes: [.bold, .underline]))
        #expect(theme.style(for: .title4) == TextRoleStyle(attributes: [.bold, .italic], color: .fgMuted))
        #expect(theme.style(for: .body) == TextRoleStyle(color: .fg))
        #expect(theme.style(for: .label2) == TextRoleStyle(color: .fgMuted))
        #expect(theme.style(for: .caption) == TextRoleStyle(attributes: .bold, uppercase: true, color: .fgMuted))
        #expect(theme.style(for: .legal) == TextRoleStyle(attributes: .italic, color: .fgMuted))
    }

    @Test func metricsMatchTheFile() {
        let theme = Theme.default
        #expect(theme.spacing.steps == [0, 1, 2, 3, 4, 6, 8])
        #expect(theme.borders == ThemeBorders(default: .rounded, control: .rounded))
        #expect(theme.focus == FocusRing())
        #expect(theme.motion == Motion())
        #expect(theme.contrast == .aa)
    }

    @Test func builtinNamesStartWithDefault() {
        #expect(Theme.builtinNames.first == "default")
        #expect(Theme.builtinNames.contains("high-contrast"))
    }
}
