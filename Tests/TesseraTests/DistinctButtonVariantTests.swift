import Testing

@testable import Tessera

/// Review 17b, N4: at 16 colours light the quiet (foreground muted) button was secondary's ANSI 7
/// fill under secondary's black label, told apart only by dim, which xterm draws as the same
/// black. No two house button variants, nor any of them and the disabled look, render alike — the
/// label's and the box's cells: their glyphs, the colours a terminal of the depth shows and their
/// attributes — at every depth, in both schemes and every built-in theme; and the quiet button
/// stays apart from all of them with dim left out (a terminal may not show it).
@Suite struct DistinctButtonVariantTests {
    static let depths: [ColorDepth] = [.truecolor, .c256, .c16, .c8, .monochrome]

    /// The button's cells as a terminal of `depth` shows them: each glyph with the colours it is
    /// seen in (reverse video applied; none in monochrome, where reverse video is the attribute)
    /// and its attributes (but dim, `ignoringDim`). A blank cell's glyph colour is not seen.
    static func look(
        _ variant: ButtonVariant, disabled: Bool = false, theme: Theme, scheme: ColorScheme,
        depth: ColorDepth, ignoringDim: Bool = false
    ) -> [String] {
        let buffer = renderControl(
            Button("Go") {}.buttonStyle(.tessera(variant)), state: disabled ? .disabled : .normal,
            theme: theme, scheme: scheme, depth: depth, columns: 12, rows: 3)
        return shownCells(buffer, at: depth).joined().map { cell in
            var attributes = cell.style.attributes
            if ignoringDim { attributes.remove(.dim) }
            guard depth != .monochrome else { return "\(cell.grapheme) \(attributes.rawValue)" }
            attributes.remove(.reverse)
            let glyph = cell.grapheme == " " ? "" : "\(cell.visibleForeground)"
            return "\(cell.grapheme) \(glyph) \(cell.visibleBackground) \(attributes.rawValue)"
        }
    }

    @Test(arguments: Theme.builtinNames)
    func noTwoVariantsNorTheDisabledLookRenderAlike(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        var alike: [String] = []
        for scheme in ColorScheme.allCases {
            for depth in Self.depths {
                func looks(ignoringDim: Bool) -> [(name: String, look: [String])] {
                    ButtonVariant.allCases.map { variant in
                        ("\(variant)", Self.look(variant, theme: theme, scheme: scheme, depth: depth, ignoringDim: ignoringDim))
                    }
                        // One disabled look for every filled variant (they may be alike): no enabled one may wear it.
                        + ButtonVariant.allCases.filter { $0 != .plain }.map { variant in
                            (
                                "disabled \(variant)",
                                Self.look(
                                    variant, disabled: true, theme: theme, scheme: scheme, depth: depth,
                                    ignoringDim: ignoringDim)
                            )
                        }
                }
                let all = looks(ignoringDim: false)
                for (index, first) in all.enumerated() {
                    for second in all[(index + 1)...] where first.look == second.look && !first.name.hasPrefix("disabled") {
                        alike.append("\(scheme) \(depth.rawValue): \(first.name) = \(second.name)")
                    }
                }
                // Without dim the quiet button still stands apart from every other one and the disabled look.
                let undimmed = looks(ignoringDim: true)
                let quiet = try #require(undimmed.first { $0.name == "\(ButtonVariant.foregroundMuted)" })
                for other in undimmed where other.name != quiet.name && other.look == quiet.look {
                    alike.append("\(scheme) \(depth.rawValue) without dim: \(quiet.name) = \(other.name)")
                }
                // And the disabled look from every enabled one: a terminal that draws no dim still
                // shows a disabled button as disabled.
                for disabled in undimmed where disabled.name.hasPrefix("disabled") {
                    for enabled in undimmed where !enabled.name.hasPrefix("disabled") && enabled.look == disabled.look {
                        alike.append("\(scheme) \(depth.rawValue) without dim: \(disabled.name) = \(enabled.name)")
                    }
                }
            }
        }
        #expect(alike.isEmpty, "\(name):\n\(alike.joined(separator: "\n"))")
    }

