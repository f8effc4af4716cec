import Testing

@testable import Tessera

/// `focusSection()` makes a group one stop of Tab with the arrows inside it, and
/// `prefersDefaultFocus()` says where focus lands on entering a section or the screen.
@Suite struct FocusSectionTests {
    private let size = TerminalSize(columns: 40, rows: 12)

    /// A sidebar of three pages (the second open) beside a page of two controls.
    private func screen(open: String = "Two", pagePreferred: Bool = true) -> some View {
        HStack {
            VStack {
                ForEach(["One", "Two", "Three"], id: \.self) { page in
                    Button(page) {}.prefersDefaultFocus(page == open)
                }
            }
            .focusSection()
            VStack {
                Button("Save") {}
                Button("Cancel") {}
            }
            .prefersDefaultFocus(pagePreferred)
        }
    }

    private func press(_ key: Key, _ host: ViewHost) {
        host.handle(.key(KeyPress(key)))
        _ = host.render(size: size)
    }

    @Test func theFirstTabGoesToThePreferredControlNotTheSidebar() {
        let host = ViewHost(screen())
        _ = host.render(size: size)
        press(.tab, host)
        #expect(host.focusedLabel == "Save")
    }

    @Test func withoutAPreferenceTheFirstTabEntersTheFirstStopAtItsPreferredEntry() {
        let host = ViewHost(screen(pagePreferred: false))
        _ = host.render(size: size)
        press(.tab, host)
        #expect(host.focusedLabel == "Two", "the section starts at its preferred entry, not its first")
    }

    @Test func aSectionIsOneStopOfTab() {
        let host = ViewHost(screen())
        _ = host.render(size: size)
        var seen: [String?] = []
        for _ in 0..<4 {
            press(.tab, host)
            seen.append(host.focusedLabel)
        }
        #expect(seen == ["Save", "Cancel", "Two", "Save"])
        press(.backTab, host)
        #expect(host.focusedLabel == "Two", "Shift-Tab enters the section at its preferred entry too")
        press(.backTab, host)
        #expect(host.focusedLabel == "Cancel")
    }

    @Test func arrowsMoveInsideTheSectionAndStopAtItsEnds() {
        let host = ViewHost(screen())
        _ = host.render(size: size)
        press(.backTab, host)   // nothing focused: the last stop, the page's Cancel
        press(.backTab, host)
        press(.backTab, host)
        #expect(host.focusedLabel == "Two")
        press(.down, host)
        #expect(host.focusedLabel == "Three")
        #expect(host.handle(.key(KeyPress(.down))) == false, "↓ at the section's end goes nowhere")
        #expect(host.focusedLabel == "Three")
        press(.up, host)
        press(.left, host)
        #expect(host.focusedLabel == "One")
        press(.up, host)
        #expect(host.focusedLabel == "One")
        press(.tab, host)
        #expect(host.focusedLabel == "Save", "Tab leaves the section wherever focus is in it")
    }

    @Test func withoutAPreferredEntryASectionResumesWhereFocusLeftIt() {
        let view = VStack {
            VStack {
                Button("Bold") {}
                Button("Italic") {}
            }
            .focusSection()
            Button("Done") {}
        }
        let host = ViewHost(view)
        _ = host.render(size: size)
        press(.tab, host)
        #expect(host.focusedLabel == "Bold", "no preference and no memory: the section's first")
        press(.right, host)
        press(.tab, host)
        #expect(host.focusedLabel == "Done")
        press(.tab, host)
        #expect(host.focusedLabel == "Italic")
    }

    @Test func arrowsOutsideASectionStepOverItAsOneStop() {
        let host = ViewHost(screen())
        _ = host.render(size: size)
        press(.tab, host)
        press(.down, host)
        #expect(host.focusedLabel == "Cancel")
        press(.down, host)
        #expect(host.focusedLabel == "Two", "↓ past the page's last control enters the sidebar once")
    }

    @Test func aModalTakesFocusAtItsPreferredControl() {
        let view = Text("Page").modal(isPresented: .constant(true)) {
            HStack {
                Button("Back") {}
                Button("Confirm") {}.prefersDefaultFocus()
            }
        }
        let host = ViewHost(view)
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Confirm")
    }

    @Test func aDisabledPreferredEntryFallsBackToTheSectionsFirst() {
        let view = VStack {
            Button("One") {}
            Button("Two") {}.disabled(true).prefersDefaultFocus()
        }
        .focusSection()
        let host = ViewHost(view)
        _ = host.render(size: size)
        press(.tab, host)
        #expect(host.focusedLabel == "One")
    }

    @Test func aSectionInsideASectionIsPartOfTheOuterOne() {
        let view = VStack {
            VStack {
                Button("A") {}
                HStack {
                    Button("B") {}
                    Button("C") {}
                }
                .focusSection()
            }
            .focusSection()
            Button("After") {}
        }
        let host = ViewHost(view)
        _ = host.render(size: size)
        press(.tab, host)
        press(.down, host)
        press(.down, host)
        #expect(host.focusedLabel == "C", "the arrows cross the inner section's edge")
        press(.tab, host)
        #expect(host.focusedLabel == "After", "one Tab leaves both")
    }

    @Test func focusOnTheOpenPageFollowsItWhenThePageChanges() {
        let host = ViewHost(PagesScreen())
        _ = host.render(size: size)
        press(.tab, host)
        #expect(host.focusedLabel == "Page 1")
        press(.character("]"), host)
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Page 2", "focus stays with the open page: one marked row, not two")
        press(.up, host)
        press(.up, host)
        #expect(host.focusedLabel == "Page 0")
        press(.character("["), host)
        _ = host.renderSettled(size: size)
        #expect(host.focusedLabel == "Page 0", "focus the user moved stays where they put it")
    }

    @Test("focusable(false) takes a control out of the focus order; a click still presses it")
    func notFocusableControlsAreSkippedButClickable() {
        var pressed: [String] = []
        let host = ViewHost(
            VStack(alignment: .leading) {
                Button("Field") { pressed.append("Field") }
                Button("Row") { pressed.append("Row") }.focusable(false)
                Button("Last") { pressed.append("Last") }
            })
        _ = host.render(size: size)
        var seen: [String?] = []
        for _ in 0..<3 {
            press(.tab, host)
            seen.append(host.focusedLabel)
        }
        #expect(seen == ["Field", "Last", "Field"], "Tab passes the row by")
        press(.down, host)
        #expect(host.focusedLabel == "Last", "so do the arrows")
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 0, y: 1))))
        _ = host.render(size: size)
        #expect(pressed == ["Row"], "the click pressed the row")
        #expect(host.focusedLabel == "Last", "and left the focus where it was")
    }
}

/// Three pages, the open one preferred; `]` and `[` change it, as the gallery's keys do.
private struct PagesScreen: View {
    @State private var open = 1

    var body: some View {
        VStack {
            ForEach([0, 1, 2], id: \.self) { page in
                Button("Page \(page)") { open = page }.prefersDefaultFocus(page == open)
            }
        }
        .focusSection()
        .onKeyPress(.character("]")) { open = min(2, open + 1) }
        .onKeyPress(.character("[")) { open = max(0, open - 1) }
    }
}
