import Testing

@testable import Tessera

@Suite struct RadioStyleTests {
    /// TOKENS.md: Radio fill bg, dot bgPrimary, border bgPrimary / bgLineHeavy.
    @Test func radioColoursFollowTheTable() {
        for scheme in ColorScheme.allCases {
            let theme = Theme.default.resolved(for: scheme)
            #expect(
                radioColors(isSelected: true, theme: theme)
                    == RadioColors(
                        fill: theme.color(.bg), dot: theme.color(.bgPrimary), border: theme.color(.bgPrimary), label: theme.color(.fg)))
            #expect(
                radioColors(isSelected: false, theme: theme)
                    == RadioColors(
                        fill: theme.color(.bg), dot: nil, border: theme.color(.fgMuted), label: theme.color(.fgMuted)))
        }
    }

    @Test func radioCellsCarryTheMappedColours() throws {
        let theme = Theme.default.resolved(for: .dark)
        let group = RadioGroup(selection: .constant("a"), options: [("a", "Alpha"), ("b", "Beta")])
        let buffer = renderControl(group, scheme: .dark)
        let selected = radioColors(isSelected: true, theme: theme)
        let other = radioColors(isSelected: false, theme: theme)
        let dot = try #require(locate("(●)", in: buffer))
        #expect(buffer[dot.x, dot.y].style.foreground == selected.border)
        #expect(buffer[dot.x + 1, dot.y].style.foreground == selected.dot)
        let empty = try #require(locate("( )", in: buffer))
        #expect(buffer[empty.x, empty.y].style.foreground == other.border)
        #expect(buffer[empty.x + 1, empty.y].style.background == other.fill)
        let alpha = try #require(locate("Alpha", in: buffer))
        #expect(buffer[alpha.x, alpha.y].style.foreground == selected.label)
        let beta = try #require(locate("Beta", in: buffer))
        #expect(buffer[beta.x, beta.y].style.foreground == other.label)
    }

    @Test func monochromeTellsTheSelectionByDotAndBold() {
        let radio = renderControl(RadioGroup(selection: .constant(1), options: [(1, "A"), (2, "B")]), depth: .monochrome)
        #expect(rowsOf(radio).prefix(2) == ["  (●) A", "  ( ) B"])
        #expect(radio[3, 0].style.attributes.contains(.bold))
        #expect(!radio[3, 1].style.attributes.contains(.bold))
    }

    @Test func focusShowsInMonochrome() {
        let group = RadioGroup(selection: .constant(1), options: [(1, "A")])
        let focused = renderControl(group, state: .focused, depth: .monochrome).degradedForMonochrome
        #expect(focused != renderControl(group, depth: .monochrome).degradedForMonochrome)
        #expect(rowsOf(renderControl(group, state: .focused, depth: .monochrome))[0] == "▸ (●) A ◂")
    }
}

@Suite struct RadioGroupTests {
    private func host(_ box: Box<Int>, axis: Axis = .vertical) -> ViewHost {
        let group = VStack {
            Button("Before") {}
            RadioGroup(selection: box.binding, options: [(1, "One"), (2, "Two"), (3, "Three")], axis: axis)
            Button("After") {}
        }
        let host = ViewHost(ThemeProvider(.default) { group })
        _ = host.render(size: TerminalSize(columns: 40, rows: 6))
        return host
    }

    private func press(_ host: ViewHost, _ key: Key) {
        host.handle(.key(KeyPress(key)))
        _ = host.render(size: TerminalSize(columns: 40, rows: 6))
    }

    @Test func everyItemIsAFocusableLabelledControl() {
        let host = host(Box(1))
        #expect(host.focusOrderLabels == ["Before", "One", "Two", "Three", "After"])
        #expect(host.unlabeledElements.isEmpty)
    }

    @Test(arguments: [Axis.vertical, .horizontal])
    func arrowsMoveWithinTheGroupAndStopAtItsEnds(axis: Axis) {
        let box = Box(1)
        let host = host(box, axis: axis)
        press(host, .tab)
        press(host, .tab)
        #expect(host.focusedLabel == "One")
        press(host, .up)
        #expect(host.focusedLabel == "One", "up at the first item stays in the group")
        press(host, .down)
        press(host, .right)
        #expect(host.focusedLabel == "Three")
        press(host, .down)
        #expect(host.focusedLabel == "Three", "down at the last item stays in the group")
        press(host, .left)
        #expect(host.focusedLabel == "Two")
        #expect(box.value == 1, "moving focus does not select")
        press(host, .tab)
        #expect(host.focusedLabel == "After", "one Tab leaves the group: it is one stop")
        press(host, .backTab)
        #expect(host.focusedLabel == "One", "Shift-Tab enters it at the selected item")
    }

    @Test func tabEntersTheGroupAtTheSelectedItem() {
        let host = host(Box(2))
        press(host, .tab)
        press(host, .tab)
        #expect(host.focusedLabel == "Two")
        press(host, .tab)
        #expect(host.focusedLabel == "After")
    }

    @Test func spaceEnterAndClickSelect() {
        let box = Box(1)
        let host = host(box)
        press(host, .tab)
        press(host, .tab)
        press(host, .down)
        press(host, .character(" "))
        #expect(box.value == 2)
        press(host, .down)
        press(host, .enter)
        #expect(box.value == 3)
        // Rows: Before, One, Two, Three. Click "One".
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 6, y: 1))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 6, y: 1))))
        #expect(box.value == 1)
    }

    @Test func disabledGroupTakesNoFocus() {
        let view = ThemeProvider(.default) {
            RadioGroup(selection: .constant(1), options: [(1, "One"), (2, "Two")]).disabled(true)
        }
        let host = ViewHost(view)
        _ = host.render(size: TerminalSize(columns: 20, rows: 2))
        #expect(host.focusOrderLabels.isEmpty)
    }
}