    /// Review 17c, D: where the quiet button's fill cannot show as its own (below 256 colours, and
    /// where it blends into the page: default dark, 1.08:1) it was its label alone, in the style of the muted labels and code around it. It is its italic
    /// label between brackets there, which no text of the page is.
    @Test(arguments: Theme.builtinNames)
    func theQuietButtonAloneIsBracketedAndNotLikeTheTextAroundIt(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in ColorDepth.allCases {
                let resolved = theme.resolved(for: scheme, depth: depth)
                guard
                    !resolved.fillShows(resolved.fill(of: .bgAlternate, variant: .foregroundMuted), on: .bg, at: depth)
                        || (depth < .c256 && resolved.showsAlike(.foregroundMuted, role: nil, at: depth))
                else { continue }
                let quiet = renderControl(
                    Button("Go") {}.buttonStyle(.tessera(.foregroundMuted)),
                    theme: theme, scheme: scheme, depth: depth, columns: 12, rows: 3)
                let row = (0..<3).map { y in String((0..<12).map { quiet[$0, y].grapheme }) }
                #expect(row.contains { $0.contains("[  Go  ]") }, "\(name) \(scheme) \(depth): \(row)")
                let label = try #require(locate("Go", in: quiet))
                let labelStyle = shownCells(quiet, at: depth)[label.y][label.x].style
                let text = renderControl(
                    Text("Go").foregroundColor(.fgMuted), theme: theme, scheme: scheme,
                    depth: depth, columns: 12, rows: 3)
                let textAt = try #require(locate("Go", in: text))
                #expect(
                    labelStyle != shownCells(text, at: depth)[textAt.y][textAt.x].style,
                    "\(name) \(scheme) \(depth): the quiet label is drawn as muted text is")
                #expect(labelStyle.attributes.contains(.italic), "\(name) \(scheme) \(depth)")
            }
        }
    }

    /// The quiet button's label reads at 4.5:1 on xterm's palette at 16 colours light without
    /// counting on dim, and is italic there.
    @Test(arguments: Theme.measurableBuiltinNames)
    func theQuietLabelReadsAtSixteenColoursLight(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        let resolved = theme.resolved(for: .light, depth: .c16)
        let buffer = renderControl(
            Button("Go") {}.buttonStyle(.tessera(.foregroundMuted)),
            theme: theme, scheme: .light, depth: .c16, columns: 12, rows: 3)
        let at = try #require(locate("Go", in: buffer))
        let cell = shownCells(buffer, at: .c16)[at.y][at.x]
        #expect(!cell.style.attributes.contains(.dim), "\(name)")
        #expect(cell.style.attributes.contains(.italic), "\(name)")
        func shown(_ color: Color, _ fallback: ColorToken) -> RGB {
            (color == .default ? resolved.color(fallback).degraded(to: .c16) : color).rgbValue(defaultColor: resolved.rgb(fallback))
        }
        let ratio = ContrastAudit.ratio(shown(cell.visibleForeground, .fg), shown(cell.visibleBackground, .bg))
        #expect(ratio >= 4.5, "\(name): \(ratio):1")
    }
}

/// Review 17d, 1: on the Inheritance page a secondary button sat on a card of its own grey
/// (`bgElevation2` = `bgSecondary` in six themes) and read as plain text. A filled button knows
/// the surface it sits on (the nearest `.background(_:)`), and where its fill does not show there
/// (under 1.1:1) it draws the box it draws where a depth cannot show the fill.
@Suite struct ButtonOnItsOwnSurfaceTests {
    private static func boxed(_ buffer: CellBuffer) -> Bool {
        let corners: Set<Character> = ["╭", "┌", "┏", "╔", "+"]
        return (0..<buffer.rows).contains { y in (0..<buffer.columns).contains { corners.contains(buffer[$0, y].grapheme) } }
    }

    @Test(arguments: Theme.measurableBuiltinNames)
    func aFillThatDoesNotShowOnItsSurfaceIsOutlined(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in [ColorDepth.truecolor, .c256] {
                let resolved = theme.resolved(for: scheme, depth: depth)
                for surface in [ColorToken.bg, .bgElevation1, .bgElevation2] {
                    let buffer = renderControl(
                        Button("Go") {}.buttonStyle(.tessera(.secondary)).padding(1).background(surface),
                        theme: theme, scheme: scheme, depth: depth, columns: 14, rows: 5)
                    let seen = ContrastAudit.ratio(resolved.shownRGB(.bgSecondary, at: depth), resolved.shownRGB(surface, at: depth))
                    #expect(
                        Self.boxed(buffer) == (seen < ResolvedTheme.fillVisibleRatio),
                        "\(name) \(scheme) \(depth) on \(surface): fill \(seen):1")
                }
            }
        }
    }

    /// Review 17e, 1–2: a one-row button (the alert's Cancel, a compact density) whose fill does
    /// not show on its surface was bare text at truecolor and 256 colours: it is bracketed there.
    @Test(arguments: Theme.measurableBuiltinNames)
    func aOneRowButtonWhoseFillDoesNotShowIsBracketed(_ name: String) throws {
        let theme = try Theme.builtin(named: name)
        for scheme in ColorScheme.allCases {
            for depth in [ColorDepth.truecolor, .c256] {
                let resolved = theme.resolved(for: scheme, depth: depth)
                for surface in [ColorToken.bg, .bgElevation2] {
                    let button = Button("Go") {}.buttonStyle(.tessera(.secondary, size: .small)).padding(1).background(surface)
                    let buffer = renderControl(button, theme: theme, scheme: scheme, depth: depth, columns: 14, rows: 3)
                    let row = String((0..<14).map { buffer[$0, 1].grapheme })
                    let hidden = !resolved.fillShows(.bgSecondary, on: surface, at: depth)
                    #expect(row.contains("[") == hidden, "\(name) \(scheme) \(depth) on \(surface): \(row)")
                }
            }
        }
    }

    @Test func aFillThatShowsKeepsTheHouseLook() {
        // The default theme's secondary grey on its light page (1.14:1) is the house look: no box.
        let buffer = renderControl(Button("Go") {}.buttonStyle(.tessera(.secondary)), columns: 14, rows: 3)
        #expect(!Self.boxed(buffer))
    }
}
