import CNcursesw
import TesseraCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, driven by ncurses: shows cell buffers, reads keys, mouse and resizes, and
/// always gives the terminal back in the state it found it.
///
/// ```swift
/// let screen = try TerminalScreen()
/// defer { screen.close() }
/// var buffer = CellBuffer(size: screen.size)
/// buffer.write("Hello", at: .zero, style: .plain)
/// screen.present(buffer)
/// while let event = try screen.readEvent(timeout: nil) { … }
/// ```
///
/// One screen owns the terminal at a time. While it is open, SIGINT/SIGTERM/SIGHUP make
/// ``readEvent(timeout:)`` throw ``TerminalError/terminated(signal:)`` (close the screen, then call
/// ``exit(forSignal:)``); Ctrl-Z is an ordinary key in raw mode, and ``suspend()`` stops the process
/// the way a shell expects; a crash, SIGQUIT, any other signal that ends a process, or `exit`
/// restores the terminal first, and the process then ends. Not thread-safe: use a screen from one
/// thread.
///
/// A crash in Swift runs its backtracer after the terminal is restored, then dies by the signal
/// (even where the backtracer would return, as after `kill -SEGV`); on a tty that backtracer waits
/// about 30 s for a key unless the environment has `SWIFT_BACKTRACE=interactive=no`.
public final class TerminalScreen {
    /// The colour depth frames are degraded to: the detected (or requested) depth, capped at what
    /// ncurses can drive on this terminal (truecolor needs a direct-colour entry such as `xterm-direct`).
    public let colorDepth: ColorDepth
    /// Whether the user's locale is UTF-8, so non-ASCII glyphs (box drawing, CJK, emoji) can be
    /// shown. When false (`LANG=C`, a Latin-1 locale) only printable ASCII is written: every other
    /// glyph is drawn as its ASCII stand-in (`+-|` for box drawing, `?` per column for CJK or emoji),
    /// and ``TerminalApp`` sets `asciiOnly` so views draw ASCII alternatives themselves.
    public let supportsUnicode: Bool

    /// The longest ``readEvent(timeout:)`` blocks in ncurses before it looks for signals again.
    static let pollSlice: Duration = .milliseconds(100)

    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    /// The descriptor keys arrive on, which the event loop waits on.
    let inputDescriptor: Int32
    /// The terminal's output, for the control sequences Tessera writes itself.
    let outputDescriptor: Int32
    /// The terminal said it does synchronized output (mode 2026): frames are wrapped in it.
    var synchronizesOutput = false
    /// Links are written as OSC 8 hyperlinks (`Hyperlinks/areWritten(terminalType:environment:reportsMouse:unicode:)`).
    public let writesHyperlinks: Bool
    /// The terminal confirmed the kitty keyboard protocol and Tessera pushed its flags.
    var usesKittyKeyboard = false
    /// The start-up queries are out and DA1 has not answered yet.
    var isAwaitingReplies = false
    /// Light or dark, from the terminal's background: its colour as the terminal answered at
    /// start-up (OSC 11), else `COLORFGBG`; nil when neither says. ``TerminalApp`` starts the
    /// environment's `colorScheme` in it, so a `ThemeProvider` given no scheme follows the terminal.
    public internal(set) var backgroundScheme: ColorScheme?
    let capabilities: TerminalCapabilities
    let guardsProcess: Bool
    /// Tessera wrote `\e[?1006h` itself (terminfo's `XM` does not), so it parses SGR reports itself.
    let writesSGRMouseMode: Bool
    /// Input is read a byte at a time (`wgetch`), in a single-byte locale (C, POSIX, Latin-1):
    /// there `wget_wch` would swallow the keys after a byte the locale cannot decode.
    let readsBytes: Bool
    var styles: StyleTable
    var lastPresented: CellBuffer?
    var needsFullRedraw = true
    var isClosed = false
    /// A resize event owed to the app after a stop and continue, so it draws a fresh frame.
    var owesResizeEvent = false
    /// Events decoded from one report but not yet returned (the release of a folded click).
    var pendingEvents: [InputEvent] = []
    var cellScratch: UnsafeMutablePointer<cchar_t>
    var cellScratchCapacity: Int
    let glyphScratch = UnsafeMutablePointer<wchar_t>.allocate(capacity: GlyphEncoding.capacity)
    private let ownedFiles: [UnsafeMutablePointer<FILE>]

