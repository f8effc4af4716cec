import Tessera

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a view tree in the terminal until it quits: draws a frame whenever something changed
/// (input, a `@State` or observed model change, a resize, an animation tick), and otherwise sleeps.
///
/// ```swift
/// import TesseraTerminal
///
/// try TerminalApp.run {
///     ThemeProvider(.default) { AccountView(settings: settings) }
/// }
/// ```
///
/// Ctrl-C quits, Ctrl-Z suspends (`fg` redraws), and the terminal is restored however the app
/// ends. A view quits with `@Environment(\.quit)`.
///
/// With `TESSERA_ACCESSIBLE=1` or `TERM=dumb` the app runs in the accessible linear mode instead:
/// plain lines a screen reader can follow (each element's role, label, value and state, then what
/// changed), driven by typed lines (a number presses that element; `next`, `press`, `type TEXT`,
/// `key esc`, `read`, `help`, `quit`), through a pipe as well as a terminal.
public enum TerminalApp {
    /// Opens the terminal and runs `content` until it quits.
    ///
    /// - Parameters:
    ///   - colorDepth: force a colour depth instead of detecting it.
    ///   - content: the app's views.
    /// - Throws: ``TerminalError`` when there is no usable terminal (standard input or output is
    ///   not a tty, or `TERM` is unknown).
    public static func run<Content: View>(colorDepth: ColorDepth? = nil, @ViewBuilder content: () -> Content) throws {
        if AccessibleApp.isRequested {
            AccessibleApp.run(content())
            return
        }
        let screen = try TerminalScreen(colorDepth: colorDepth)
        try run(on: screen, content: content())
    }

    /// Runs `content` on an open screen, then closes it. `observeInput` sees every event first
    /// (the gallery's input log uses it).
    package static func run<Content: View>(
        on screen: TerminalScreen, observeInput: ((InputEvent) -> Void)? = nil, content: Content
    ) throws {
        var environment = EnvironmentValues()
        environment.colorDepth = screen.colorDepth
        environment.detectedColorScheme = screen.backgroundScheme ?? .light
        environment.colorScheme = .automatic
        environment.asciiOnly = !screen.supportsUnicode
        environment.copyToClipboard = CopyToClipboardAction(screen.setsClipboard ? { [screen] in screen.copyToClipboard($0) } : nil)
        let loop = EventLoop(screen: screen, host: ViewHost(content, environment: environment), observeInput: observeInput)
        defer {
            if let failure = loop.traceFailure {
                let line = failure + "\n"
                _ = line.utf8.withContiguousStorageIfAvailable { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
        }
        do {
            try loop.run()
            screen.close()
        } catch TerminalError.terminated(let signal) {
            screen.close()
            TerminalScreen.exit(forSignal: signal)
        } catch {
            screen.close()
            throw error
        }
    }
}

/// The runtime's loop: input and timers in, frames out.
///
/// It sleeps until something needs it: a key, a resize, a signal, the next animation frame, a
/// change made on another thread (which wakes it through a pipe), or work queued on the main
/// queue while the loop runs on the main thread (which wakes it through the queue's own
/// descriptor). An idle app draws nothing and uses no CPU.
struct EventLoop {
    let screen: TerminalScreen
    let host: ViewHost
    let observeInput: ((InputEvent) -> Void)?
    private let clock = ContinuousClock()
    private let trace: FrameTraceLog?
    /// Why `TESSERA_FRAME_TRACE`'s file could not be opened.
    let traceFailure: String?
    /// `TESSERA_EXIT_AFTER_FIRST_FRAME=1`: quit as soon as the first frame is presented.
    private let quitsAfterFirstFrame = StartupProbe.quitsAfterFirstFrame

    init(screen: TerminalScreen, host: ViewHost, observeInput: ((InputEvent) -> Void)?) {
        self.screen = screen
        self.host = host
        self.observeInput = observeInput
        switch FrameTraceLog.fromEnvironment() {
        case .success(let log): (trace, traceFailure) = (log, nil)
        case .failure(let error): (trace, traceFailure) = (nil, error.message)
        case nil: (trace, traceFailure) = (nil, nil)
        }
    }

    func run() throws {
        let wake = WakePipe()
        if let wake { host.setWakeHandler { wake.wake() } }
        defer { host.setWakeHandler(nil) }
        var wakeDescriptors: [Int32] = []
        if let wake { wakeDescriptors.append(wake.readDescriptor) }
        if let mainQueue = MainQueue.wakeDescriptor { wakeDescriptors.append(mainQueue) }
        // Without a wake-up pipe (no descriptors left), look for changes made elsewhere this often.
        let fallbackSlice: Duration? = wake == nil ? .milliseconds(20) : nil

        let start = clock.now
        var nextTick: ContinuousClock.Instant?
        MainQueue.runPending()
        draw(since: start, nextTick: &nextTick)
        if quitsAfterFirstFrame { return }
        // A change made on another thread while the first frame was being built, after that
        // frame read the property, was too early for the frame's watch: draw once more, now
        // that the watch is in place, so it cannot be missed. Such a change raised no signal, so
        // the host is told to build the frame rather than reuse the first.
        host.invalidate()
        draw(since: start, nextTick: &nextTick)
        while !host.isQuitRequested {
            let untilTick = nextTick.map { max(.zero, $0 - clock.now) }
            var timeout: Duration? = host.needsRender ? .zero : untilTick
            if let fallbackSlice { timeout = min(timeout ?? fallbackSlice, fallbackSlice) }
            let input = try screen.readEvent(timeout: timeout, wakingOn: wakeDescriptors)
            wake?.drain()
            // Work queued on the main actor runs now, and whatever it changed is drawn below.
            MainQueue.runPending()
            if let event = input {
                observeInput?(event)
                switch event {
                case .key(KeyPress(.character("c"), modifiers: .control)):
                    return
                case .key(KeyPress(.character("z"), modifiers: .control)):
                    screen.suspend()
                default:
                    host.handle(event)
                }
            }
            let tickDue = nextTick.map { clock.now >= $0 } ?? false
            if host.needsRender || tickDue {
                draw(since: start, nextTick: &nextTick)
            }
        }
    }

    /// Renders and presents a frame at the animation clock's current time.
    private func draw(since start: ContinuousClock.Instant, nextTick: inout ContinuousClock.Instant?) {
        let elapsed = clock.now - start
        host.time = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        var buffer = host.render(size: screen.size)
        if let requested = host.requestedColorDepth, requested < screen.colorDepth {
            buffer = Self.degraded(buffer, to: requested)
        }
        let presenting = clock.now
        screen.present(buffer)
        if let trace {
            trace.record(host.lastFrameTrace, size: buffer.size, presentMicroseconds: FrameTrace.microseconds(clock.now - presenting))
        }
        nextTick = host.animationInterval.map { clock.now + .milliseconds($0) }
    }

    /// The frame as a terminal of `depth` colours would show it (each distinct style degraded once).
    static func degraded(_ buffer: CellBuffer, to depth: ColorDepth) -> CellBuffer {
        var result = buffer
        var memo: [CellStyle: CellStyle] = [:]
        for y in 0..<buffer.rows {
            for x in 0..<buffer.columns {
                var cell = buffer[x, y]
                if let known = memo[cell.style] {
                    cell.style = known
                } else {
                    let degraded = cell.style.degraded(to: depth)
                    memo[cell.style] = degraded
                    cell.style = degraded
                }
                result[x, y] = cell
            }
        }
        return result
    }
}
