import Testing

@testable import Tessera

@Suite struct TagAndChipTests {
    /// TOKENS.md, Tag: low emphasis = fill step 0, text step 60; high = fill step 60, text step 0.
    @Test func tagColoursFollowTokensMD() throws {
        let light = theme(.light), dark = theme(.dark)
        #expect(tagColors(emphasis: .low, hue: .green, theme: light) == TagColors(fill: hex(0xF5FFFB), text: hex(0x098551)))
        #expect(tagColors(emphasis: .high, hue: .green, theme: light) == TagColors(fill: hex(0x098551), text: hex(0xF5FFFB)))
        #expect(tagColors(emphasis: .low, hue: .red, theme: dark) == TagColors(fill: hex(0x330004), text: hex(0xF0616D)))
        #expect(tagColors(emphasis: .high, hue: .orange, theme: dark) == TagColors(fill: hex(0xF07836), text: hex(0x330D00)))
        for hue in Hue.allCases {
            let ramp = hueRamp(hue, theme: light)
            let low = tagColors(emphasis: .low, hue: hue, theme: light)
            let high = tagColors(emphasis: .high, hue: hue, theme: light)
            #expect(low.fill == ramp.wash && high.fill == ramp.fill)
            // The step's text where it reads at 4.5:1, another ink where it does not (TOKENS.md, departures).
            for (colors, preferred) in [(low, ramp.text), (high, ramp.wash)] {
                let fill = try #require(colors.fill)
                if ContrastAudit.ratio(preferred, fill) >= 4.5 {
                    #expect(colors.text == preferred, "\(hue)")
                } else {
                    #expect(ContrastAudit.ratio(colors.text, fill) >= 4.5, "\(hue)")
                }
            }
        }
        // Light orange: the wash #FFFAF5 is 4.44:1 on #CF470E, white 4.60:1.
        #expect(tagColors(emphasis: .high, hue: .orange, theme: light).text == hex(0xFFFFFF))
    }

    /// TOKENS.md, Chip: bgSecondary (segments share a chip's colours).
    @Test func chipColours() {
        #expect(selectablePillColors(isSelected: false, isPressed: false) == SelectablePillColors(fill: .bgSecondary, text: .fg))
        #expect(selectablePillColors(isSelected: false, isPressed: true) == SelectablePillColors(fill: .bgTertiary, text: .fg))
        #expect(selectablePillColors(isSelected: true, isPressed: false) == SelectablePillColors(fill: .bgPrimary, text: .fgInverse))
        #expect(theme(.light).rgb(.bgSecondary) == hex(0xEEF0F3))
        #expect(theme(.dark).rgb(.bgSecondary) == hex(0x282B31))
    }

    @Test func pillsShowAtEveryDepth() {
        for depth in [ColorDepth.truecolor, .c256] {
            #expect(pillLook(strong: false, depth: depth) == PillLook(leading: " ", trailing: " ", attributes: []))
            #expect(pillLook(strong: true, depth: depth) == PillLook(leading: " ", trailing: " ", attributes: []))
        }
        for depth in [ColorDepth.c16, .c8, .monochrome] {
            #expect(pillLook(strong: false, depth: depth).leading == "[", "a wash merges into the page at \(depth)")
        }
        #expect(pillLook(strong: true, depth: .c16).attributes.isEmpty, "a strong fill shows at 16 colours")
        #expect(pillLook(strong: true, depth: .monochrome).attributes == .reverse)
        #expect(
            pillLook(strong: true, isEnabled: false, depth: .monochrome).attributes.isEmpty,
            "disabled in monochrome: dim, no reverse")
    }

    @Test func tagRendersOnItsHue() throws {
        let screen = ComponentHost(
            HStack {
                Tag("New", hue: .green); Tag("Beta", hue: .purple, emphasis: .high)
            },
            columns: 20, rows: 1)
        let buffer = screen.render()
        #expect(rowsOf(buffer)[0] == " New   Beta", "padded pills, one column apart")
        let low = tagColors(emphasis: .low, hue: .green, theme: theme(.light))
        #expect(buffer[0, 0].style.background == .rgb(try #require(low.fill)))
        #expect(buffer[1, 0].style.foreground == .rgb(low.text))
        #expect(buffer[1, 0].style.attributes.contains(.bold), "label1")
        let high = tagColors(emphasis: .high, hue: .purple, theme: theme(.light))
        #expect(buffer[6, 0].style.background == .rgb(try #require(high.fill)))
        #expect(buffer[7, 0].style.foreground == .rgb(high.text))
    }

    @Test func tagsStayDistinctInMonochrome() {
        let screen = ComponentHost(
            HStack {
                Tag("New"); Tag("Beta", emphasis: .high)
            }, columns: 20, rows: 1,
            depth: .monochrome)
        let buffer = screen.render()
        #expect(rowsOf(buffer)[0] == "[New]  Beta")
        #expect(!buffer[1, 0].style.attributes.contains(.reverse))
        #expect((6...11).allSatisfy { buffer[$0, 0].style.attributes.contains(.reverse) }, "high emphasis reversed, caps too")
    }

    @Test func chipTogglesAndIsFocusableAndLabelled() {
        final class Model { var on = false }
        let model = Model()
        let screen = ComponentHost(
            Chip("Crypto", isSelected: Binding(get: { model.on }, set: { model.on = $0 })),
            columns: 20, rows: 1)
        screen.render()
        #expect(screen.focusOrderLabels == ["Crypto"])
        #expect(screen.unlabeledElements.isEmpty)
        screen.press(.tab, .enter)
        #expect(model.on)
        let buffer = screen.render()
        #expect(rowsOf(buffer)[0] == "▸ Crypto ◂", "focused: the ring at the pill's ends")
        #expect(buffer[2, 0].style.background == theme(.light).color(.bgPrimary))
        #expect(buffer[2, 0].style.attributes.isSuperset(of: [.bold, .underline]), "focused")
        #expect(buffer[0, 0].style.background == theme(.light).color(.bgPrimary), "the ring sits on the pill")
        screen.press(.character(" "))
        #expect(!model.on)
        #expect(screen.render()[2, 0].style.background == theme(.light).color(.bgSecondary))
    }

    @Test func chipStatesInMonochrome() {
        let screen = ComponentHost(
            HStack {
                Chip("A", isSelected: .constant(false)); Chip("B", isSelected: .constant(true))
            },
            columns: 12, rows: 1, depth: .monochrome)
        let buffer = screen.render()
        // Two columns each side of the label, for the focus ring (`▸ A ◂`): a bracket and a space.
        #expect(rowsOf(buffer)[0] == "[ A ]   B")
        #expect(buffer[8, 0].style.attributes.contains(.reverse), "selected")
        #expect(!buffer[2, 0].style.attributes.contains(.reverse), "unselected")
        screen.press(.tab)
        #expect(rowsOf(screen.render())[0] == "▸ A ◂   B", "focus replaces the brackets with the ring")
    }
}