    /// Opens the terminal on standard input and output.
    ///
    /// - Parameter colorDepth: a depth to use instead of the detected one (for example from a
    ///   `--colors` flag). It is still capped at what the terminal can drive.
    /// - Throws: ``TerminalError/notATerminal(_:)`` when standard input or output is not a tty;
    ///   ``TerminalError/unsupportedTerminal(_:)`` for an unset, unknown or `dumb` `TERM`, or one
    ///   without cursor addressing; ``TerminalError/initializationFailed(_:)`` when ncurses fails
    ///   or another screen is open.
    public convenience init(colorDepth: ColorDepth? = nil) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError.notATerminal("standard input and output must both be a terminal")
        }
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw TerminalError.initializationFailed("cannot open the standard streams")
        }
        try self.init(
            terminalType: Self.environmentValue("TERM") ?? "", output: output, input: input,
            ownsFiles: false, colorDepth: colorDepth, environment: Self.colorEnvironment(),
            guardsProcess: true, size: nil, testEncoding: nil)
    }

    /// Opens a screen on explicit streams, for tests: `output` may be a plain file (it then records
    /// exactly the bytes a terminal would receive) and `input` `/dev/null`. `size` fixes the screen
    /// size; `guardsProcess` installs the signal handlers and `atexit` hook of a real terminal;
    /// `testEncoding` decides what the screen writes instead of the user's locale (nil).
    init(
        terminalType: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
        ownsFiles: Bool, colorDepth override: ColorDepth?, environment: [String: String],
        guardsProcess: Bool, size: TerminalSize?, testEncoding: TerminalLocale.TestEncoding? = .utf8
    ) throws {
        let files = ownsFiles ? [output, input] : []
        func fail(_ error: TerminalError) -> TerminalError {
            for file in files { fclose(file) }
            return error
        }
        let unicode: Bool
        switch testEncoding {
        case nil: unicode = TerminalLocale.adoptUserLocale()
        case .utf8?: unicode = TerminalLocale.adoptUTF8ForTests()
        case .ascii?:
            // The test process keeps its UTF-8 locale (other tests share it); only this screen is ASCII.
            _ = TerminalLocale.adoptUTF8ForTests()
            unicode = false
        }
        guard !terminalType.isEmpty else { throw fail(.unsupportedTerminal("TERM is not set")) }
        guard terminalType != "dumb" else {
            throw fail(.unsupportedTerminal("TERM=dumb cannot move the cursor; set TERM to your terminal's type"))
        }
        // setupterm validates TERM without newterm's print-and-exit on failure. It replaces the
        // current screen's terminal (if another screen is open), so put that one back afterwards.
        let previousTerminal = tessera_cur_term()
        var status: Int32 = 0
        guard setupterm(terminalType, fileno(output), &status) == OK else {
            set_curterm(previousTerminal)
            throw fail(
                .unsupportedTerminal(
                    status == 0
                        ? "no terminfo entry for TERM=\(terminalType)" : "the terminfo database cannot be found"))
        }
        let capabilities = TerminalCapabilities.current()
        if let probe = set_curterm(previousTerminal), probe != previousTerminal { del_curterm(probe) }
        guard capabilities.hasCursorAddressing else {
            throw fail(.unsupportedTerminal("TERM=\(terminalType) has no cursor addressing (cup)"))
        }
        if guardsProcess,
            !SignalGuard.install(
                inputFD: fileno(input), outputFD: fileno(output), leaveSequence: capabilities.leaveSequence)
        {
            throw fail(.initializationFailed("another TerminalScreen already owns the terminal"))
        }
        guard let screen = newterm(terminalType, output, input), let window = tessera_stdscr() else {
            if guardsProcess { SignalGuard.uninstall() }
            throw fail(.initializationFailed("ncurses could not start TERM=\(terminalType)"))
        }
        set_term(screen)
        raw()
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        // The cursor is never shown (a field draws its own), so ncurses need not move it back
        // after each update: a few bytes a frame.
        leaveok(window, true)
        // A frame is drawn whole: ncurses would otherwise stop an update when a key is waiting,
        // and the presenter, which keeps what it presented, would not send the rest.
        typeahead(-1)
        set_escdelay(25)

        var colorsUsable = false
        if has_colors() {
            start_color()
            colorsUsable = use_default_colors() == OK
        }
        let detected = ColorDepth.detect(
            environment: environment, terminfoColors: capabilities.colors,
            terminfoHasRGB: capabilities.hasRGB, override: override)
        let depth = colorsUsable ? min(detected, capabilities.drivableDepth) : .monochrome

        var writesSGR = false
        if capabilities.hasMouse {
            mousemask(TESSERA_ALL_MOUSE_EVENTS, nil)
            mouseinterval(0)
            writesSGR = !capabilities.mouseModeIsSGR
        }
        if let size { resize_term(Int32(size.rows), Int32(size.columns)) }

        self.screen = screen
        self.window = window
        self.inputDescriptor = fileno(input)
        self.outputDescriptor = fileno(output)
        self.capabilities = capabilities
        self.guardsProcess = guardsProcess
        self.writesSGRMouseMode = writesSGR
        self.colorDepth = depth
        self.supportsUnicode = unicode
        self.writesHyperlinks = Hyperlinks.areWritten(
            terminalType: terminalType, environment: environment,
            reportsMouse: capabilities.hasMouse, unicode: unicode)
        // Inserting or deleting characters would slide a link's cells without their link.
        if writesHyperlinks { idcok(window, false) }
        self.readsBytes = !unicode && __ctype_get_mb_cur_max() == 1
        self.ownedFiles = files
        self.styles = StyleTable(
            depth: depth,
            numbering: ColorNumbering(
                colors: Int32(clamping: capabilities.colors),
                directIndexLimit: capabilities.directColorIndexLimit),
            pairCapacity: colorsUsable ? Int(tessera_color_pairs()) - 1 : 0)
        self.cellScratchCapacity = 256
        self.cellScratch = .allocate(capacity: 256)
        enterInputModes()
        // Asked of a real terminal only (a test's file records exactly what frames write); the
        // answers come in with the input, whenever they do, and nothing waits for them.
        if guardsProcess, capabilities.hasMouse, writeControl(TerminalReply.queries) {
            isAwaitingReplies = true
            awaitStartupReplies()
        }
        if backgroundScheme == nil { backgroundScheme = BackgroundDetection.scheme(colorFGBG: environment["COLORFGBG"]) }
    }

    deinit {
        close()
        cellScratch.deallocate()
        glyphScratch.deallocate()
    }

    /// The terminal's size in cells now.
    public var size: TerminalSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        tessera_getmaxyx(window, &rows, &columns)
        return TerminalSize(columns: Int(columns), rows: Int(rows))
    }

    /// Gives the terminal back: mouse reporting off, the cursor shown, the original screen and
    /// terminal modes restored. Safe to call more than once; `deinit` calls it too.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        set_term(screen)
        if guardsProcess { SignalGuard.state.store(SignalGuard.inactive, ordering: .sequentiallyConsistent) }
        leaveInputModes()
        endwin()
        if guardsProcess { SignalGuard.uninstall() }
        delscreen(screen)
        for file in ownedFiles { fclose(file) }
    }

    /// Stops the process the way a shell's Ctrl-Z does (raw mode delivers Ctrl-Z as a key, so the
    /// app decides): restores the terminal, stops, and on `fg` re-enters program mode. The next
    /// ``present(_:)`` redraws everything, and ``readEvent(timeout:)`` reports a resize first.
    public func suspend() {
        guard !isClosed, guardsProcess else { return }
        set_term(screen)
        if guardsProcess { SignalGuard.state.store(SignalGuard.restored, ordering: .sequentiallyConsistent) }
        leaveInputModes()
        endwin()
        raise(SIGSTOP)
        resumeIfNeeded(force: true)
    }

    /// Ends the process after a ``TerminalError/terminated(signal:)``: by that signal with its default
    /// action (so a shell sees "killed by SIGINT"), or with status 128 + `signal`. Close the screen first.
    public static func exit(forSignal signal: Int32) -> Never {
        SignalGuard.dieBySignal(signal)
    }

    /// Re-enters program mode after the process was stopped and continued, or after ``suspend()``.
    func resumeIfNeeded(force: Bool = false) {
        guard guardsProcess || force else { return }
        let continued = SignalGuard.takePendingResume()
        guard continued || force else { return }
        set_term(screen)
        if !force {
            // ncurses still believes it is in program mode; let it leave properly before re-entering.
            // After a stop the handler has left our modes already, on the app's screen: leaving
            // them again here, on the shell's screen, would pop the shell's own keyboard flags.
            let stopHandlerLeft =
                guardsProcess && SignalGuard.state.load(ordering: .sequentiallyConsistent) == SignalGuard.restored
            if !stopHandlerLeft { leaveInputModes() }
            endwin()
        }
        if guardsProcess { SignalGuard.state.store(SignalGuard.active, ordering: .sequentiallyConsistent) }
        // ncurses re-enters program mode (the alternate screen) here; the modes follow it, since a
        // terminal keeps a keyboard-protocol stack per screen (kitty): pushed before, the flags
        // would land on the user's shell screen and outlive the app.
        doupdate()
        enterInputModes()
        needsFullRedraw = true
        owesResizeEvent = true
    }

    /// Turns on the input modes Tessera writes itself: SGR mouse reports where terminfo's `XM`
    /// does not, and bracketed paste.
    private func enterInputModes() {
        if writesSGRMouseMode { writeControl(MouseReporting.sgrOn) }
        if capabilities.bracketsPaste { writeControl(BracketedPaste.on) }
        if capabilities.hasMouse { writeControl(FocusReporting.on) }
        if usesKittyKeyboard { writeControl(KittyKeyboard.push) }
    }

    /// Turns them off again, before ncurses leaves program mode.
    private func leaveInputModes() {
        if writesSGRMouseMode { writeControl(MouseReporting.sgrOff) }
        if capabilities.bracketsPaste { writeControl(BracketedPaste.off) }
        if capabilities.hasMouse { writeControl(FocusReporting.off) }
        if usesKittyKeyboard { writeControl(KittyKeyboard.pop) }
    }

    /// Writes `sequence` straight to the terminal, beside ncurses' own buffered output (`putp`
    /// would put it in the C library's `stdout` buffer, which reaches the terminal only at exit).
    /// Returns false when the write failed (a full non-blocking pipe gives up, never spins).
    @discardableResult
    func writeControl(_ sequence: String) -> Bool {
        writeControl(bytes: Array(sequence.utf8))
    }

    /// ``writeControl(_:)`` for bytes already encoded.
    @discardableResult
    func writeControl(bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(outputDescriptor, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    private static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func colorEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "COLORTERM", "COLORFGBG", "TESSERA_HYPERLINKS"] { environment[name] = environmentValue(name) }
        return environment
    }
}
