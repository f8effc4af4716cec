import Observation
import Testing

@testable import Tessera

/// A selection the views read through an `@Observable` model, as an app's `@State` or model is
/// read: an arrow's key handler changes it and leaves the key to the focus section, and the row
/// that shows the selection (and where focus prefers to be) resolves again because it read it.
@Observable
private final class Selection {
    var value: String
    init(_ value: String) { self.value = value }
    var binding: Binding<String> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@Suite struct TabsTests {
    /// TOKENS.md, Tabs: active = fgPrimary with a bgPrimary underline.
    @Test func colours() {
        #expect(tabColors(isActive: true) == TabColors(text: .fgPrimary, underline: .bgPrimary))
        #expect(tabColors(isActive: false) == TabColors(text: .fg, underline: .bgLineHeavy))
    }

    @Test func rendersTheActiveTabWithAHeavyUnderline() {
        let selection = Selection("Activity")
        let screen = ComponentHost(Tabs(selection: selection.binding, tabs: ["Overview", "Activity"]), columns: 30, rows: 2)
        let buffer = screen.render()
        #expect(
            rowsOf(buffer) == [
                "  Overview    Activity",
                String(repeating: "─", count: 12) + String(repeating: "━", count: 12)
                    + String(repeating: "─", count: 6),
            ])
        let light = theme(.light)
        #expect(buffer[14, 0].style.foreground == light.color(.fgPrimary))
        #expect(buffer[14, 0].style.attributes.contains(.bold), "active is bold, so it shows without colour")
        #expect(buffer[14, 1].style.foreground == light.color(.bgPrimary))
        #expect(buffer[2, 0].style.foreground == light.color(.fg))
        #expect(!buffer[2, 0].style.attributes.contains(.bold))
        #expect(buffer[2, 1].style.foreground == light.color(.bgLineHeavy))
        #expect(buffer[27, 1].style.foreground == light.color(.bgLineHeavy), "the baseline runs to the edge, a divider")
    }

    /// Review of #17: focus on the active tab only added an underline to its bold title. The ring's
    /// characters sit in the padding either side of the focused tab, so it shows in monochrome.
    @Test func focusPutsTheRingBesideTheActiveTab() {
        let selection = Selection("Overview")
        let screen = ComponentHost(Tabs(selection: selection.binding, tabs: ["Overview", "Activity"]), columns: 30, rows: 2)
        screen.render()
        screen.press(.tab)
        #expect(screen.rows[0].hasPrefix("▸ Overview ◂  Activity"), "\(screen.rows[0])")
    }

    @Test func arrowsChangeTheSelectionAndFocusFollows() {
        let selection = Selection("A")
        let screen = ComponentHost(
            VStack {
                Tabs(selection: selection.binding, tabs: ["A", "B", "C"])
                Button("After") {}
            }, columns: 20, rows: 3)
        screen.render()
        #expect(screen.focusOrderLabels == ["A", "B", "C", "After"], "each tab takes focus")
        #expect(screen.unlabeledElements.isEmpty)
        screen.press(.tab, .right)
        #expect(selection.value == "B")
        #expect(screen.focusedLabel == "B")
        screen.press(.right)
        #expect(selection.value == "C")
        screen.press(.right)
        #expect(selection.value == "C", "no wrap at the end")
        #expect(screen.focusedLabel == "C", "and focus stays in the tabs")
        screen.press(.left, .left)
        #expect(selection.value == "A")
        #expect(screen.focusedLabel == "A")
        screen.press(.left)
        #expect(screen.focusedLabel == "A")
    }

    /// Review of #17: every tab was its own stop of Tab. The row is one focus section now.
    @Test func theRowIsOneTabStopEnteredAtTheSelectedTab() {
        let selection = Selection("B")
        let screen = ComponentHost(
            VStack {
                Button("Before") {}
                Tabs(selection: selection.binding, tabs: ["A", "B", "C"])
                Button("After") {}
            }, columns: 20, rows: 4)
        screen.render()
        screen.press(.tab)
        #expect(screen.focusedLabel == "Before")
        screen.press(.tab)
        #expect(screen.focusedLabel == "B", "Tab enters the row at the selected tab, not its first")
        screen.press(.tab)
        #expect(screen.focusedLabel == "After", "and the next Tab leaves it")
        screen.press(.backTab)
        #expect(screen.focusedLabel == "B")
        screen.press(.down)
        #expect(selection.value == "C", "↓ selects the next tab too, focus following")
        #expect(screen.focusedLabel == "C")
        screen.press(.backTab)
        #expect(screen.focusedLabel == "Before")
    }

