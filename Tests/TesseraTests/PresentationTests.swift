import Testing

@testable import Tessera

private struct Screen: View {
    @State var showsModal = false
    var body: some View {
        VStack(alignment: .leading) {
            Button("Open") { showsModal = true }
            Button("Other") {}
        }
        .frame(width: 30, height: 9, alignment: .topLeading)
        .modal(isPresented: $showsModal) {
            VStack {
                Text("Delete wallet?")
                HStack {
                    Button("Cancel") { showsModal = false }; Button("Delete") {}
                }
            }
            .border(.square)
        }
    }
}

private let size = TerminalSize(columns: 30, rows: 9)

/// Renders until the frame settles (a focus move takes one more frame).
private func settle(_ host: ViewHost) -> CellBuffer {
    var buffer = host.render(size: size)
    var rounds = 0
    while host.needsRender, rounds < 4 {
        buffer = host.render(size: size)
        rounds += 1
    }
    return buffer
}

private func press(_ host: ViewHost, _ key: Key) { host.handle(.key(KeyPress(key))) }

/// A page of text and a filled button on the page's colour, behind a modal with a primary button.
private func backdropScreen(scheme: ColorScheme, depth: ColorDepth) -> some View {
    ThemeProvider(.default, scheme: scheme) {
        VStack(alignment: .leading) {
            Text("Page text")
            Button("Behind") {}.buttonStyle(.tessera(.primary, size: .small))
        }
        .frame(width: 30, height: 9, alignment: .topLeading)
        .background(.bg)
        .modal(isPresented: .constant(true)) {
            Button("Cancel") {}.buttonStyle(.tessera(.primary, size: .small))
        }
    }
    .environment(\.colorDepth, depth)
}

@Suite struct PresentationTests {
    @Test func modalTrapsFocusAndEscapeRestoresIt() {
        let host = ViewHost(Screen())
        _ = settle(host)
        press(host, .tab)
        _ = settle(host)
        #expect(host.focusedLabel == "Open")
        press(host, .enter)
        let shown = rowsOf(settle(host))
        #expect(shown.contains { $0.contains("Delete wallet?") })
        #expect(host.focusedLabel == "Cancel", "focus moves into the modal")
        #expect(host.focusOrderLabels == ["Cancel", "Delete"], "nothing behind the modal takes focus")
        press(host, .tab)
        press(host, .tab)
        _ = settle(host)
        #expect(host.focusedLabel == "Cancel", "Tab wraps inside the modal")
        press(host, .escape)
        let hidden = rowsOf(settle(host))
        #expect(!hidden.contains { $0.contains("Delete wallet?") })
        #expect(host.focusedLabel == "Open", "focus returns to where it was")
    }

    @Test func modalCentresAndDimsTheRest() {
        let host = ViewHost(Screen())
        _ = settle(host)
        press(host, .tab)
        press(host, .enter)
        let buffer = settle(host)
        let rows = rowsOf(buffer)
        let titleRow = rows.firstIndex { $0.contains("Delete wallet?") } ?? -1
        #expect(titleRow >= 2 && titleRow <= 4, "vertically centred: \(rows)")
        // "Other" is behind the scrim: its cells are blended, no longer plain foreground.
        let theme = Theme.default.resolved(for: .light)
        #expect(buffer[0, 1].style.background != .default)
        #expect(buffer[0, 1].style.foreground != theme.color(.fg))
    }

    @Test func modalDimsWithAttributesWhereColourIsScarce() {
        let host = ViewHost(Screen().environment(\.colorDepth, .c8))
        _ = settle(host)
        press(host, .tab)
        press(host, .enter)
        let buffer = settle(host)
        #expect(buffer[0, 1].style.attributes.contains(.dim))
    }

