import Testing

@testable import Tessera

/// Issue 17: where a depth's palette has no colour of a status hue that reaches an AAA theme's
/// 7:1, the theme holds it to the most the hue reaches (DepthReach), and says so: the gallery's
/// `!` checks list ``ResolvedTheme/heldContrast``.
@Suite struct HeldContrastTests {
    /// High contrast at 16 colours, light: xterm's best red is #cd0000, 5.84:1 on white.
    @Test func highContrastRedIsHeldAt16Colours() throws {
        let theme = try Theme.builtin(named: "high-contrast").resolved(for: .light, depth: .c16)
        let red = try #require(theme.heldContrast.first { $0.token == .fgNegative })
        #expect(red.asked == 7)
        #expect(abs(red.ratio - 5.84) < 0.01, "\(red.ratio)")
    }

    /// Nothing is held where the depth meets the level: an AA theme at any depth, an AAA theme in truecolor.
    @Test(arguments: Theme.builtinNames)
    func nothingIsHeldWhereTheDepthMeetsTheLevel(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            #expect(theme.resolved(for: scheme, depth: .truecolor).heldContrast.isEmpty, "\(name) \(scheme)")
            guard theme.contrast == .aa else { continue }
            for depth in [ColorDepth.c256, .c16, .c8] {
                #expect(theme.resolved(for: scheme, depth: depth).heldContrast.isEmpty, "\(name) \(scheme) \(depth)")
            }
        }
    }
}
