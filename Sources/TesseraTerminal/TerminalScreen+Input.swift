import CNcursesw
import TesseraCore

extension TerminalScreen {
    /// Waits up to `timeout` (forever when nil) for the next input event and returns it, or nil
    /// when the time ran out.
    ///
    /// Keys arrive as ``Key`` values: printable text as `.character`, Ctrl-letters as the lower-case
    /// letter with `.control`, Alt-x (ESC then x) with `.alt`. Mouse presses, releases and wheel
    /// turns carry their cell. A `.resize` reports the new size (and after a stop and continue, asks
    /// for a fresh frame); the next ``present(_:)`` redraws everything.
    ///
    /// - Throws: ``TerminalError/terminated(signal:)`` after SIGINT, SIGTERM or SIGHUP;
    ///   ``TerminalError/inputClosed`` when the terminal's input has ended.
    public func readEvent(timeout: Duration?) throws -> InputEvent? {
        guard !isClosed else { throw TerminalError.inputClosed }
        set_term(screen)
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var quickFailures = 0
        while true {
            if guardsProcess, let signal = SignalGuard.takePendingTermination() {
                throw TerminalError.terminated(signal: signal)
            }
            resumeIfNeeded()
            if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
            if owesResizeEvent {
                owesResizeEvent = false
                return .resize(size)
            }
            var slice = Self.pollSlice
            if let deadline { slice = max(.zero, min(slice, deadline - clock.now)) }
            let started = clock.now
            if let input = readInput(waiting: slice) {
                quickFailures = 0
                if let event = decode(input) { return event }
            } else {
                if let deadline, clock.now >= deadline { return nil }
                // ncurses returns at once, again and again, when its input is at end of file.
                if clock.now - started < slice / 2 {
                    quickFailures += 1
                    if quickFailures >= 50 { throw TerminalError.inputClosed }
                } else {
                    quickFailures = 0
                }
            }
        }
    }

    /// What `wget_wch` returned: a character or a key code.
    enum RawInput {
        case character(UInt32)
        case keyCode(Int32)
    }

    private func readInput(waiting duration: Duration) -> RawInput? {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        wtimeout(window, Int32(clamping: milliseconds))
        if readsBytes {
            let value = wgetch(window)
            if value == ERR { return nil }
            if value >= KEY_MIN { return .keyCode(value) }
            return .character(Self.character(forByte: UInt8(truncatingIfNeeded: value)))
        }
        var code: wint_t = 0
        switch wget_wch(window, &code) {
        case OK: return .character(UInt32(code))
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: UInt32(code)))
        default: return nil
        }
    }

    /// A byte read in a single-byte locale, as the character the locale says it is (é for 0xE9 in
    /// Latin-1), or U+FFFD where the locale has none (any byte from 0x80 in C).
    static func character(forByte byte: UInt8) -> UInt32 {
        if byte < 0x80 { return UInt32(byte) }
        let wide = btowc(Int32(byte))
        return wide == WEOF ? 0xFFFD : UInt32(wide)
    }

    private func decode(_ input: RawInput) -> InputEvent? {
        switch input {
        case .keyCode(KEY_RESIZE):
            needsFullRedraw = true
            return .resize(size)
        case .keyCode(KEY_MOUSE):
            var report = MEVENT()
            guard getmouse(&report) == OK else { return nil }
            var events = CursesMouseReport.events(for: report).map(InputEvent.mouse)
            guard !events.isEmpty else { return nil }
            let first = events.removeFirst()
            pendingEvents += events
            return first
        case .keyCode(let code):
            return KeyDecoding.key(forKeyCode: code).map(InputEvent.key)
        case .character(0x1B):
            return decodeEscape()
        case .character(let code):
            return KeyDecoding.key(forCharacter: code).map(InputEvent.key)
        }
    }

    /// ESC alone is Escape; ESC then a key is that key with Alt. ESC [ … and ESC O … that ncurses
    /// did not recognise are read whole: an SGR mouse report (ESC [ < …), a key terminfo does not
    /// list (see ``EscapeSequenceKeys``), or else dropped.
    private func decodeEscape() -> InputEvent? {
        guard let next = readInput(waiting: .zero) else { return .key(KeyPress(.escape)) }
        switch next {
        case .character(0x5B):  // [
            guard let body = readSequenceBody() else { return .key(KeyPress(.character("["), modifiers: .alt)) }
            if body.first == 0x3C { return SGRMouseReport.parse(Array(body.dropFirst())).map(InputEvent.mouse) }
            return EscapeSequenceKeys.csi(body).map(InputEvent.key)
        case .character(0x4F):  // O
            guard case .character(let final)? = readInput(waiting: .milliseconds(10)), final < 0x80 else {
                return .key(KeyPress(.character("O"), modifiers: .alt))
            }
            return EscapeSequenceKeys.ss3(UInt8(final)).map(InputEvent.key)
        case .character(0x1B):
            return .key(KeyPress(.escape, modifiers: .alt))
        default:
            guard case .key(var press) = decode(next) else { return decode(next) }
            press.modifiers.insert(.alt)
            return .key(press)
        }
    }

    /// The rest of a control sequence after `ESC [`, up to and including its final byte
    /// (0x40–0x7E), or nil when nothing follows. Stops after 32 bytes.
    private func readSequenceBody() -> [UInt8]? {
        var body: [UInt8] = []
        while body.count < 32, case .character(let code)? = readInput(waiting: .milliseconds(10)), code < 0x80 {
            body.append(UInt8(code))
            if (0x40...0x7E).contains(code) { break }
        }
        return body.isEmpty ? nil : body
    }
}
