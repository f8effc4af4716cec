import Testing

@testable import Tessera

/// Issue 17: at 16 and 8 colours the status fills, which controls also draw marks in (a switch's
/// `━━●`, a radio's dot, a spinner, a progress bar), keep WCAG's 3:1 on the page where a colour
/// of their hue does; and a status colour keeps its hue family by hue angle, not lightness.
@Suite struct StatusFillDepthTests {
    static let depths: [ColorDepth] = [.c16, .c8]

    /// Marks in the primary colour (a switch's track, a radio's dot, a spinner, a progress bar)
    /// keep 3:1 on the page, and so does the primary line, most themes' focus ring (xterm's cyan
    /// was 1.6:1 on an 8-colour light page). xterm's blue is 2.2:1 on black: the dark primary fill
    /// at 8 colours takes cyan (10.6:1) where its ink stays legible; Dracula's magenta is 4.47:1
    /// under black, so its fill stays blue and its marks take its text colour.
    @Test(arguments: Theme.measurableBuiltinNames)
    func primaryMarksAndLinesShowOnThePage(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let page = resolved.shown(resolved.rgb(.bg))
                for token in [resolved.mark(.bgPrimary, on: .bg), .bgLinePrimary] {
                    let shown = resolved.shown(resolved.rgb(token))
                    #expect(
                        ContrastAudit.ratio(shown, page) >= 3,
                        "\(name) \(scheme) \(depth) \(token): \(shown.hexString) on \(page.hexString)")
                }
            }
        }
        guard name != "dracula" else { return }
        let fill = theme.resolved(for: .dark, depth: .c8)
        #expect(ContrastAudit.ratio(fill.shown(fill.rgb(.bgPrimary)), fill.shown(fill.rgb(.bg))) >= 3, "\(name): the fill itself shows")
    }

    /// A status fill under 3:1 on the page only where no free colour of its hue reaches 3:1 with a
    /// legible ink (xterm's greens and yellows on white).
    @Test(arguments: Theme.measurableBuiltinNames)
    func aStatusFillIsFaintOnlyWhereItsHueHasNoBetter(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        let greensAndYellows: Set<UInt8> = [2, 3, 10, 11, 6, 14]
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let page = resolved.shown(resolved.rgb(.bg))
                for token in [ColorToken.bgPrimary, .bgPositive, .bgNegative, .bgWarning] {
                    let fill = resolved.shown(resolved.rgb(token))
                    guard ContrastAudit.ratio(fill, page) < 3 else { continue }
                    let index = try #require(XTermPalette.ansiIndex(of: fill))
                    let lightPage = ContrastAudit.ratio(page, XTermPalette.rgb(forIndex: 15)) < 1.3
                    let draculasBlue = name == "dracula" && depth == .c8 && token == .bgPrimary
                    #expect(
                        (greensAndYellows.contains(index) && lightPage) || draculasBlue,
                        "\(name) \(scheme) \(depth) \(token): \(fill.hexString) on \(page.hexString)")
                }
            }
        }
    }

    /// A light blue primary is nearer xterm's magenta than its dark blue in OKLab distance (their
    /// lightness differs), never in hue: the high-contrast and Catppuccin dark primaries showed as
    /// magenta at 16 colours. Dracula's purple still prefers magenta.
    @Test func aBluePrimaryStaysBlueOrCyanAndAPurpleOneMagenta() throws {
        let blueOrCyan: Set<UInt8> = [4, 12, 6, 14]
        for name in ["high-contrast", "catppuccin", "default", "nord"] {
            for depth in Self.depths {
                let resolved = try Theme.builtin(named: name).resolved(for: .dark, depth: depth)
                for token in [ColorToken.fgPrimary, .bgPrimary] {
                    let shown = resolved.shown(resolved.rgb(token))
                    #expect(
                        XTermPalette.ansiIndex(of: shown).map(blueOrCyan.contains) == true, "\(name) \(depth) \(token): \(shown.hexString)")
                }
            }
        }
        let dracula = try Theme.builtin(named: "dracula").resolved(for: .dark, depth: .c16)
        #expect([5, 13].contains(XTermPalette.ansiIndex(of: dracula.shown(dracula.rgb(.fgPrimary)))))
    }

    /// Review 17b, N5: a theme that overrides its primary with a green (the inheritance page's
    /// subtree, #098551 light and #27AD75 dark) showed it as xterm's blue at 16 and 8 colours,
    /// the role's slot: a primary is quantised by its own hue. Over every built-in theme and
    /// scheme the green primary's fill and its text (or the fill its text is drawn on) are ANSI
    /// green, and its fill takes a legible label.
    @Test(arguments: Theme.measurableBuiltinNames)
    func aGreenPrimaryStaysGreen(_ name: String) throws {
        var theme = try Theme.builtin(named: name)
        let green = SchemeColor(light: RGB(hex: 0x098551), dark: RGB(hex: 0x27AD75))
        for token in [ColorToken.bgPrimary, .fgPrimary, .bgLinePrimary] { theme.colors[token] = green }
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                let resolved = theme.resolved(for: scheme, depth: depth)
                let fill = resolved.shown(resolved.rgb(.bgPrimary))
                #expect(fill.ansiHueFamily == 2, "\(name) \(scheme) \(depth): the fill is \(fill.hexString)")
                let label = resolved.shown(resolved.ink(.fgInverse, on: .bgPrimary))
                #expect(ContrastAudit.ratio(label, fill) >= 4.5, "\(name) \(scheme) \(depth): its label")
                let text = resolved.shown(resolved.rgb(.fgPrimary))
                #expect(text.ansiHueFamily == 2, "\(name) \(scheme) \(depth): the text is \(text.hexString)")
            }
        }
    }
}
