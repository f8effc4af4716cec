@testable import Tessera

/// How a control is put into a state for a rendered test.
enum ControlRenderState: String, CaseIterable {
    case normal, focused, pressed, disabled, loading
}

/// Renders `control` alone under a theme provider (the default theme unless told) in a scheme,
/// depth and state, and returns the frame. Focused: Tab once. Pressed: a mouse press on the control's first cell (which also
/// focuses it). Disabled and loading come from `.disabled(true)` and `.loading(true)`.
func renderControl<V: View>(
    _ control: V, state: ControlRenderState = .normal, theme: Theme = .default,
    scheme: ColorScheme = .light, depth: ColorDepth = .truecolor,
    columns: Int = 40, rows: Int = 5
) -> CellBuffer {
    let wrapped = ThemeProvider(theme, scheme: scheme) {
        control
            .disabled(state == .disabled)
            .loading(state == .loading)
    }
    .environment(\.colorDepth, depth)
    let host = ViewHost(wrapped)
    let size = TerminalSize(columns: columns, rows: rows)
    _ = host.render(size: size)
    switch state {
    case .focused:
        host.handle(.key(KeyPress(.tab)))
    case .pressed:
        host.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))))
    default:
        break
    }
    return host.render(size: size)
}

/// Reads an environment value inside a body, for `providedValue`.
private struct EnvironmentReader<Value>: View {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let report: (Value) -> Void
    @Environment(\.self) private var environment

    var body: some View {
        report(environment[keyPath: keyPath])
        return EmptyView()
    }
}

/// The value of `keyPath` inside a theme provider with nothing else set.
func providedValue<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value? {
    var value: Value?
    _ = renderControl(EnvironmentReader(keyPath: keyPath) { value = $0 })
    return value
}

/// Every cell of `buffer` as a terminal of `depth` shows it: its grapheme and its degraded style.
func shownCells(_ buffer: CellBuffer, at depth: ColorDepth) -> [[ShownCell]] {
    (0..<buffer.rows).map { y in
        (0..<buffer.columns).map { x in ShownCell(grapheme: buffer[x, y].grapheme, style: buffer[x, y].style.degraded(to: depth)) }
    }
}

/// A cell as a terminal shows it, for comparing two renders.
struct ShownCell: Hashable {
    var grapheme: Character
    var style: CellStyle

    /// The colour behind the glyph: the foreground where the cell is reverse video.
    var visibleBackground: Color { style.attributes.contains(.reverse) ? style.foreground : style.background }
    /// Whether the glyph sits on `page`, the page's (background) colour. `Color.default` is two
    /// colours: the terminal's own background where it fills a cell, but its own foreground where
    /// reverse video turns a glyph's default colour into the fill.
    func sitsOn(page: Color) -> Bool {
        if style.attributes.contains(.reverse) {
            style.foreground != .default && style.foreground == page
        } else {
            style.background == page
        }
    }
    /// The glyph's colour: the background where the cell is reverse video.
    var visibleForeground: Color { style.attributes.contains(.reverse) ? style.background : style.foreground }
}
