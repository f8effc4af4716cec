import Foundation
import Testing

@testable import Tessera
@testable import TesseraTheme

@Suite("Theme files: decoding and extends")
struct ThemeLoadingTests {
    @Test func threeLevelsOfExtendsOverrideTokenByToken() throws {
        let child = try Theme.load(contentsOf: Fixture.url("child.json"))
        let nord = try Theme.builtin(named: "nord")
        #expect(child.name == "child", "the file name when the file gives none")
        #expect(child.parent == "parent")
        #expect(child.description == "Three levels below nord.")

        let light = child.resolved(for: .light)
        let dark = child.resolved(for: .dark)
        // grandparent: fg light only, from its own palette entry.
        #expect(light.rgb(.fg) == RGB(hex: 0x101820))
        #expect(dark.rgb(.fg) == nord.resolved(for: .dark).rgb(.fg))
        // parent: bgPrimary dark only; fgMuted as an xterm index (244 = grey 128) in both schemes.
        #expect(dark.rgb(.bgPrimary) == RGB(hex: 0x123456))
        #expect(light.rgb(.bgPrimary) == nord.resolved(for: .light).rgb(.bgPrimary))
        #expect(light.rgb(.fgMuted) == RGB(0x80, 0x80, 0x80))
        #expect(dark.rgb(.fgMuted) == RGB(0x80, 0x80, 0x80))
        // child: names from the grandparent's and nord's palettes.
        #expect(light.rgb(.fgPrimary) == RGB(hex: 0x101820))
        #expect(dark.rgb(.bgSecondary) == RGB(hex: 0x4C566A))
        #expect(light.rgb(.bgSecondary) == nord.resolved(for: .light).rgb(.bgSecondary))
        // Untouched tokens come from nord, and through it from default.
        #expect(light.rgb(.bgWarning) == nord.resolved(for: .light).rgb(.bgWarning))
        #expect(child.palette["nord8"] == RGB(hex: 0x88C0D0))
        #expect(child.palette["ink"] == RGB(hex: 0x101820))
    }

    @Test func typographyMergesFieldByField() throws {
        let child = try Theme.load(contentsOf: Fixture.url("child.json"))
        // default: title1 bold + underline; grandparent: underline off, italic on.
        #expect(child.style(.title1) == TextRoleStyle(attributes: [.bold, .italic]))
        // default: caption bold, uppercase, fgMuted; child: "color": null.
        #expect(child.style(.caption) == TextRoleStyle(attributes: .bold, uppercase: true, color: nil))
        #expect(child.style(.legal) == Theme.default.style(.legal))
    }

    @Test func metricsOverrideOnlyWhatIsNamed() throws {
        let child = try Theme.load(contentsOf: Fixture.url("child.json"))
        #expect(child.borders == ThemeBorders(default: .rounded, control: .heavy))
        #expect(child.motion == Motion(spinnerFrames: ["-", "\\", "|", "/"], frameInterval: 120, animate: false))
        #expect(child.spacing == Theme.default.spacing)
        #expect(child.focus == Theme.default.focus)
    }

    @Test func aChildMayOverrideOnlyTheDarkValue() throws {
        let theme = try Theme.load(contentsOf: Fixture.url("dark-only.json"))
        #expect(theme.resolved(for: .dark).rgb(.bgPrimary) == RGB(hex: 0x3355FF))
        #expect(theme.resolved(for: .light).rgb(.bgPrimary) == RGB(hex: 0x0052FF))
        #expect(theme.parent == "default")
    }

    @Test func namedAcceptsABuiltinOrAPath() throws {
        #expect(try Theme.named("nord") == Theme.builtin(named: "nord"))
        let path = Fixture.url("dark-only.json").path
        #expect(try Theme.named(path) == Theme.load(contentsOf: Fixture.url("dark-only.json")))
    }

    @Test func aRelativePathIsShownAsWritten() throws {
        let folder = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"extends\": \"default\", \"colors\": {\"fg\": \"#12\"}}".utf8).write(to: folder.appending(path: "mine.json"))
        let url = URL(fileURLWithPath: "mine.json", relativeTo: folder)
        let errors = Fixture.errors { () throws(ThemeLoadError) in try Theme.load(contentsOf: url) }
        #expect(
            errors.map(\.description) == [
                "mine.json:1:41: colors.fg: \"#12\" is not a colour (expected #rrggbb, a palette name, or 0–255)"
            ])
    }

    @Test func xtermIndicesFollowXtermsPalette() {
        #expect(ThemeColorParser.xterm(0) == RGB(0, 0, 0))
        #expect(ThemeColorParser.xterm(4) == RGB(hex: 0x0000EE))
        #expect(ThemeColorParser.xterm(12) == RGB(hex: 0x5C5CFF))
        #expect(ThemeColorParser.xterm(15) == RGB(hex: 0xFFFFFF))
        #expect(ThemeColorParser.xterm(16) == RGB(0, 0, 0))
        #expect(ThemeColorParser.xterm(21) == RGB(0, 0, 255))
        #expect(ThemeColorParser.xterm(196) == RGB(255, 0, 0))
        #expect(ThemeColorParser.xterm(110) == RGB(135, 175, 215))
        #expect(ThemeColorParser.xterm(231) == RGB(255, 255, 255))
        #expect(ThemeColorParser.xterm(232) == RGB(8, 8, 8))
        #expect(ThemeColorParser.xterm(255) == RGB(238, 238, 238))
    }

    @Test func escapedKeysAreLocated() {
        let (_, diagnostics) = ThemeFileReader.parse(Array("{\n  \"\\u0065xtends\": 4\n}".utf8), file: "t.json")
        #expect(diagnostics.sortedErrors.map(\.description) == ["t.json:2:19: extends: expected a string, found a number (4)"])
    }

    @Test func columnsCountCharactersNotBytes() {
        let (_, diagnostics) = ThemeFileReader.parse(Array("{\"description\": \"é✓\", \"x\": 1}".utf8), file: "t.json")
        #expect(
            diagnostics.sortedErrors.map(\.description) == [
                "t.json:1:23: x: unknown key \"x\" (expected one of: name, description, source, extends, contrast, palette, colors, terminalColors, typography, spacing, borders, focus, motion)"
            ])
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(ThemeSuggestion.editDistance("nrod", "nord") == 1)
        #expect(ThemeSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(ThemeSuggestion.nearest(to: "BGPRIMARY", in: ["bgPrimary", "bg"]) == "bgPrimary")
        #expect(ThemeSuggestion.nearest(to: "zzz", in: ["bgPrimary"]) == nil)
    }
}
