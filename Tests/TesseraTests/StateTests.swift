import Observation
import Testing

@testable import Tessera

/// Models the host observes: a change to one asks for a frame.
@Observable private final class IdentityBox { var id = 1 }
@Observable private final class BranchBox { var show = true }

/// A counter whose value lives in `@State`; `+` on the focused counter increments it.
private struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Text("\(name)=\(count)")
            .focusable()
            .accessibilityLabel(name)
            .onKeyPress(.character("+")) { count += 1 }
    }
}

@Observable private final class Model {
    var title = "first"
    var unrelated = 0
}

private struct TitleView: View {
    let model: Model
    var body: some View { Text(model.title) }
}

private let size = TerminalSize(columns: 20, rows: 3)

private func press(_ host: ViewHost, _ key: Key) {
    host.handle(.key(KeyPress(key)))
}

@Suite struct StateTests {
    @Test func stateSurvivesRerenders() {
        let host = ViewHost(Counter(name: "a"))
        #expect(rowsOf(host.render(size: size))[0] == "a=0")
        press(host, .tab)
        press(host, .character("+"))
        press(host, .character("+"))
        #expect(host.needsRender)
        #expect(rowsOf(host.render(size: size))[0] == "a=2")
        #expect(rowsOf(host.render(size: size))[0] == "a=2")
    }

    @Test func stateResetsWhenIdentityChanges() {
        let box = IdentityBox()
        struct Root: View {
            let box: IdentityBox
            var body: some View { Counter(name: "c").id(box.id) }
        }
        let host = ViewHost(Root(box: box))
        _ = host.render(size: size)
        press(host, .tab)
        press(host, .character("+"))
        #expect(rowsOf(host.render(size: size))[0] == "c=1")
        box.id = 2
        #expect(rowsOf(host.render(size: size))[0] == "c=0")
    }

    @Test func stateResetsWhenABranchIsLeftAndEntered() {
        let box = BranchBox()
        struct Root: View {
            let box: BranchBox
            var body: some View {
                if box.show { Counter(name: "x") } else { Text("gone") }
            }
        }
        let host = ViewHost(Root(box: box))
        _ = host.render(size: size)
        press(host, .tab)
        press(host, .character("+"))
        #expect(rowsOf(host.render(size: size))[0] == "x=1")
        box.show = false
        #expect(rowsOf(host.render(size: size))[0] == "gone")
        box.show = true
        #expect(rowsOf(host.render(size: size))[0] == "x=0")
    }

    @Test func siblingsHaveSeparateState() {
        let host = ViewHost(
            VStack(alignment: .leading) {
                Counter(name: "a"); Counter(name: "b")
            })
        _ = host.render(size: size)
        press(host, .tab)
        press(host, .tab)
        press(host, .character("+"))
        #expect(rowsOf(host.render(size: size)).prefix(2) == ["a=0", "b=1"])
    }

    @Test func anObservedModelChangeAsksForExactlyOneFrame() {
        let model = Model()
        let host = ViewHost(TitleView(model: model))
        #expect(rowsOf(host.render(size: size))[0] == "first")
        #expect(!host.needsRender)
        model.unrelated += 1
        #expect(!host.needsRender, "a property the body never read does not invalidate")
        model.title = "second"
        model.title = "third"
        #expect(host.needsRender)
        let frames = host.frameCount
        var renders = 0
        while host.needsRender {
            _ = host.render(size: size)
            renders += 1
        }
        #expect(renders == 1)
        #expect(host.frameCount == frames + 1)
        #expect(rowsOf(host.render(size: size))[0] == "third")
    }

    @Test func bindingsReadAndWriteTheirSource() {
        let model = Model()
        @Bindable var bindable = model
        let title: Binding<String> = $bindable.title
        title.wrappedValue = "bound"
        #expect(model.title == "bound")
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        struct Pair { var left = 1 }
        var pair = Pair()
        let whole = Binding(get: { pair }, set: { pair = $0 })
        whole.left.wrappedValue = 9
        #expect(pair.left == 9)
    }
}

