import Testing

@testable import Tessera

private struct Section: Identifiable {
    let id: String
    var title: String { id }
}

/// A section body with state of its own: `+` counts up while it is focused.
private struct Tally: View {
    @State private var count = 0
    let name: String
    var body: some View {
        Text("\(name)=\(count)").focusable().accessibilityLabel("\(name) tally").onKeyPress(.character("+")) { count += 1 }
    }
}

private struct Screen: View {
    var sections: [Section]
    var allowsMultiple = false
    var body: some View {
        Accordion(sections, allowsMultipleExpanded: allowsMultiple) {
            $0.title
        } content: {
            Tally(name: $0.id)
        }
    }
}

private let abc = ["A", "B", "C"].map(Section.init)

@Suite struct AccordionTests {
    @Test func foldedByDefaultWithCaretsAndDividers() {
        let screen = ComponentHost(Screen(sections: abc), columns: 20, rows: 6)
        // Two columns for the focus ring (`▸ ▾ A ◂` when focused), then the caret; the rule starts under it.
        let rule = "  " + String(repeating: "─", count: 16)
        #expect(screen.rows == ["  ▸ A", rule, "  ▸ B", rule, "  ▸ C", rule], "each rule starts under its caret")
        #expect(screen.focusOrderLabels == ["A", "B", "C"], "headers take focus; folded content does not")
        #expect(screen.unlabeledElements.isEmpty)
    }

    @Test func enterOpensAndOnlyOneIsOpen() {
        let screen = ComponentHost(Screen(sections: abc), columns: 20, rows: 10)
        screen.press(.tab, .enter)
        #expect(screen.rows.prefix(3) == ["▸ ▾ A ◂", "    A=0", ""], "the focused header in the ring, the content under its title")
        screen.press(.tab, .tab, .character(" "))
        #expect(screen.focusedLabel == "B")
        let rows = screen.rows
        #expect(rows.contains("  ▸ A"), "opening B folds A")
        #expect(rows.contains("▸ ▾ B ◂"))
        #expect(rows.contains("    B=0"))
        #expect(!rows.contains("    A=0"))
        screen.press(.enter)
        #expect(!screen.rows.contains { $0.contains("▾") }, "Enter on an open header folds it")
    }

    @Test func severalMayOpenWhenAllowed() {
        let screen = ComponentHost(Screen(sections: abc, allowsMultiple: true), columns: 20, rows: 12)
        screen.press(.tab, .enter, .tab, .tab, .enter)
        let rows = screen.rows
        #expect(rows.contains("  ▾ A") && rows.contains("▸ ▾ B ◂"))
    }

    @Test func eachSectionKeepsItsStateWhenFoldedAndReopened() {
        let screen = ComponentHost(Screen(sections: abc), columns: 20, rows: 10)
        screen.press(.tab, .enter, .tab)
        #expect(screen.focusedLabel == "A tally")
        screen.press(.character("+"), .character("+"))
        #expect(screen.rows.contains("    A=2"))
        screen.press(.tab, .enter)   // open B, which folds A
        #expect(screen.focusedLabel == "B")
        screen.press(.tab, .character("+"))   // into B's tally
        #expect(screen.rows.contains("    B=1"))
        screen.press(.backTab, .backTab, .enter)   // back past B to A's header, reopen A
        #expect(screen.focusedLabel == "A")
        #expect(screen.rows.contains("    A=2"), "A's state survived folding")
        screen.press(.tab, .tab, .enter)
        #expect(screen.rows.contains("    B=1"), "and so did B's")
    }

    @Test func openSectionFollowsItsIdentityWhenTheDataChanges() {
        final class Model { var sections = abc }
        let model = Model()
        struct Live: View {
            let model: Model
            var body: some View {
                Accordion(model.sections) {
                    $0.title
                } content: {
                    Tally(name: $0.id)
                }
            }
        }
        let screen = ComponentHost(Live(model: model), columns: 20, rows: 10)
        screen.press(.tab, .tab, .enter)   // open B
        model.sections = ["Z", "A", "B", "C"].map(Section.init)
        screen.host.handle(.resize(TerminalSize(columns: 20, rows: 10)))
        let rows = screen.rows
        #expect(rows.contains("▸ ▾ B ◂"), "B is still the open (and focused) one: \(rows)")
        #expect(rows.contains("  ▸ Z") && rows.contains("  ▸ A"))
    }

    @Test func toggledSectionsIsPure() {
        #expect(toggledSections(["a"], "b", allowsMultiple: false) == ["b"])
        #expect(toggledSections(["a"], "b", allowsMultiple: true) == ["a", "b"])
        #expect(toggledSections(["a", "b"], "a", allowsMultiple: true) == ["b"])
        #expect(toggledSections(["a"], "a", allowsMultiple: false) == [])
    }

    /// Focus draws the house ring around caret and title (`▸ ▸ A ◂`), so it shows by glyphs in
    /// monochrome, and underlines the title only, not the caret.
    @Test func focusedHeaderIsFilledRingedAndCued() {
        #expect(accordionHeaderColors(isFocused: true, isPressed: false).fill == .bgSecondary)
        #expect(accordionHeaderColors(isFocused: false, isPressed: true).fill == .bgTertiary)
        #expect(accordionHeaderColors(isFocused: false, isPressed: false).fill == nil)
        let screen = ComponentHost(Screen(sections: abc), columns: 20, rows: 6, depth: .monochrome)
        screen.press(.tab)
        let buffer = screen.render()
        #expect(rowsOf(buffer)[0] == "▸ ▸ A ◂", "focus shows in monochrome")
        #expect(buffer[4, 0].style.attributes.contains(.underline))
        #expect(!buffer[2, 0].style.attributes.contains(.underline), "the caret is not the label")
        #expect(!buffer[4, 2].style.attributes.contains(.underline))
    }
}