    /// The second review's defect 12: at 16 colours light the page behind an alert was "dimmed"
    /// with `dim` on black text, which xterm ignores, and fills are never dimmed. There the
    /// backdrop is re-coloured with the palette's greys, and the modal keeps its own colours.
    @Test(arguments: ColorScheme.allCases)
    func sixteenColourBackdropIsRecolouredGrey(scheme: ColorScheme) throws {
        let buffer = settle(ViewHost(backdropScreen(scheme: scheme, depth: .c16)))
        let theme = Theme.default.resolved(for: scheme)
        let text = try #require(locate("Page text", in: buffer))
        #expect(buffer[text.x, text.y].style.degraded(to: .c16).foreground == .ansi(8), "page text in xterm's grey")
        let behind = try #require(locate("Behind", in: buffer))
        let fill = buffer[behind.x, behind.y].style.degraded(to: .c16)
        let grey: Color = scheme == .light ? .ansi(7) : .ansi(8)
        #expect(fill.background == grey && !fill.attributes.contains(.reverse), "a fill behind the modal turns grey")
        let cancel = try #require(locate("Cancel", in: buffer))
        #expect(
            buffer[cancel.x, cancel.y].style.degraded(to: .c16).background == theme.color(.bgPrimary).degraded(to: .c16),
            "the modal keeps its colours")
    }

    /// Review 17b, defect 12: at 8 colours a light page behind a modal was only `dim`, which
    /// xterm draws as the same black on the same grey. The backdrop becomes one dark layer there
    /// (black under the palette's grey), which shows whatever the terminal does with dim; the
    /// modal keeps its own colours.
    @Test(arguments: ColorScheme.allCases)
    func eightColourBackdropIsOneDarkLayer(scheme: ColorScheme) throws {
        let buffer = settle(ViewHost(backdropScreen(scheme: scheme, depth: .c8)))
        let theme = Theme.default.resolved(for: scheme, depth: .c8)
        for word in ["Page text", "Behind"] {
            let at = try #require(locate(word, in: buffer))
            let style = buffer[at.x, at.y].style.degraded(to: .c8)
            #expect(
                style.background == .ansi(0) && style.foreground == .ansi(7) && !style.attributes.contains(.reverse),
                "\(scheme) \(word): \(style)")
        }
        let blank = buffer[29, 8].style.degraded(to: .c8)
        #expect(blank.background == .ansi(0), "the page itself goes dark: \(blank)")
        let cancel = try #require(locate("Cancel", in: buffer))
        #expect(
            buffer[cancel.x, cancel.y].style.degraded(to: .c8).background == theme.color(.bgPrimary).degraded(to: .c8),
            "the modal keeps its colours")
    }

    @Test func clicksBehindAModalDoNothing() {
        let host = ViewHost(Screen())
        _ = settle(host)
        press(host, .tab)
        press(host, .enter)
        _ = settle(host)
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))))
        _ = settle(host)
        #expect(host.focusedLabel == "Cancel")
    }

    @Test func popoverShowsWhileFocusIsInsideAndStaysOnScreen() {
        let view = VStack(alignment: .leading) {
            Button("Top") {}.popover { Text("tip for top") }
            Text("")
            Text("")
            Button("Low") {}.popover { Text("tip for low") }
        }
        let host = ViewHost(view)
        let small = TerminalSize(columns: 20, rows: 4)
        #expect(!rowsOf(host.render(size: small)).joined().contains("tip"))
        press(host, .tab)
        _ = host.render(size: small)
        let top = rowsOf(host.render(size: small))
        #expect(top[1] == "tip for top", "no room above the first row, so below: \(top)")
        press(host, .tab)
        _ = host.render(size: small)
        let low = rowsOf(host.render(size: small))
        #expect(low[2] == "tip for low", "above its anchor: \(low)")
        #expect(!low.joined().contains("tip for top"))
    }
}

@Suite struct FocusInspectionTests {
    @Test func focusObserverSeesTheFocusedElementsEnvironmentAndItsSources() {
        final class Seen { var element: FocusedElement? }
        let seen = Seen()
        let view = VStack {
            Button("Plain") {}
            Button("Styled") {}.buttonStyle(.plain).disabled(true)
            Toggle("Wifi", isOn: .constant(true))
            TextField("Name", text: .constant(""))
            Text("Card").focusable().accessibilityLabel("Card")
        }
        .colorScheme(.dark)
        .onFocusedElement { seen.element = $0 }
        let host = ViewHost(view)
        _ = host.render(size: size)
        #expect(seen.element == nil)
        host.handle(.key(KeyPress(.tab)))
        _ = host.render(size: size)
        #expect(seen.element?.label == "Plain")
        #expect(seen.element?.kind == .button)
        #expect(seen.element?.environment.colorScheme == .dark)
        #expect(seen.element?.environment.source(of: \.colorScheme) == .modifier(".colorScheme(.dark)", scope: "root"))
        #expect(seen.element?.environment.isFocused == true)
        host.handle(.key(KeyPress(.tab)))
        _ = host.render(size: size)
        #expect(seen.element?.label == "Wifi", "the disabled button is skipped")
        #expect(seen.element?.kind == .toggle)
        #expect(seen.element?.environment.toggleStyleDescription == ".plain")
        host.handle(.key(KeyPress(.tab)))
        _ = host.render(size: size)
        #expect(seen.element?.label == "Name" && seen.element?.kind == .textField)
        host.handle(.key(KeyPress(.tab)))
        _ = host.render(size: size)
        #expect(seen.element?.label == "Card" && seen.element?.kind == .view, "a focusable() view is no control")
    }

    @Test func presentedDepthLowersTheDepthComponentsSee() {
        struct Probe: View {
            @Environment(\.colorDepth) var depth
            var body: some View { Text(depth.rawValue) }
        }
        let host = ViewHost(Probe().presentedColorDepth(.c16))
        #expect(rowsOf(host.render(size: size))[0] == "16")
        #expect(host.requestedColorDepth == .c16)
    }
}
