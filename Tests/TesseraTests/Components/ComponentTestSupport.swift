@testable import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders frames of a view under the default theme, as an app would host it.
final class ComponentHost {
    let host: ViewHost
    let size: TerminalSize

    init<V: View>(_ view: V, columns: Int, rows: Int, scheme: ColorScheme = .light, depth: ColorDepth = .truecolor) {
        host = ViewHost(ThemeProvider(.default, scheme: scheme) { view }.environment(\.colorDepth, depth))
        size = TerminalSize(columns: columns, rows: rows)
    }

    /// Renders until the frame settles (a focus move takes one more frame).
    @discardableResult
    func render() -> CellBuffer {
        var buffer = host.render(size: size)
        var rounds = 0
        while host.needsRender, rounds < 4 {
            buffer = host.render(size: size)
            rounds += 1
        }
        return buffer
    }

    /// The rendered rows as text.
    var rows: [String] { rowsOf(render()) }

    /// Presses keys one after the other, rendering after each (and first, when nothing was drawn yet).
    func press(_ keys: Key...) {
        if host.frameCount == 0 { render() }
        for key in keys {
            host.handle(.key(KeyPress(key)))
            render()
        }
    }

    /// Sends a mouse event and renders.
    func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) {
        if host.frameCount == 0 { render() }
        host.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        render()
    }

    var focusedLabel: String? { host.focusedLabel }
    var focusOrderLabels: [String] { host.focusOrderLabels }
    var unlabeledElements: [Rect] { host.unlabeledElements }
}

/// The default theme's values in a scheme.
func theme(_ scheme: ColorScheme) -> ResolvedTheme { Theme.default.resolved(for: scheme) }

/// A TOKENS.md colour.
func hex(_ value: UInt32) -> RGB { RGB(hex: value) }

/// The column where `text` starts on `row` (a row of narrow characters), if it is there.
func column(of text: String, in row: String) -> Int? {
    let characters = Array(row), wanted = Array(text)
    guard !wanted.isEmpty, characters.count >= wanted.count else { return nil }
    return (0...(characters.count - wanted.count)).first { Array(characters[$0..<($0 + wanted.count)]) == wanted }
}

/// Counts calls, for actions that must run exactly once.
final class CallCount {
    private(set) var count = 0
    func increment() { count += 1 }
}

/// WCAG 2.x contrast ratio of two colours.
func contrast(_ a: RGB, _ b: RGB) -> Double {
    func luminance(_ color: RGB) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }
    let high = max(luminance(a), luminance(b)), low = min(luminance(a), luminance(b))
    return (high + 0.05) / (low + 0.05)
}
