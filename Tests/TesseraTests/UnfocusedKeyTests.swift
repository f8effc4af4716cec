import Testing

@testable import Tessera

/// With nothing focused, a key goes to the `onKeyPress` handlers around the whole screen only: a
/// handler that belongs to one control of several hears keys only while focus is inside it.
@Suite struct UnfocusedKeyTests {
    private let size = TerminalSize(columns: 40, rows: 8)

    @Test func anArrowWithNothingFocusedConfirmsNoSlideButton() {
        let confirmed = Counter()
        let view = VStack {
            SlideButton("Slide to send") { confirmed.count += 1 }
            SlideButton("Slide to pay") { confirmed.count += 1 }
        }.theme(.default)
        let host = ViewHost(view)
        let before = rowsOf(host.render(size: size))
        for _ in 0..<40 {
            host.handle(.key(KeyPress(.right)))
            #expect(host.focusedLabel == "Slide to send", "→ moves focus to the first control")
            _ = host.render(size: size)
            host.handle(.key(KeyPress(.escape)))   // and leaves it again
            _ = host.render(size: size)
        }
        #expect(rowsOf(host.render(size: size)) == before)
        #expect(confirmed.count == 0)
    }

    @Test func anArrowWithNothingFocusedMovesFocusPastARadioGroup() {
        let view = VStack {
            RadioGroup(selection: .constant(1), options: [(1, "One"), (2, "Two")])
            Button("After") {}
        }
        let host = ViewHost(view)
        _ = host.render(size: size)
        host.handle(.key(KeyPress(.down)))
        #expect(host.focusedLabel == "One", "the last radio item's handler kept ↓ to itself")
    }

    @Test func aHandlerAroundTheWholeScreenStillHearsKeys() {
        let heard = Counter()
        let view = VStack {
            Button("One") {}.onKeyPress { _ in false }
            Button("Two") {}
        }.onKeyPress(.character("x")) { heard.count += 1 }
        let host = ViewHost(view)
        _ = host.render(size: size)
        host.handle(.key(KeyPress(.character("x"))))
        #expect(heard.count == 1)
    }
}

private final class Counter {
    var count = 0
}
