import Testing

@testable import Tessera

@Suite struct ListCellTests {
    @Test func colours() {
        let colors = listCellColors(isFocused: false, isPressed: false, theme: theme(.light))
        #expect(colors.fill == nil)
        #expect(colors.description == .fgMuted)
        #expect(colors.check == .fgPrimary)
        #expect(listCellColors(isFocused: true, isPressed: false, theme: theme(.light)).fill == .bgSecondary)
        #expect(listCellColors(isFocused: true, isPressed: true, theme: theme(.light)).fill == .bgTertiary)
        let selected = listCellColors(isFocused: false, isPressed: false, isSelected: true, theme: theme(.light))
        #expect(selected.fill == .bgPrimaryWash)
        #expect(selected.description == .fg, "fgMuted is not legible on every theme's wash")
    }

    @Test func laysOutCheckTitleDescriptionAndDetail() {
        let screen = ComponentHost(
            VStack(spacing: 0) {
                ListCell(title: "Bitcoin", description: "BTC", detail: "$43,201.10", isSelected: true)
                ListCell(title: "Ether", detail: "$9.81")
            }, columns: 30, rows: 3)
        let buffer = screen.render()
        // The focus marker's column, the check's slot (blank but kept on the unselected row, so
        // both titles start at column 4), the title (flexible), the detail, the trailing focus
        // marker's column, one column apart, and one column of trailing padding: the detail ends at 26.
        func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
        #expect(rowsOf(buffer) == ["  ✓ Bitcoin" + spaces(6) + "$43,201.10", "    BTC", "    Ether" + spaces(13) + "$9.81"])
        let light = theme(.light)
        #expect(buffer[2, 0].style.foreground == light.color(.fgPrimary), "the check leads, in fgPrimary")
        #expect(buffer[4, 0].style.attributes.contains(.bold), "title is a headline")
        #expect(buffer[4, 1].style.foreground == light.color(.fg), "on the selection wash the description is in fg")
        #expect(screen.focusOrderLabels.isEmpty, "without an action a cell is not a control")
    }

    /// Review 3 of #17: the check sat at the trailing edge, so on an unselected row the trailing
    /// `◂` stood two blank cells from the detail. It now leads, and selecting moves nothing.
    @Test func selectingMovesNothingAndTheTrailingMarkerStandsOneSpaceAfterTheDetail() {
        struct Assets: View {
            @State var chosen = "Bitcoin"
            var body: some View {
                VStack(spacing: 0) {
                    ListCell(title: "Bitcoin", detail: "$1,024", isSelected: chosen == "Bitcoin") { chosen = "Bitcoin" }
                    ListCell(title: "Ether", detail: "$9.81", isSelected: chosen == "Ether") { chosen = "Ether" }
                }
            }
        }
        let screen = ComponentHost(Assets(), columns: 30, rows: 2)
        screen.press(.tab, .tab)
        #expect(screen.focusedLabel == "Ether")
        let before = screen.rows
        #expect(
            before == [
                "  ✓ Bitcoin" + String(repeating: " ", count: 10) + "$1,024", "▸   Ether" + String(repeating: " ", count: 13) + "$9.81 ◂",
            ])
        screen.press(.enter)
        let after = screen.rows
        #expect(
            after == [
                "    Bitcoin" + String(repeating: " ", count: 10) + "$1,024", "▸ ✓ Ether" + String(repeating: " ", count: 13) + "$9.81 ◂",
            ])
        for (old, new) in zip(before, after) {
            #expect(column(of: "$", in: old) == column(of: "$", in: new), "the detail stays put")
            #expect(Array(old).dropFirst(4) == Array(new).dropFirst(4), "only the marker and check columns change")
        }
    }

    @Test func withAnActionItIsAFocusableLabelledButton() {
        let chosen = CallCount()
        let screen = ComponentHost(
            ListCell(title: "Bitcoin", description: "BTC") { chosen.increment() },
            columns: 30, rows: 2, depth: .monochrome)
        screen.render()
        #expect(screen.focusOrderLabels == ["Bitcoin"])
        #expect(screen.unlabeledElements.isEmpty)
        screen.press(.tab)
        let buffer = screen.render()
        #expect(
            rowsOf(buffer)[0] == "▸   Bitcoin" + String(repeating: " ", count: 17) + "◂",
            "the focus markers, at both ends, show in every depth")
        #expect(buffer[4, 0].style.attributes.isSuperset(of: [.bold, .underline]))
        screen.press(.enter)
        #expect(chosen.count == 1)
    }

    @Test func focusedRowIsFilled() {
        let screen = ComponentHost(ListCell(title: "Bitcoin") {}, columns: 20, rows: 1, scheme: .dark)
        screen.press(.tab)
        let buffer = screen.render()
        #expect(buffer[15, 0].style.background == theme(.dark).color(.bgSecondary))
    }

    @Test func theSelectedRowIsWashedWhereTheWashShowsAndReversedWhereItCannot() {
        // Reversed also where the wash shows as the focused row's fill, so selection never looks like focus.
        for depth in [ColorDepth.truecolor, .c256, .c16, .c8, .monochrome] {
            let screen = ComponentHost(
                VStack(spacing: 0) {
                    ListCell(title: "Bitcoin", isSelected: true)
                    ListCell(title: "Ether")
                }, columns: 20, rows: 2, depth: depth)
            let buffer = screen.render()
            let light = theme(.light)
            let selected = buffer[4, 0].style, plain = buffer[4, 1].style
            #expect(selected != plain, "the selected row differs from the plain one at \(depth)")
            // The wash is kept where it shows on the page and is not the focused row's fill.
            let washIsFocusFill = light.color(.bgPrimaryWash).degraded(to: depth) == light.color(.bgSecondary).degraded(to: depth)
            let washShows = light.shows(.bgPrimaryWash, on: .bg, at: depth)
            #expect(
                !washShows || washIsFocusFill == (depth == .c16),
                "of the depths that show the wash, 16 light makes it ANSI 7, the focus fill (\(depth))")
            if washShows && !washIsFocusFill {
                #expect(buffer[12, 0].style.background == light.color(.bgPrimaryWash), "the whole row is washed")
                #expect(!selected.attributes.contains(.reverse))
            } else {
                #expect(selected.attributes.contains(.reverse), "the title stands out without the wash at \(depth)")
                #expect(!plain.attributes.contains(.reverse))
                // Review 2 of #17: only the title word was reversed; the whole row is one block.
                for x in 0..<20 {
                    #expect(buffer[x, 0].style.attributes.contains(.reverse), "column \(x) of the selected row at \(depth)")
                    #expect(buffer[x, 0].style.foreground == selected.foreground, "one ink, so one block: column \(x) at \(depth)")
                }
            }
        }
    }

    @Test func focusTakesOverFromTheSelectionWash() {
        let screen = ComponentHost(ListCell(title: "Bitcoin", isSelected: true) {}, columns: 20, rows: 1)
        screen.press(.tab)
        let buffer = screen.render()
        #expect(buffer[15, 0].style.background == theme(.light).color(.bgSecondary))
    }

    @Test func longTitlesWrapAndTheDetailStaysWhole() {
        let screen = ComponentHost(ListCell(title: "A very long asset name indeed", detail: "$1.00"), columns: 24, rows: 3)
        #expect(screen.rows == ["    A very long $1.00", "    asset name", "    indeed"])
    }
}
