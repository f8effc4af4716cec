import Testing

@testable import Tessera

/// Issue 17: glyph marks in a status colour (a switch's `━━●`, a field's positive border, a
/// spinner) keep WCAG 1.4.11's 3:1 against what they sit on, as the depth shows them: xterm's
/// green was 2.16:1 on white, its blue 2.23:1 on black.
@Suite struct StatusMarkTests {
    /// What xterm shows a cell's glyph and background as.
    private func shown(_ style: CellStyle, at depth: ColorDepth, page: RGB) -> (RGB, RGB) {
        let presented = style.degraded(to: depth)
        return (presented.foreground.rgbValue(defaultColor: RGB(0, 0, 0)), presented.background.rgbValue(defaultColor: page))
    }

    @Test func aMarkTakesItsStatusTextThenTheMainTextWhereItsFillIsFaint() {
        let light = Theme.default.resolved(for: .light, depth: .c16)
        #expect(light.mark(.bgNegative, on: .bg) == .bgNegative, "xterm's red is 5.8:1 on white")
        #expect(light.mark(.bgPositive, on: .bg) == .fg, "no green of 16 colours is 3:1 on white")
        #expect(Theme.default.resolved(for: .light).mark(.bgPositive, on: .bg) == .bgPositive, "truecolor's green is")
        #expect(light.filledMark(.bgPositive, on: .bg).fill == .bgPositive, "a switch keeps the hue as a fill")
        #expect(light.filledMark(.bgNegative, on: .bg).fill == nil)
        let mono = Theme.default.resolved(for: .light, depth: .monochrome)
        #expect(mono.mark(.bgPositive, on: .bg) == .bgPositive && mono.filledMark(.bgPositive, on: .bg).fill == nil)
    }

    /// The positive switch at 16 colours on white: `━━●` on a green fill, its glyphs at 3:1 or more on it.
    @Test(arguments: ToggleVariant.allCases, [ColorDepth.c16, .c8])
    func anOnSwitchsGlyphsShowAtLowDepths(variant: ToggleVariant, depth: ColorDepth) throws {
        for scheme in ColorScheme.allCases {
            let page = Theme.default.resolved(for: scheme, depth: depth).shown(Theme.default.resolved(for: scheme, depth: depth).rgb(.bg))
            let buffer = renderControl(Toggle("A", isOn: .constant(true)).toggleStyle(.tessera(variant)), scheme: scheme, depth: depth)
            let track = try #require(locate("━━●", in: buffer))
            for x in track.x..<(track.x + 3) {
                let (glyph, ground) = shown(buffer[x, track.y].style, at: depth, page: page)
                #expect(ContrastAudit.ratio(glyph, ground) >= 3, "\(variant) \(scheme) \(depth): \(glyph.hexString) on \(ground.hexString)")
            }
        }
    }

    /// A field's positive border at 16 colours on white: the main text colour, not xterm's green.
    @Test func aPositiveFieldsBorderShows() throws {
        let field = TextField("Name", text: .constant("Ada")).textFieldStyle(.tessera(variant: .positive))
        for depth in [ColorDepth.c16, .c8, .truecolor] {
            for scheme in ColorScheme.allCases {
                let theme = Theme.default.resolved(for: scheme, depth: depth)
                let buffer = renderControl(field, scheme: scheme, depth: depth, rows: 6)
                let corner = try #require(locate("╭", in: buffer))
                let (line, ground) = shown(buffer[corner.x, corner.y].style, at: depth, page: theme.shown(theme.rgb(.bg)))
                #expect(ContrastAudit.ratio(line, ground) >= 3, "\(scheme) \(depth): \(line.hexString) on \(ground.hexString)")
            }
        }
    }
}
