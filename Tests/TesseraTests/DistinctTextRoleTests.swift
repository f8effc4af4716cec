import Testing

@testable import Tessera

/// Issue 17, "Typography": every text role of a built-in theme renders differently from every
/// other one, comparing what reaches the terminal (each cell's character, colour and attributes),
/// so that a role's name says something on screen.
@Suite struct DistinctTextRoleTests {
    /// One sample in one role, rendered in `theme` at `depth`: each cell's glyph and style as the
    /// terminal gets it, degraded to the depth (in monochrome, where the terminal shows no colour,
    /// its glyph and attributes), dim left out: a terminal may not show it (xterm draws dim black
    /// as black), so it is never the only difference.
    static func rendering(_ role: TextRole, theme: Theme, scheme: ColorScheme, depth: ColorDepth) -> [String] {
        let sample = "Balance $1,024"
        let host = ViewHost(
            ThemeProvider(theme, scheme: scheme) { Text(sample).textRole(role) }
                .environment(\.colorDepth, depth))
        let buffer = host.render(size: TerminalSize(columns: sample.count, rows: 1))
        return (0..<sample.count).map { x in
            let cell = buffer[x, 0]
            let style = cell.style.degraded(to: depth)
            let colours = depth == .monochrome ? "" : "\(style.foreground) \(style.background)"
            var attributes = cell.style.attributes
            attributes.remove(.dim)
            return "\(cell.grapheme) \(attributes.rawValue) \(colours)"
        }
    }

    /// The pairs of roles that render alike.
    static func alike(_ theme: Theme, _ scheme: ColorScheme, _ depth: ColorDepth) -> [String] {
        let renderings = TextRole.allCases.map { rendering($0, theme: theme, scheme: scheme, depth: depth) }
        var pairs: [String] = []
        for (index, role) in TextRole.allCases.enumerated() {
            for other in TextRole.allCases.indices where other > index && renderings[index] == renderings[other] {
                pairs.append("\(role) = \(TextRole.allCases[other])")
            }
        }
        return pairs
    }

    @Test(arguments: Theme.builtinNames)
    func everyRoleLooksDifferentAtTruecolor(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            let pairs = Self.alike(theme, scheme, .truecolor)
            #expect(pairs.isEmpty, "\(name) \(scheme): \(pairs)")
        }
    }

    /// Review 17b, defect 12: at 16 colours light the default theme's 13 roles showed 9 looks
    /// (`display2` = `caption`, `title3` = `title4`, `headline` = `label1`, `label2` = `legal`:
    /// pairs that differ by `fgMuted` alone, which that depth draws in the main text's black), and
    /// at 8 colours and in monochrome those pairs and `body`/`label2` differed by dim alone. In
    /// every built-in theme and scheme at 16 and 8 colours and in monochrome, every role looks
    /// different without dim (``RoleMarks``).
    @Test(arguments: Theme.builtinNames)
    func everyRoleLooksDifferentAtLowDepths(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in [ColorDepth.c16, .c8, .monochrome] {
                let pairs = Self.alike(theme, scheme, depth)
                #expect(pairs.isEmpty, "\(name) \(scheme) \(depth): \(pairs)")
            }
        }
    }

    /// Marks stand in for a role's colour only where the depth loses it: at 16 colours dark
    /// muted text has a grey of its own (ANSI 8), and every role keeps the theme's style.
    @Test func rolesKeepTheThemesStyleWhereTheDepthShowsTheirColour() {
        for depth in [ColorDepth.truecolor, .c256] {
            for scheme in ColorScheme.allCases {
                let theme = Theme.default.resolved(for: scheme, depth: depth)
                #expect(TextRole.allCases.allSatisfy { theme.shownStyle(for: $0) == theme.style(for: $0) }, "\(scheme) \(depth)")
            }
        }
        let dark = Theme.default.resolved(for: .dark, depth: .c16)
        #expect(TextRole.allCases.allSatisfy { dark.shownStyle(for: $0) == dark.style(for: $0) })
        let light = Theme.default.resolved(for: .light, depth: .c16)
        #expect(light.shownStyle(for: .label1) == TextRoleStyle(attributes: .underline, color: .fgMuted))
        #expect(light.shownStyle(for: .headline) == light.style(for: .headline), "the larger of two alike keeps its look")
    }

    /// A colour set nearer the text than its role is what is drawn, so the role's marks for its
    /// own colour do not apply: `label1` in `fg` stays bold at 16 colours light.
    @Test func aRoleInAColourOfItsOwnKeepsTheThemesStyle() {
        let host = ViewHost(
            ThemeProvider(.default, scheme: .light) { Text("Note").textRole(.label1).foregroundColor(.fg) }
                .environment(\.colorDepth, .c16))
        let cell = host.render(size: TerminalSize(columns: 4, rows: 1))[0, 0]
        #expect(cell.style.attributes == .bold)
    }

    /// The nearest wins: a colour set nearer the text than its role wins over the role's colour.
    @Test func aColourSetNearerThanTheRoleWinsOverItsColour() {
        let host = ViewHost(
            ThemeProvider(.default, scheme: .light) {
                HStack { Text("Note") }.foregroundColor(.fgNegative).textRole(.legal)
            })
        let cell = host.render(size: TerminalSize(columns: 4, rows: 1))[0, 0]
        #expect(cell.style.foreground == Theme.default.resolved(for: .light).color(.fgNegative))
        #expect(cell.style.attributes.contains(.italic), "the role keeps its attributes")
    }

    /// A component that paints its own text colour (a tag's pill) keeps it whole: label1's muted
    /// colour, dimmed in monochrome, does not leak into the label.
    @Test(arguments: [ColorDepth.truecolor, .c16, .monochrome])
    func aTagLabelKeepsItsOwnInk(_ depth: ColorDepth) {
        let host = ViewHost(ThemeProvider(.default, scheme: .light) { Tag("New") }.environment(\.colorDepth, depth))
        let buffer = host.render(size: TerminalSize(columns: 10, rows: 1))
        let letters = (0..<10).map { buffer[$0, 0] }.filter { $0.grapheme.isLetter }
        #expect(letters.count == 3)
        #expect(letters.allSatisfy { !$0.style.attributes.contains(.dim) }, "\(depth)")
        let muted = Theme.default.resolved(for: .light, depth: depth).color(.fgMuted)
        #expect(depth == .monochrome || letters.allSatisfy { $0.style.foreground != muted }, "\(depth)")
    }
}
