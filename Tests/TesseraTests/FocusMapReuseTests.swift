import Testing

@testable import Tessera

/// A frame's focus map copies the subtrees that did not change from the last frame's
/// (``FocusMapReuse``), or patches the last map where only controls changed; it must be the map a
/// walk of the whole tree gives, whatever changed: a control's state, focus, content appearing,
/// a scroll, a section, key handlers, shortcuts.
@Suite struct FocusMapReuseTests {
    let size = TerminalSize(columns: 70, rows: 20)

    struct Row: View {
        let index: Int
        @State private var on = false

        var body: some View {
            HStack(spacing: 1) {
                Toggle("Row \(index)", isOn: $on)
                Button("Edit \(index)") {}
            }
        }
    }

    struct Screen: View {
        @State private var extra = false
        @State private var count = 0

        var body: some View {
            VStack(alignment: .leading) {
                HStack(alignment: .top, spacing: 2) {
                    VStack(alignment: .leading) {
                        ForEach(0..<6) { Button("Page \($0)") {} }
                    }
                    .focusSection()
                    ScrollView {
                        VStack(alignment: .leading) { ForEach(0..<12) { Row(index: $0) } }
                    }
                    .frame(height: 8)
                    .onKeyPress { _ in false }
                }
                Toggle("Extra", isOn: $extra)
                if extra {
                    Button("Appears") {}.keyboardShortcut("e")
                }
                Button("Count \(count)") { count += 1 }.prefersDefaultFocus()
                HStack {
                    Button("Save") {}
                    Button("Close") {}
                }
                .keyboardShortcut("s")
            }
        }
    }

    @Test func everyFrameGivesTheMapAWholeWalkGives() {
        let host = ViewHost(ThemeProvider(.default) { Screen() })
        _ = host.renderSettled(size: size)
        var copied = 0
        var patched: [String] = []
        func step(_ event: InputEvent, _ note: String) {
            host.handle(event)
            _ = host.renderSettled(size: size)
            copied += host.focusMapReuse.copiedEntries
            if host.focusMapReuse.patched { patched.append(note) }
            #expect(host.verifyLastFrame() == nil, "after \(note)")
        }
        func tab(to label: String) {
            for _ in 0..<40 where host.focusedLabel != label { step(.key(KeyPress(.tab)), "a Tab to \(label)") }
            #expect(host.focusedLabel == label)
        }
        for index in 0..<24 { step(.key(KeyPress(.tab)), "Tab \(index + 1)") }
        step(.key(KeyPress(.character(" "))), "a toggle in the scroll view")
        for index in 0..<5 { step(.key(KeyPress(.backTab)), "Shift-Tab \(index + 1)") }
        step(.key(KeyPress(.enter)), "Enter")
        step(.key(KeyPress(.down)), "an arrow")
        step(.mouse(MouseEvent(.wheelDown, at: Point(x: 20, y: 3))), "the wheel")
        step(.mouse(MouseEvent(.wheelDown, at: Point(x: 20, y: 3))), "the wheel again")
        tab(to: "Extra")
        step(.key(KeyPress(.character(" "))), "a button appearing")
        step(.key(KeyPress(.character("e"), modifiers: .control)), "its shortcut")
        step(.key(KeyPress(.character(" "))), "the button going")
        tab(to: "Count 0")
        step(.key(KeyPress(.enter)), "a label changing")
        // The shortcut around the row presses its first button, whose new element takes its place.
        tab(to: "Save")
        tab(to: "Close")
        step(.resize(TerminalSize(columns: 60, rows: 18)), "a resize")
        #expect(copied > 100, "frames copy what did not change (copied \(copied) elements)")
        // A focus move changes two controls: the map walks them and keeps the rest in place.
        #expect(patched.contains("Tab 1") && patched.contains("Shift-Tab 1") && patched.contains("a Tab to Close"), "patched: \(patched)")
    }
}
