import Tessera
import TesseraCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a view with no terminal, exactly as the terminal runtime would — focus, state, observed
/// models, modals, animations on a virtual clock — and feeds it input. `HeadlessApp` (for tests)
/// and story play scripts both drive one.
///
/// Every input is followed by the frames it causes, so what it exposes is always the settled
/// screen a person would see.
package final class HeadlessDriver {
    /// Why an input could not be given: the message names what was asked and what the screen has.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The most animation frames one `advance(by:)` draws before it jumps to the end.
    static let maximumBeats = 1000

    /// The largest screen side accepted, in cells.
    package static let maximumSide = 1000

    private let host: ViewHost
    private let theme: Theme
    private let scheme: ColorScheme
    private let colors: ColorDepth
    /// The screen size.
    package private(set) var size: TerminalSize
    private var buffer: CellBuffer
    /// Milliseconds on the virtual clock.
    package private(set) var time = 0

    /// Starts `content` on a screen of `size`, in a ``ThemeProvider`` for `theme` and `scheme`
    /// (a provider inside `content` wins), and draws its first frame.
    package convenience init<Content: View>(
        size: TerminalSize, theme: Theme, scheme: ColorScheme, colors: ColorDepth,
        density: Density, content: Content
    ) {
        var environment = EnvironmentValues()
        environment.colorDepth = colors
        let host = ViewHost(ThemeProvider(theme, scheme: scheme) { content }.density(density), environment: environment)
        self.init(host: host, size: size, theme: theme, scheme: scheme, colors: colors)
    }

    /// Drives `host`, whose frames show `theme`'s colours for `scheme` at `colors`, and draws its
    /// first frame.
    package init(host: ViewHost, size: TerminalSize, theme: Theme, scheme: ColorScheme, colors: ColorDepth) {
        self.host = host
        self.theme = theme
        self.scheme = scheme
        self.colors = colors
        self.size = size
        // TESSERA_VERIFY_FRAMES=1 checks every frame against one resolved from scratch and says
        // on standard error where they differ: a tool for the incremental renderer's tests.
        // (Plain libc, not Foundation: every app that links the gallery links this file.)
        if let flag = getenv("TESSERA_VERIFY_FRAMES"), String(cString: flag) == "1" {
            host.verifiesIncrementalFrames = true
            host.onVerificationFailure = { message in
                let line = Array(("TESSERA_VERIFY_FRAMES: " + message + "\n").utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
        }
        buffer = host.renderSettled(size: size)
    }

    /// The frames that differed from their full resolution (with `TESSERA_VERIFY_FRAMES=1`).
    package var verificationFailures: [String] { host.verificationFailures }

    /// The size the root view asked for in the last frame.
    package var rootSize: (columns: Int, rows: Int) {
        settle()
        return host.rootSize
    }

    /// Whether `size` is a screen a terminal could have; `nil` when it is, else why not.
    package static func problem(with size: TerminalSize) -> Problem? {
        let sides = 1...maximumSide
        guard sides.contains(size.columns), sides.contains(size.rows) else {
            return Problem(
                description: "a screen of \(size.columns)×\(size.rows) cells is not possible: "
                    + "each side must be 1…\(maximumSide)")
        }
        return nil
    }

    // MARK: What is on screen

    /// The current frame, redrawn first when a model changed since the last one.
    package var frame: Snapshot.Frame {
        settle()
        return Snapshot.Frame(
            buffer: buffer, depth: min(colors, host.requestedColorDepth ?? colors),
            theme: theme, scheme: scheme)
    }

    /// The screen as text, one line per row.
    package var text: String { frame.serialized(as: .text) }

    /// The focused element and the environment it was drawn in, or `nil`.
    package var focusedElement: FocusedElement? {
        settle()
        return host.focusedElement
    }

    /// Whether a view asked the app to quit.
    package var isQuitRequested: Bool { host.isQuitRequested }

    /// Where `label` is on screen: its text, else the one element with that accessibility label.
    /// Not there, or there more than once, is a problem that says so.
    package func location(of label: String) -> Result<Rect, Problem> {
        settle()
        let shown = ScreenText.occurrences(of: label, in: buffer)
        if shown.count == 1 { return .success(shown[0]) }
        let visible = host.elementFrames(labelled: label).filter { !$0.intersection(buffer.bounds).isEmpty }
        if shown.isEmpty, visible.count == 1 { return .success(visible[0]) }
        let quoted = "\"\(MessageText.escaped(label))\""
        if shown.isEmpty, visible.isEmpty {
            return .failure(Problem(description: "\(quoted) is not on the \(size.columns)×\(size.rows) screen"))
        }
        let places = (shown.isEmpty ? visible : shown).map { "column \($0.x), row \($0.y)" }
        return .failure(
            Problem(
                description: "\(quoted) is on the screen \(places.count) times (\(places.joined(separator: "; "))): "
                    + "click a position instead, or give the views distinct labels"))
    }

    // MARK: Input

    /// Hands `event` to the views, then draws what it caused.
    package func send(_ event: InputEvent) {
        if case .resize(let newSize) = event { size = newSize }
        settle()
        host.handle(event)
        settle()
    }

    /// Presses `key`.
    package func press(_ key: Key, modifiers: KeyModifiers = []) {
        send(.key(KeyPress(key, modifiers: modifiers)))
    }

    /// Types `text` one character at a time, as a terminal would report the keys: a newline is
    /// Enter, a tab Tab, ESC Escape, DEL or BS Backspace, and another control character is its
    /// letter with Control (U+0001 is Control-A).
    package func type(_ text: String) {
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": press(.enter)
            case "\t": press(.tab)
            case "\u{1B}": press(.escape)
            case "\u{7F}", "\u{08}": press(.backspace)
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.value < 0x20,
                    let letter = Unicode.Scalar(scalar.value + 0x60)
                {
                    press(.character(Character(letter)), modifiers: .control)
                } else {
                    press(.character(character))
                }
            }
        }
    }

    /// Moves the pointer to `point`, presses the left button there and releases it.
    package func click(at point: Point, modifiers: KeyModifiers = []) {
        send(.mouse(MouseEvent(.move, at: point, modifiers: modifiers)))
        send(.mouse(MouseEvent(.press(.left), at: point, modifiers: modifiers)))
        send(.mouse(MouseEvent(.release(.left), at: point, modifiers: modifiers)))
    }

    /// Clicks the first cell of `label` (see ``location(of:)``); a problem when it cannot be found once.
    package func click(_ label: String) -> Problem? {
        switch location(of: label) {
        case .success(let frame):
            click(at: Point(x: frame.x, y: frame.y))
            return nil
        case .failure(let problem):
            return problem
        }
    }

    /// Turns the wheel `steps` times at `point`: up (`upwards`) or down.
    package func scroll(upwards: Bool, steps: Int, at point: Point) {
        for _ in 0..<max(0, steps) { send(.mouse(MouseEvent(upwards ? .wheelUp : .wheelDown, at: point))) }
    }

    /// Resizes the screen, as a terminal window would; a problem for a size no terminal has.
    package func resize(to newSize: TerminalSize) -> Problem? {
        if let problem = Self.problem(with: newSize) { return problem }
        send(.resize(newSize))
        return nil
    }

    /// Moves the virtual clock on by `duration`, drawing every animation frame that falls due on
    /// the way, as the runtime would.
    package func advance(by duration: Duration) {
        let components = duration.components
        let milliseconds = max(0, components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
        let target = time + Int(clamping: milliseconds)
        // Each beat due on the way is drawn, up to a bound (an hour of a spinner need not be).
        var beats = 0
        while let interval = host.animationInterval, time + interval <= target, beats < Self.maximumBeats {
            beats += 1
            time += interval
            host.time = time
            buffer = host.renderSettled(size: size)
        }
        time = target
        host.time = time
        buffer = host.renderSettled(size: size)
    }

    /// Draws again while anything asks for a frame (input handled, a model changed).
    private func settle() {
        guard host.needsRender else { return }
        buffer = host.renderSettled(size: size)
    }
}
