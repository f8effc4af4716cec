import Foundation
import Testing

@testable import Tessera

/// The built-in `terminal` theme and themes of terminal colours in general (`"terminalColors": true`):
/// the terminal's default colours and ANSI indices reach the cells, the loader keeps such themes to
/// those colours, and the audit checks their structure instead of ratios it cannot measure.
@Suite("Terminal-colour themes")
struct TerminalColorThemeTests {
    /// Writes `text` as a theme file and loads it.
    private func load(_ text: String) throws -> Result<Theme, ThemeLoadError> {
        let folder = try Fixture.temporaryFolder()
        let url = folder.appending(path: "t.json")
        try Data(text.utf8).write(to: url)
        do throws(ThemeLoadError) {
            return .success(try Theme.load(contentsOf: url))
        } catch {
            return .failure(error)
        }
    }

    @Test func terminalThemeDrawsTheDefaultColoursAndANSIIndices() throws {
        let theme = try Theme.builtin(named: "terminal")
        #expect(theme.terminalColors != nil)
        let light = theme.resolved(for: .light), dark = theme.resolved(for: .dark)
        #expect(light.color(.fg) == .default && light.color(.bg) == .default)
        #expect(dark.color(.fg) == .default && dark.color(.bg) == .default)
        #expect(light.color(.fgPrimary) == .ansi(4) && dark.color(.fgPrimary) == .ansi(12))
        #expect(light.color(.bgPrimaryWash) == .ansi(7) && dark.color(.bgPrimaryWash) == .ansi(0))
        for scheme in ColorScheme.allCases {
            let resolved = theme.resolved(for: scheme)
            for token in ColorToken.allCases {
                switch resolved.color(token) {
                case .default, .ansi(0...15): continue
                case let other: Issue.record("\(scheme) \(token) is \(other), not a terminal colour")
                }
            }
        }
        // An ordinary theme keeps its RGB values.
        #expect(Theme.default.resolved(for: .light).color(.fg) == .rgb(Theme.default.resolved(for: .light).rgb(.fg)))
    }

    @Test func passesItsStructureAuditInBothSchemes() throws {
        let findings = TerminalColorAudit.run(theme: try Theme.builtin(named: "terminal"))
        #expect(findings.count == 2 * (ContrastPair.all.count + 1))
        #expect(findings.filter { !$0.passes }.map { "\($0.scheme) \($0.pair)" } == [])
    }

    @Test func theAuditFindsTextOnItsOwnColourAndFocusShownByColourAlone() throws {
        let theme = try load(
            """
            {"extends": "terminal", "colors": {"fgInverse": {"light": 4}},
             "focus": {"attributes": [], "leading": " ", "trailing": " "}}
            """
        ).get()
        let failing = TerminalColorAudit.run(theme: theme, scheme: .light).filter { !$0.passes }
        #expect(failing.map(\.pair) == ["fgInverse on bgPrimary", "focus ring"])
        #expect(failing.first?.foreground == "ansi 4" && failing.first?.background == "ansi 4")
        #expect(TerminalColorAudit.run(theme: theme, scheme: .dark).filter { !$0.passes }.map(\.pair) == ["focus ring"])
    }

    @Test func anRGBColourInATerminalThemeIsAnErrorAtItsPlace() throws {
        guard
            case .failure(let error) = try load(
                """
                {"extends": "terminal",
                 "colors": {"fgMuted": {"light": "#336699"}}}
                """)
        else { Issue.record("loaded"); return }
        #expect(error.errors.map(\.kind) == [.badColor])
        #expect(error.errors.first?.path == "colors.fgMuted.light")
        #expect(error.errors.first?.problem.contains("#336699 is not a terminal colour") == true)
        #expect(error.errors.first?.line == 2)
    }

    @Test func defaultOutsideATerminalThemeIsAnError() throws {
        guard
            case .failure(let error) = try load(
                """
                {"extends": "default", "colors": {"fg": "default"}}
                """)
        else { Issue.record("loaded"); return }
        #expect(error.errors.map(\.path) == ["colors.fg"])
        #expect(error.errors.first?.problem.contains("\"terminalColors\": true") == true)
    }

    @Test func aThemeCanTurnTerminalColoursOnOverRGBParentsOnlyByReplacingEveryColour() throws {
        guard
            case .failure(let error) = try load(
                """
                {"extends": "default", "terminalColors": true, "colors": {"fg": "default"}}
                """)
        else { Issue.record("loaded"); return }
        // Every inherited colour that is not one of xterm's 16 is reported, in each scheme.
        let inherited = ColorToken.allCases.filter { $0 != .fg }.flatMap { token in
            ColorScheme.allCases.map { Theme.default.colors[token]?[$0] }
        }.filter { $0.flatMap(XTermPalette.ansiIndex(of:)) == nil }
        #expect(error.errors.count == inherited.count && inherited.count > 40)
        #expect(error.errors.allSatisfy { $0.kind == .badColor && $0.problem.contains("is not a terminal colour") })
        let extended = try load(
            """
            {"extends": "terminal", "name": "mine", "colors": {"fgPrimary": 5}}
            """
        ).get()
        #expect(extended.resolved(for: .dark).color(.fgPrimary) == .ansi(5))
        #expect(extended.terminalColors == (try Theme.builtin(named: "terminal")).terminalColors)
    }
}
