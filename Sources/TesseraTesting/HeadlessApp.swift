import Tessera

/// Runs any view with no terminal, exactly as `TerminalApp` would — focus, `@State`,
/// `@Observable` models, modals, animations on a virtual clock — and lets a test use it as a
/// person would: press keys, type, click labels, scroll, resize, let time pass.
///
/// ```swift
/// let app = HeadlessApp(size: TerminalSize(columns: 40, rows: 12)) {
///     ThemeProvider(.default) { LoginView(login: login) }
/// }
/// app.press(.tab)                  // focus the text field
/// app.type("ada")
/// app.press(.tab)
/// app.press(.enter)                // press Sign in
/// #expect(app.text.contains("Welcome, ada"))
/// app.click("Sign in")
/// app.advance(by: .milliseconds(500))
/// assertSnapshot(of: app, named: "signed-in")
/// ```
///
/// After every input the app draws the frames it causes, so ``text``, ``frame`` and
/// ``focusedElement`` are always the settled screen. A model changed by the test itself is drawn
/// when the screen is next read. Input that cannot be given — a label that is not on screen or is
/// there twice, a point off the screen, a size no terminal has — fails the test with a message
/// and is not sent; it never stops the test process.
public final class HeadlessApp {
    /// Which way the mouse wheel turns.
    public enum ScrollDirection: Sendable {
        /// Away from the user: content moves down, earlier rows come into view.
        case up
        /// Towards the user: later rows come into view.
        case down
    }

    private let driver: HeadlessDriver

    /// Starts `content` on a screen of `size` and draws its first frame.
    ///
    /// - Parameters:
    ///   - size: the screen in cells, 1…1000 each side.
    ///   - theme: the theme `content` is wrapped in, and whose colours the terminal's defaults show
    ///     as in ``frame``; a `ThemeProvider` inside `content` wins.
    ///   - scheme: light or dark.
    ///   - colors: the colour depth of the imagined terminal.
    ///   - density: compact, regular or spacious.
    ///   - fileID: where a failed interaction is reported; leave the default.
    ///   - filePath: where a failed interaction is reported; leave the default.
    ///   - line: where a failed interaction is reported; leave the default.
    ///   - column: where a failed interaction is reported; leave the default.
    ///   - content: the app's views.
    public init<Content: View>(
        size: TerminalSize = TerminalSize(columns: 80, rows: 24), theme: Theme = .default,
        scheme: ColorScheme = .light, colors: ColorDepth = .truecolor, density: Density = .regular,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        @ViewBuilder content: () -> Content
    ) {
        var screen = size
        if let problem = HeadlessDriver.problem(with: size) {
            let side = 1...HeadlessDriver.maximumSide
            screen = TerminalSize(columns: side.clamped(size.columns), rows: side.clamped(size.rows))
            Self.fail(
                "HeadlessApp(size:): \(problem); using \(screen.columns)×\(screen.rows)",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
        driver = HeadlessDriver(
            size: screen, theme: theme, scheme: scheme, colors: colors, density: density,
            content: content())
    }

    // MARK: The screen

    /// The current frame: its cells, depth and colours, as `assertSnapshot` compares it.
    public var frame: Snapshot.Frame { driver.frame }

    /// The screen as text: one line per row, every line as wide as the screen.
    public var text: String { driver.text }

    /// The screen size in cells.
    public var size: TerminalSize { driver.size }

    /// The element that has focus, with the environment it was drawn in (`nil` when none has).
    public var focusedElement: FocusedElement? { driver.focusedElement }

    /// Whether a view asked the app to quit (`@Environment(\.quit)`).
    public var isQuitRequested: Bool { driver.isQuitRequested }

    /// Milliseconds on the virtual clock, from 0 at the start; only ``advance(by:)`` moves it.
    public var elapsedMilliseconds: Int { driver.time }

    // MARK: Input

    /// Presses `key` with `modifiers` held.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        driver.press(key, modifiers: modifiers)
    }

    /// Types `text`, one key press per character (a newline presses Enter).
    public func type(_ text: String) {
        driver.type(text)
    }

    /// Hands any input event to the app, as the terminal would.
    public func send(
        _ event: InputEvent,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        if case .resize(let size) = event {
            resize(to: size, fileID: fileID, filePath: filePath, line: line, column: column)
        } else if case .mouse(let mouse) = event, !isOnScreen(mouse.position) {
            Self.fail(
                "send(_:): the mouse event at \(describe(mouse.position)) is off the \(describe(size)) screen",
                fileID: fileID, filePath: filePath, line: line, column: column)
        } else {
            driver.send(event)
        }
    }

    /// Moves the pointer onto `label`, presses the left button and releases it: a click on the
    /// first cell of the text, or of the one element with that accessibility label.
    public func click(
        _ label: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        if let problem = driver.click(label) {
            Self.fail("click(_:): \(problem)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Moves the pointer to `point`, presses the left button and releases it.
    public func click(
        at point: Point, modifiers: KeyModifiers = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard isOnScreen(point) else {
            Self.fail(
                "click(at:): \(describe(point)) is off the \(describe(size)) screen",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        driver.click(at: point, modifiers: modifiers)
    }

    /// Turns the mouse wheel `steps` times at `point` (by default the middle of the screen).
    public func scroll(
        _ direction: ScrollDirection = .down, by steps: Int = 1, at point: Point? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let point = point ?? Point(x: size.columns / 2, y: size.rows / 2)
        guard isOnScreen(point) else {
            Self.fail(
                "scroll(_:by:at:): \(describe(point)) is off the \(describe(size)) screen",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        driver.scroll(upwards: direction == .up, steps: steps, at: point)
    }

    /// Turns the mouse wheel `steps` times over `label` (found as `click(_:)` finds it).
    public func scroll(
        _ direction: ScrollDirection = .down, by steps: Int = 1, over label: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        switch driver.location(of: label) {
        case .success(let place):
            driver.scroll(upwards: direction == .up, steps: steps, at: Point(x: place.x, y: place.y))
        case .failure(let problem):
            Self.fail("scroll(_:by:over:): \(problem)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Resizes the screen as a terminal window would; each side must be 1…1000.
    public func resize(
        to size: TerminalSize,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        if let problem = driver.resize(to: size) {
            Self.fail("resize(to:): \(problem)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Lets `duration` pass on the virtual clock, drawing the animation frames due on the way.
    public func advance(by duration: Duration) {
        driver.advance(by: duration)
    }

    // MARK: Failures

    private func isOnScreen(_ point: Point) -> Bool {
        (0..<size.columns).contains(point.x) && (0..<size.rows).contains(point.y)
    }

    private func describe(_ point: Point) -> String { "column \(point.x), row \(point.y)" }
    private func describe(_ size: TerminalSize) -> String { "\(size.columns)×\(size.rows)" }

    private static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        SnapshotFailureReporter.report("HeadlessApp: \(message)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension ClosedRange where Bound == Int {
    fileprivate func clamped(_ value: Int) -> Int { Swift.min(upperBound, Swift.max(lowerBound, value)) }
}
