import Testing

@testable import Tessera

/// The small view-layer hooks the components rely on.
@Suite struct ViewLayerHookTests {
    private final class Log {
        var events: [String] = []
    }

    @Test func pointerHandlerSeesPressMovesAndAReleaseAnywhere() {
        let log = Log()
        let view = Text("drag me").focusable(handlingPointer: { event, frame in
            log.events.append("\(event.kind)@\(event.position.x) in \(frame.width)")
            return true
        }).accessibilityLabel("drag")
        let host = ViewHost(view)
        let size = TerminalSize(columns: 20, rows: 2)
        _ = host.render(size: size)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        #expect(host.focusedLabel == "drag", "the press focuses first")
        _ = host.render(size: size)
        host.handle(.mouse(MouseEvent(.move, at: Point(x: 4, y: 1))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 15, y: 1))))
        host.handle(.mouse(MouseEvent(.move, at: Point(x: 5, y: 0))))
        #expect(
            log.events == ["press(TesseraCore.MouseButton.left)@1 in 7", "move@4 in 7", "release(TesseraCore.MouseButton.left)@15 in 7"],
            "moves while pressed and the release outside reach the control; later moves do not")
    }

    @Test func unhandledReleaseOnTheControlStillActivatesIt() {
        let pressed = CallCount()
        // A button handles no pointer event itself: the release decides.
        let host = ViewHost(Button("Go") { pressed.increment() })
        let size = TerminalSize(columns: 10, rows: 1)
        _ = host.render(size: size)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0))))
        #expect(pressed.count == 1)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 8, y: 0))))
        #expect(pressed.count == 1, "released off the button: no click")
    }

    private struct Dismissible: View {
        @State var shows = true
        let dismissed: CallCount
        @Environment(\.dismissPresentation) var outside

        var body: some View {
            Text(outside == nil ? "no dismiss outside" : "dismiss outside")
                .modal(isPresented: $shows, onDismiss: { dismissed.increment() }) { Closer() }
        }
    }

    private struct Closer: View {
        @Environment(\.dismissPresentation) var dismiss
        var body: some View { Button("Close") { dismiss?() } }
    }

    @Test func modalContentCanDismissItself() {
        let dismissed = CallCount()
        let host = ViewHost(Dismissible(dismissed: dismissed))
        let size = TerminalSize(columns: 30, rows: 3)
        var rows = rowsOf(host.render(size: size))
        #expect(rows.joined().contains("no dismiss outside"))
        #expect(host.needsRender, "focus moved into the modal while drawing: one more frame draws it")
        rows = rowsOf(host.render(size: size))
        #expect(host.focusedLabel == "Close")
        host.handle(.key(KeyPress(.enter)))
        rows = rowsOf(host.render(size: size))
        #expect(!rows.joined().contains("Close"))
        #expect(dismissed.count == 1, "like Esc: the binding goes false and onDismiss runs")
    }
}