@Suite struct FocusTests {
    private func counters() -> some View {
        VStack(alignment: .leading) {
            HStack {
                Counter(name: "a"); Counter(name: "b")
            }
            Counter(name: "c").disabled(true)
            Counter(name: "d")
        }
    }

    @Test func tabFollowsReadingOrderAndSkipsDisabled() {
        let host = ViewHost(counters())
        _ = host.render(size: size)
        #expect(host.focusOrderLabels == ["a", "b", "d"])
        var seen: [String?] = []
        for _ in 0..<4 {
            press(host, .tab)
            _ = host.render(size: size)
            seen.append(host.focusedLabel)
        }
        #expect(seen == ["a", "b", "d", "a"])
        press(host, .backTab)
        _ = host.render(size: size)
        #expect(host.focusedLabel == "d")
    }

    @Test func arrowsMoveFocus() {
        let host = ViewHost(counters())
        _ = host.render(size: size)
        press(host, .down)
        press(host, .down)
        _ = host.render(size: size)
        #expect(host.focusedLabel == "b")
        press(host, .up)
        _ = host.render(size: size)
        #expect(host.focusedLabel == "a")
    }

    @Test func clickFocusesTheControlUnderThePointer() {
        let host = ViewHost(counters())
        _ = host.render(size: size)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 0))))
        host.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 5, y: 0))))
        _ = host.render(size: size)
        #expect(host.focusedLabel == "b")
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))))
        _ = host.render(size: size)
        #expect(host.focusedLabel == "b", "a disabled control does not take focus")
    }

    @Test func clickHitsTheTopmostControl() {
        let view = ZStack {
            Text("under under").focusable().accessibilityLabel("under")
            Text("top").focusable().accessibilityLabel("top")
        }
        let host = ViewHost(view)
        _ = host.render(size: size)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 0))))
        _ = host.render(size: size)
        #expect(host.focusedLabel == "top")
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
        _ = host.render(size: size)
        #expect(host.focusedLabel == "under")
    }

    @Test func focusedElementsSeeIsFocused() {
        struct Marker: View {
            @Environment(\.isFocused) var isFocused
            var body: some View { Text(isFocused ? "[x]" : "[ ]") }
        }
        let host = ViewHost(
            HStack {
                Marker().focusable(); Marker().focusable()
            })
        #expect(rowsOf(host.render(size: size))[0] == "[ ] [ ]")
        press(host, .tab)
        #expect(rowsOf(host.render(size: size))[0] == "[x] [ ]")
    }

    @Test func scrollViewKeepsFocusVisible() {
        let view = ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) { ForEach(0..<10) { Text("item \($0)").focusable().accessibilityLabel("\($0)") } }
        }
        let host = ViewHost(view)
        let small = TerminalSize(columns: 10, rows: 3)
        _ = host.render(size: small)
        for _ in 0..<6 { press(host, .tab) }
        let rows = rowsOf(host.render(size: small))
        #expect(host.focusedLabel == "5")
        #expect(rows.contains("item 5"))
        #expect(!rows.contains("item 0"))
    }

    @Test func wheelScrollsTheScrollViewUnderThePointer() {
        let view = ScrollView(showsIndicators: false) { VStack(alignment: .leading) { ForEach(0..<10) { Text("item \($0)") } } }
        let host = ViewHost(view)
        let small = TerminalSize(columns: 10, rows: 3)
        #expect(rowsOf(host.render(size: small))[0] == "item 0")
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        #expect(rowsOf(host.render(size: small))[0] == "item 3")
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        host.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        #expect(rowsOf(host.render(size: small))[0] == "item 7", "scrolling stops at the end")
    }

    @Test func onAppearRunsOncePerAppearance() {
        final class Count { var value = 0 }
        let count = Count()
        let host = ViewHost(Text("x").onAppear { count.value += 1 })
        _ = host.render(size: size)
        _ = host.render(size: size)
        #expect(count.value == 1)
    }

    @Test func accessibilityAuditFindsUnlabeledControls() {
        let host = ViewHost(
            VStack {
                Text("a").focusable(); Text("b").focusable().accessibilityLabel("b")
            })
        _ = host.render(size: size)
        #expect(host.unlabeledElements.count == 1)
    }
}
