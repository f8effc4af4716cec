#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process-wide safety net of the one screen that owns the real terminal: signal handlers, an
/// `atexit` hook, and a restoration that is safe to run inside a signal handler.
///
/// Signal design:
/// - SIGINT, SIGTERM, SIGHUP: the first one is only *recorded*; ``TerminalScreen/readEvent(timeout:)``
///   (which never blocks for more than ``TerminalScreen/pollSlice`` at a time) sees it, and throws
///   ``TerminalError/terminated(signal:)`` so the app unwinds normally and closes the screen. A second
///   one before that happens (a hung app) restores the terminal at once and dies by that signal.
/// - SIGTSTP: restores the terminal, then stops with SIGSTOP. SIGCONT marks the screen for re-entry:
///   the next present or read re-enters program mode and redraws everything.
/// - SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE: restore the terminal, reinstall whatever
///   handler was there before (usually Swift's backtracer) and re-raise.
/// - `atexit`: restores the terminal if the process exits with the screen still open.
///
/// Handlers only touch atomics and memory prepared before they are installed, and only call
/// async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `sigprocmask`, `raise`, `_exit`).
/// The restoration writes bytes computed from terminfo at start-up (mouse reporting off, `sgr0`,
/// `cnorm`, `rmkx`, `rmcup`) and puts back the termios saved before ncurses started.
enum SignalGuard {
    /// Nothing to restore.
    static let inactive: Int32 = 0
    /// The terminal is in program mode and must be restored.
    static let active: Int32 = 1
    /// The terminal was restored behind ncurses' back (by a handler); ncurses must re-enter.
    static let restored: Int32 = 2

    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
    static let allSignals: [Int32] = terminationSignals + crashSignals + [SIGTSTP, SIGCONT]

    static let state = Atomic<Int32>(0)
    static let owned = Atomic<Bool>(false)
    static let pendingTermination = Atomic<Int32>(0)
    static let pendingResume = Atomic<Bool>(false)
    static let outputFD = Atomic<Int32>(-1)
    static let inputFD = Atomic<Int32>(-1)
    static let leaveCount = Atomic<Int>(0)
    static let atexitRegistered = Atomic<Bool>(false)