    @Test func theFirstTabOfAScreenEntersARowAtItsSelectedTab() {
        let selection = Selection("C")
        let screen = ComponentHost(
            Tabs(selection: selection.binding, tabs: ["A", "B", "C"]).prefersDefaultFocus(),
            columns: 20, rows: 2)
        screen.render()
        screen.press(.tab)
        #expect(screen.focusedLabel == "C")
    }

    @Test func segmentedControlSelectsWithArrowsAndShowsInMonochrome() {
        let selection = Selection("1D")
        let screen = ComponentHost(
            SegmentedControl(selection: selection.binding, segments: ["1D", "1W", "1M"]),
            columns: 24, rows: 1, depth: .monochrome)
        screen.render()
        #expect(screen.focusOrderLabels == ["1D", "1W", "1M"])
        #expect(screen.unlabeledElements.isEmpty)
        screen.press(.tab, .right)
        #expect(selection.value == "1W")
        #expect(screen.focusedLabel == "1W")
        screen.press(.tab)
        #expect(screen.focusedLabel == "1W", "the control is one stop: Tab comes back to the selected segment")
        let buffer = screen.render()
        let row = rowsOf(buffer)[0]
        #expect(row == "[  1D  ▸ 1W ◂  1M  ]", "brackets stand in for the track without colour; the ring marks focus")
        let selected = column(of: "1W", in: row) ?? 0
        #expect(buffer[selected, 0].style.attributes.isSuperset(of: [.reverse, .underline]), "selected and focused")
        #expect(!buffer[column(of: "1D", in: row) ?? 0, 0].style.attributes.contains(.reverse))
    }

    /// Review 2 of #17, point 10: focus on a segment only underlined its bold, reversed title. It
    /// gets the ring's characters either side, a space from the title, as Tabs do, at every
    /// density (compact too) and on the segment's own fill and ink.
    @Test(arguments: [Density.compact, .regular, .spacious], [ColorDepth.truecolor, .c16, .monochrome])
    func aFocusedSegmentShowsTheRing(density: Density, depth: ColorDepth) {
        let selection = Selection("1W")
        let screen = ComponentHost(
            SegmentedControl(selection: selection.binding, segments: ["1D", "1W", "1M"])
                .environment(\.density, density), columns: 24, rows: 1, depth: depth)
        let resting = rowsOf(screen.render())[0]
        screen.press(.tab)
        let buffer = screen.render()
        let row = rowsOf(buffer)[0]
        #expect(row.contains("▸ 1W ◂"), "\(row)")
        #expect(row.count == resting.count, "gaining focus moves nothing: \(resting) → \(row)")
        let title = column(of: "1W", in: row) ?? 0
        let marker = title - 2
        #expect(buffer[marker, 0].style == buffer[title - 1, 0].style, "the ring sits on the segment as its padding does")
        #expect(buffer[marker, 0].style.foreground == buffer[title, 0].style.foreground, "in the label's ink")
    }

    @Test func segmentedControlFillsInColour() {
        let selection = Selection("1W")
        let screen = ComponentHost(SegmentedControl(selection: selection.binding, segments: ["1D", "1W"]), columns: 20, rows: 1)
        let buffer = screen.render()
        let light = theme(.light)
        #expect(rowsOf(buffer)[0] == "   1D    1W")
        #expect(buffer[0, 0].style.background == light.color(.bgSecondary))
        #expect(buffer[3, 0].style.background == light.color(.bgSecondary))
        #expect(buffer[9, 0].style.background == light.color(.bgPrimary))
        #expect(buffer[9, 0].style.foreground == light.color(.fgInverse))
    }
}
