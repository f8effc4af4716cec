import CNcursesw
import TesseraCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalScreen {
    /// Waits up to `timeout` (forever when nil) for the next input event and returns it, or nil
    /// when the time ran out.
    ///
    /// Keys arrive as `Key` values: printable text as `.character`, Ctrl-letters as the lower-case
    /// letter with `.control`, Alt-x (ESC then x) with `.alt`. Mouse presses, releases and wheel
    /// turns carry their cell. A `.resize` reports the new size (and after a stop and continue, asks
    /// for a fresh frame); the next ``present(_:)`` redraws everything.
    ///
    /// - Throws: ``TerminalError/terminated(signal:)`` after SIGINT, SIGTERM or SIGHUP;
    ///   ``TerminalError/inputClosed`` when the terminal's input has ended.
    public func readEvent(timeout: Duration?) throws -> InputEvent? {
        try readEvent(timeout: timeout, wakingOn: [])
    }

    /// Like ``readEvent(timeout:)``, and also returns nil as soon as one of `wakeDescriptors`
    /// is readable (the event loop's wake-up pipe, the main queue): the caller empties them.
    func readEvent(timeout: Duration?, wakingOn wakeDescriptors: [Int32]) throws -> InputEvent? {
        guard !isClosed else { throw TerminalError.inputClosed }
        set_term(screen)
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var descriptors = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
        descriptors += wakeDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var emptyReads = 0
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
            // What ncurses already holds (a key it has read ahead, a resize it was told of) comes first.
            if let input = readInput(waiting: .zero) {
                emptyReads = 0
                if let event = decode(input) { return event }
                continue
            }
            var slice = Self.pollSlice
            if let deadline { slice = max(.zero, min(slice, deadline - clock.now)) }
            for index in descriptors.indices { descriptors[index].revents = 0 }
            // A signal (a resize, a termination) interrupts the wait, so it is seen at once.
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.milliseconds(slice))
            if ready > 0, descriptors.dropFirst().contains(where: { $0.revents != 0 }) { return nil }
            if let deadline, clock.now >= deadline { return nil }
            if ready > 0, descriptors[0].revents != 0 {
                // Readable, yet ncurses reads nothing, again and again: the input is at end of file.
                emptyReads += 1
                if descriptors[0].revents & Int16(POLLNVAL) != 0 || emptyReads >= 50 {
                    throw TerminalError.inputClosed
                }
            }
        }
    }

    /// `duration` in whole milliseconds, rounded up, for `poll` and `wtimeout`.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// What `wget_wch` returned: a character or a key code.
    enum RawInput {
        case character(UInt32)
        case keyCode(Int32)
    }

    private func readInput(waiting duration: Duration) -> RawInput? {
        wtimeout(window, Self.milliseconds(duration))
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
        case .character(0x5B):   // [
            guard let body = readSequenceBody() else { return .key(KeyPress(.character("["), modifiers: .alt)) }
            if body.first == 0x3C { return SGRMouseReport.parse(Array(body.dropFirst())).map(InputEvent.mouse) }
            if body == BracketedPaste.startBody { return readPaste() }
            if let focus = FocusReporting.event(body) { return focus }
            if let reply = TerminalReply.parse(body) {
                take(reply)
                return nil
            }
            return EscapeSequenceKeys.csi(body).map(InputEvent.key)
        case .character(0x5D):   // ]: an operating system command, as terminals answer OSC 11
            guard let body = readStringBody() else { return .key(KeyPress(.character("]"), modifiers: .alt)) }
            if let scheme = BackgroundDetection.scheme(osc: body) { take(.background(scheme)) }
            return nil
        case .character(0x4F):   // O
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

    /// Notes what the terminal answered to the start-up queries.
    private func take(_ reply: TerminalReply) {
        switch reply {
        case .mode(SynchronizedOutput.mode, let status):
            synchronizesOutput = SynchronizedOutput.isSupported(status: status)
        case .background(let scheme):
            // Only an answer within the start-up wait counts: a late one would flip a running app.
            if isAwaitingReplies { backgroundScheme = scheme }
        case .keyboardFlags:
            guard !usesKittyKeyboard else { return }
            usesKittyKeyboard = writeControl(KittyKeyboard.push)
        case .primaryAttributes:
            isAwaitingReplies = false
        case .mode:
            break
        }
    }

    /// The text of a paste after its `ESC [200~`, up to its `ESC [201~` — or up to a pause of a
    /// quarter second, should the terminal never close it. Keys ncurses recognised inside are dropped.
    private func readPaste() -> InputEvent? {
        var collector = PasteCollector()
        while let input = readInput(waiting: .milliseconds(250)) {
            guard case .character(let code) = input else { continue }
            if collector.take(code) { break }
        }
        let text = collector.text
        return text.isEmpty ? nil : .paste(text)
    }

    /// The body of a string sequence after `ESC ]`, up to its BEL or `ESC \` (not included), or
    /// nil when nothing follows. Stops after 512 characters or a 10 ms pause; what it read is
    /// dropped either way, so a garbled answer never shows as keys.
    private func readStringBody() -> [UInt8]? {
        var body: [UInt8] = []
        var sawEscape = false
        while body.count < 512, case .character(let code)? = readInput(waiting: .milliseconds(10)) {
            if code == 0x07 { break }
            if sawEscape {
                if code == 0x5C { break }
                body.append(0x1B)
                sawEscape = false
            }
            if code == 0x1B { sawEscape = true; continue }
            body.append(code < 0x80 ? UInt8(code) : 0x3F)
        }
        return body.isEmpty && !sawEscape ? nil : body
    }

    /// Reads the answers to the start-up queries for up to ``BackgroundDetection/longestWait``,
    /// ending as soon as DA1 (answered after everything asked before it) comes. Keys typed
    /// meanwhile are kept for ``readEvent(timeout:)``.
    func awaitStartupReplies() {
        let clock = ContinuousClock()
        let deadline = clock.now + BackgroundDetection.longestWait
        while isAwaitingReplies, clock.now < deadline {
            guard let input = readInput(waiting: deadline - clock.now) else { continue }
            if let event = decode(input) { pendingEvents.append(event) }
        }
        isAwaitingReplies = false
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
