import Foundation
import Testing

@testable import Tessera

/// The stand-ins of the built-in themes worked out ahead are the ones solving gives now, and a
/// theme resolves to the same colours with the table as without it.
@Suite("Built-in stand-ins")
struct BuiltinStandInsTests {
    private static let tableFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Tessera/Theme/Contrast/BuiltinStandIns+Table.swift")

    /// The checked-in table is what the built-in themes and `LegibleStandIns` give today; with
    /// `TESSERA_UPDATE_STAND_INS=1` (Scripts/update-stand-ins.sh) the test writes it instead.
    @Test func theTableIsWhatSolvingGivesNow() throws {
        let source = BuiltinStandIns.tableSource()
        if ProcessInfo.processInfo.environment["TESSERA_UPDATE_STAND_INS"] == "1" {
            try source.write(to: Self.tableFile, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOf: Self.tableFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let now = source.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = (0..<max(checkedIn.count, now.count)).first {
            $0 >= checkedIn.count || $0 >= now.count || checkedIn[$0] != now[$0]
        }
        if let line = firstDifference {
            let found = line < checkedIn.count ? String(checkedIn[line]) : "(the end)"
            let wanted = line < now.count ? String(now[line]) : "(the end)"
            Issue.record(
                "BuiltinStandIns+Table.swift is out of date (line \(line + 1): \(found), now \(wanted)): run Scripts/update-stand-ins.sh")
        }
    }

    /// Every built-in theme other than `terminal`, in both schemes, at every depth solved ahead, is
    /// answered from the table — the same solution solving gives.
    @Test func everyBuiltInThemeIsAnsweredFromTheTable() {
        var answered = 0
        for name in Theme.builtinNames {
            guard let theme = BuiltinThemes.theme(named: name), theme.terminalColors == nil else { continue }
            for scheme in [ColorScheme.light, .dark] {
                for depth in BuiltinStandIns.depths {
                    let values = ResolvedTheme.standInInputs(of: theme, scheme: scheme)
                    let (solvedFrom, solved) = LegibleStandIns.solvedAfresh(values, level: theme.contrast, depth: depth)
                    let table = BuiltinStandIns.solution(for: solvedFrom, level: theme.contrast, depth: depth)
                    #expect(table == solved, "\(name), \(scheme), \(depth)")
                    answered += table == nil ? 0 : 1
                }
            }
        }
        #expect(answered == 42)
    }

    /// A theme that differs from a built-in in one colour is not answered from the table.
    @Test func aChangedColourIsSolvedNotLookedUp() {
        var theme = Theme.default
        theme.colors[.fgMuted] = SchemeColor(light: RGB(hex: 0x6B6B6B), dark: RGB(hex: 0x9A9A9A))
        let values = ResolvedTheme.standInInputs(of: theme, scheme: .light)
        let (solvedFrom, _) = LegibleStandIns.solvedAfresh(values, level: theme.contrast, depth: .c256)
        #expect(BuiltinStandIns.solution(for: solvedFrom, level: theme.contrast, depth: .c256) == nil)
        #expect(BuiltinStandIns.solution(for: solvedFrom, level: .aaa, depth: .c256) == nil)
    }
}
