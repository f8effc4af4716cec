import Testing

@testable import Tessera

@Suite struct TooltipTests {
    /// TOKENS.md, Tooltip: inverts the scheme, label2.
    @Test func colours() {
        #expect(tooltipColors() == TooltipColors(fill: .bgInverse, text: .fgInverse, role: .label2))
    }

    private struct Screen: View {
        var body: some View {
            VStack(alignment: .leading) {
                Button("Top") {}.tooltip("tip for top")
                Text("")
                Text("")
                Button("Bottom") {}.tooltip("tip for bottom")
            }
        }
    }

    @Test func showsOnFocusBelowAtTheTopEdgeAboveAtTheBottom() {
        let screen = ComponentHost(Screen(), columns: 20, rows: 4)
        #expect(!screen.rows.joined().contains("tip"))
        screen.press(.tab)
        let top = screen.rows
        #expect(top[1] == " tip for top", "no room above the first row: below")
        #expect(!top.joined().contains("tip for bottom"))
        screen.press(.tab)
        let bottom = screen.rows
        #expect(bottom[2] == " tip for bottom", "above its anchor on the last row")
        #expect(!bottom.joined().contains("tip for top"))
    }

    @Test func showsOnHover() {
        let screen = ComponentHost(Screen(), columns: 20, rows: 4)
        screen.render()
        screen.mouse(.move, x: 2, y: 3)
        #expect(screen.rows[2] == " tip for bottom")
    }

    @Test func invertsTheScheme() {
        for scheme in ColorScheme.allCases {
            let screen = ComponentHost(
                Text("x").tooltip("tip", isPresented: true).padding(.top, 1),
                columns: 10, rows: 2, scheme: scheme)
            let buffer = screen.render()
            #expect(rowsOf(buffer)[0] == " tip")
            let inverse = theme(scheme)
            #expect(buffer[0, 0].style.background == inverse.color(.bgInverse))
            #expect(buffer[4, 0].style.background == inverse.color(.bgInverse), "padded both sides")
            #expect(buffer[1, 0].style.foreground == inverse.color(.fgInverse))
            // TOKENS.md: bgInverse light is #0A0B0D, dark #FFFFFF.
            #expect(inverse.rgb(.bgInverse) == hex(scheme == .light ? 0x0A0B0D : 0xFFFFFF))
        }
    }

    @Test func reversedInMonochrome() {
        let screen = ComponentHost(
            Text("x").tooltip("tip", isPresented: true).padding(.top, 1),
            columns: 10, rows: 2, depth: .monochrome)
        let buffer = screen.render()
        #expect((0..<5).allSatisfy { buffer[$0, 0].style.attributes.contains(.reverse) })
    }

    @Test func anchorKeepsItsLabel() {
        let screen = ComponentHost(Screen(), columns: 20, rows: 4)
        screen.render()
        #expect(screen.focusOrderLabels == ["Top", "Bottom"])
        #expect(screen.unlabeledElements.isEmpty)
    }
}
