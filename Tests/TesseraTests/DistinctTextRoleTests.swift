import Testing
@testable import Tessera

/// Issue 17, "Typography": every text role of a built-in theme renders differently from every
/// other one, comparing what reaches the terminal (each cell's character, colour and attributes),
/// so that a role's name says something on screen.
@Suite struct DistinctTextRoleTests {
    /// One sample in one role, rendered in `theme` at `depth`: each cell's glyph and style as the
    /// terminal gets it, degraded to the depth (in monochrome, where the terminal shows no colour,
    /// its glyph and attributes).
    static func rendering(_ role: TextRole, theme: Theme, scheme: ColorScheme, depth: ColorDepth) -> [String] {
        let sample = "Balance $1,024"
        let host = ViewHost(ThemeProvider(theme, scheme: scheme) { Text(sample).textRole(role) }
            .environment(\.colorDepth, depth))
        let buffer = host.render(size: TerminalSize(columns: sample.count, rows: 1))
        return (0..<sample.count).map { x in
            let cell = buffer[x, 0]
            let style = cell.style.degraded(to: depth)
            let colours = depth == .monochrome ? "" : "\(style.foreground) \(style.background)"
            return "\(cell.grapheme) \(cell.style.attributes.rawValue) \(colours)"
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

    /// At 16 colours, and in monochrome where only attributes, case and dimmed muted text are
    /// left, the default theme's roles stay apart too: they differ by attributes, not colour alone.
    /// At 16 colours on a light page muted text is the main text's black, and italic where it is not
    /// bold (ResolvedTheme.mutedIsItalic), so `label2` (muted) is apart from the body text; it is
    /// alike `legal` (muted and italic). Three pairs of bold roles differ there only by colour,
    /// which that depth does not have: `headline`/`label1`, `title3`/`title4`, `display2`/`caption`.
    @Test(arguments: [ColorDepth.c16, .c8, .monochrome])
    func everyDefaultRoleLooksDifferentAtLowDepths(_ depth: ColorDepth) {
        for scheme in ColorScheme.allCases {
            let pairs = Self.alike(.default, scheme, depth)
            let alikeWithoutColour = ["display2 = caption", "title3 = title4", "headline = label1", "label2 = legal"]
            #expect(pairs == (depth == .c16 && scheme == .light ? alikeWithoutColour : []), "\(scheme) \(depth): \(pairs)")
        }
    }

    /// The nearest wins: a colour set nearer the text than its role wins over the role's colour.
    @Test func aColourSetNearerThanTheRoleWinsOverItsColour() {
        let host = ViewHost(ThemeProvider(.default, scheme: .light) {
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