    // Raw, never-freed buffers that signal handlers read without locks or allocation (nothing
    // else is async-signal-safe). Safe to share: they are written only while `owned` is being
    // taken or given back on the screen's thread, before handlers are installed or after they
    // are removed, and handlers only read them.
    static let leaveCapacity = 1024
    nonisolated(unsafe) static let leaveBytes: UnsafeMutablePointer<UInt8> = {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveCapacity)
        bytes.initialize(repeating: 0, count: leaveCapacity)
        return bytes
    }()
    nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = {
        let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        saved.initialize(to: termios())
        return saved
    }()
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        actions.initialize(repeating: sigaction(), count: 65)
        return actions
    }()
    nonisolated(unsafe) static let installed: UnsafeMutablePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 65)
        flags.initialize(repeating: false, count: 65)
        return flags
    }()

    /// Takes ownership of the terminal for the process: saves the termios of `inputFD`, stores the
    /// bytes that undo program mode, and installs the handlers. Returns false when another screen
    /// already owns it.
    static func install(inputFD input: Int32, outputFD output: Int32, leaveSequence: [UInt8]) -> Bool {
        guard owned.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
        else { return false }
        // Touch every lazily initialised static now, so a handler never runs an initialiser.
        _ = state.load(ordering: .relaxed)
        _ = pendingTermination.load(ordering: .relaxed)
        _ = pendingResume.load(ordering: .relaxed)
        _ = outputFD.load(ordering: .relaxed)
        _ = inputFD.load(ordering: .relaxed)
        _ = leaveCount.load(ordering: .relaxed)
        _ = atexitRegistered.load(ordering: .relaxed)
        _ = (leaveBytes, savedTermios, previousActions, installed, allSignals)
        pendingTermination.store(0, ordering: .sequentiallyConsistent)
        pendingResume.store(false, ordering: .sequentiallyConsistent)
        let count = min(leaveSequence.count, leaveCapacity)
        for index in 0..<count { leaveBytes[index] = leaveSequence[index] }
        leaveCount.store(count, ordering: .sequentiallyConsistent)
        outputFD.store(output, ordering: .sequentiallyConsistent)
        inputFD.store(tcgetattr(input, savedTermios) == 0 ? input : -1, ordering: .sequentiallyConsistent)
        state.store(active, ordering: .sequentiallyConsistent)

        for signo in terminationSignals { installHandler(terminationHandler, for: signo, respectIgnored: true) }
        for signo in crashSignals { installHandler(crashHandler, for: signo, respectIgnored: false) }
        installHandler(stopHandler, for: SIGTSTP, respectIgnored: true)
        installHandler(continueHandler, for: SIGCONT, respectIgnored: false)
        // A process started with these blocked (a daemon's mask is inherited) would never see them.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signo in terminationSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&mask, signo) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        if !atexitRegistered.exchange(true, ordering: .sequentiallyConsistent) {
            atexit { SignalGuard.restoreNow() }
        }
        return true
    }

    /// Gives the terminal back: the screen has already been restored through ncurses.
    static func uninstall() {
        guard owned.load(ordering: .sequentiallyConsistent) else { return }
        state.store(inactive, ordering: .sequentiallyConsistent)
        for signo in allSignals where installed[Int(signo)] {
            sigaction(signo, previousActions + Int(signo), nil)
            installed[Int(signo)] = false
        }
        owned.store(false, ordering: .sequentiallyConsistent)
    }

    /// Restores the terminal if it is still in program mode. Async-signal-safe and idempotent.
    static func restoreNow() {
        guard state.compareExchange(expected: active, desired: restored, ordering: .sequentiallyConsistent)
            .exchanged else { return }
        let fd = outputFD.load(ordering: .sequentiallyConsistent)
        var offset = 0
        let count = leaveCount.load(ordering: .sequentiallyConsistent)
        while fd >= 0, offset < count {
            let written = write(fd, leaveBytes + offset, count - offset)
            if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { break }
        }
        let input = inputFD.load(ordering: .sequentiallyConsistent)
        if input >= 0 { _ = tcsetattr(input, TCSANOW, savedTermios) }
    }

    /// The termination signal that arrived since the last call, if any.
    static func takePendingTermination() -> Int32? {
        let signo = pendingTermination.exchange(0, ordering: .sequentiallyConsistent)
        return signo == 0 ? nil : signo
    }

    /// Whether the process was continued (after a stop) since the last call.
    static func takePendingResume() -> Bool {
        pendingResume.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Ends the process by `signo` with its default action (so the parent sees "killed by signal"),
    /// falling back to exit status 128 + `signo`.
    static func dieBySignal(_ signo: Int32) -> Never {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signo, &action, nil)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signo)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        raise(signo)
        _exit(128 + signo)
    }

    private static func installHandler(
        _ handler: @convention(c) (Int32) -> Void, for signo: Int32, respectIgnored: Bool
    ) {
        let previous = previousActions + Int(signo)
        guard sigaction(signo, nil, previous) == 0 else { return }
        // An ignored signal (nohup, a background job) stays ignored.
        if respectIgnored, previous.pointee.sa_flags & SA_SIGINFO == 0,
           unsafeBitCast(previous.pointee.__sigaction_handler.sa_handler, to: Int.self) == 1 /* SIG_IGN */ {
            return
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        if sigaction(signo, &action, nil) == 0 { installed[Int(signo)] = true }
    }
}

private let terminationHandler: @convention(c) (Int32) -> Void = { signo in
    let first = SignalGuard.pendingTermination
        .compareExchange(expected: 0, desired: signo, ordering: .sequentiallyConsistent).exchanged
    if first, SignalGuard.state.load(ordering: .sequentiallyConsistent) == SignalGuard.active { return }
    SignalGuard.restoreNow()
    SignalGuard.dieBySignal(signo)
}

private let crashHandler: @convention(c) (Int32) -> Void = { signo in
    SignalGuard.restoreNow()
    sigaction(signo, SignalGuard.previousActions + Int(signo), nil)
    raise(signo)
}

private let stopHandler: @convention(c) (Int32) -> Void = { _ in
    SignalGuard.restoreNow()
    raise(SIGSTOP)
}

private let continueHandler: @convention(c) (Int32) -> Void = { _ in
    SignalGuard.pendingResume.store(true, ordering: .sequentiallyConsistent)
}
